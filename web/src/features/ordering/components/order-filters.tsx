import { useTranslation } from 'react-i18next'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import type { OrderChannel, OrderFilters, OrderStatus } from '../api/get-orders.ts'
import { useTables } from '../api/get-tables.ts'
import { tableTitle } from './table-title.ts'

const STATUSES: readonly OrderStatus[] = ['received', 'preparing', 'ready', 'delivered', 'rejected']
const CHANNELS: readonly OrderChannel[] = ['table', 'pickup']

type Props = {
  filters: OrderFilters
  /** The day the list shows (the server's today until one is chosen), YYYY-MM-DD. */
  day: string | undefined
  onChange: (filters: OrderFilters) => void
}

/** The list's filters: the day, a status, a channel and, for table orders, one table. "Todos" leaves one out. */
export function OrderFiltersBar({ filters, day, onChange }: Props) {
  const { t } = useTranslation()
  const tables = useTables()
  const set = (change: Partial<OrderFilters>) => {
    const next: OrderFilters = { ...filters, ...change }
    for (const key of Object.keys(next) as (keyof OrderFilters)[]) if (!next[key]) delete next[key]
    onChange(next)
  }
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('ordering.orders.filters.label')}</legend>
      <TextField
        label={t('ordering.orders.filters.day')}
        type="date"
        value={filters.day ?? day ?? ''}
        onChange={(event) => set({ day: event.target.value || undefined })}
      />
      <SelectField
        label={t('ordering.orders.filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => set({ status: (event.target.value || undefined) as OrderStatus | undefined })}
      >
        <option value="">{t('ordering.orders.filters.all')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`ordering.orders.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('ordering.orders.filters.channel')}
        value={filters.channel ?? ''}
        onChange={(event) => {
          const channel = (event.target.value || undefined) as OrderChannel | undefined
          // A pickup order has no table: a table chosen before would leave nothing to show.
          set(channel === 'pickup' ? { channel, tableId: undefined } : { channel })
        }}
      >
        <option value="">{t('ordering.orders.filters.all')}</option>
        {CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`ordering.orders.filters.${channel}_channel`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('ordering.orders.filters.table')}
        value={filters.tableId ?? ''}
        disabled={filters.channel === 'pickup'}
        onChange={(event) => set({ tableId: event.target.value || undefined })}
      >
        <option value="">{t('ordering.orders.filters.allTables')}</option>
        {(tables.data ?? []).map((table) => (
          <option key={table.id} value={table.id}>
            {tableTitle(t, 'ordering.tables.list.tableName', table.name)}
            {table.area ? ` · ${table.area}` : ''}
          </option>
        ))}
      </SelectField>
    </fieldset>
  )
}
