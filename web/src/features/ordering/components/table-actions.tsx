import { Pencil, Printer, QrCode, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DiningTable } from '#domain/ordering/dining-table.schema.ts'
import { Button } from '../../../components/ui/button.tsx'

/** What may be asked of a table in a dialog. */
export type TableChange = 'edit' | 'newKey' | 'delete'

/** The id of a table's button that opens `change`'s dialog, where focus goes back when it closes. */
export const changeButtonId = (table: DiningTable, change: TableChange) => `table-${table.id}-${change}`

type Props = {
  table: DiningTable
  /** Whether the member's role may change the tables (`ordering.settings`); anyone who reads them may print. */
  canChange: boolean
  isPrinting: boolean
  onPrint: () => void
  onChange: (change: TableChange) => void
}

const changes = [
  { change: 'edit', icon: Pencil, labelKey: 'ordering.tables.actions.editLabel', className: '' },
  { change: 'newKey', icon: QrCode, labelKey: 'ordering.tables.actions.newKeyLabel', className: '' },
  {
    change: 'delete',
    icon: Trash2,
    labelKey: 'ordering.tables.actions.deleteLabel',
    className: 'text-red-700 hover:text-red-800',
  },
] as const

/**
 * A table's buttons, each named with the table ("Editar mesa 4"): print its card; edit, new QR code and
 * delete for those who may.
 */
export function TableActions({ table, canChange, isPrinting, onPrint, onChange }: Props) {
  const { t } = useTranslation()
  const name = table.name
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        variant="secondary"
        aria-label={t('ordering.tables.actions.printLabel', { name })}
        disabled={isPrinting}
        onClick={onPrint}
        className="mr-auto"
      >
        <Printer aria-hidden />
        <span aria-hidden>{t('ordering.tables.actions.print')}</span>
      </Button>
      {canChange
        ? changes.map(({ change, icon: Icon, labelKey, className }) => (
            <Button
              key={change}
              id={changeButtonId(table, change)}
              variant="ghost"
              size="icon"
              className={className}
              aria-label={t(labelKey, { name })}
              title={t(labelKey, { name })}
              onClick={() => onChange(change)}
            >
              <Icon aria-hidden />
            </Button>
          ))
        : null}
    </div>
  )
}
