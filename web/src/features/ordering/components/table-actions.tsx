import { Pencil, Printer, QrCode, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DiningTable } from '#domain/ordering/dining-table.schema.ts'
import { Button } from '../../../components/ui/button.tsx'

/** What may be asked of a table in a dialog. */
export type TableChange = 'edit' | 'newKey' | 'delete'

/** The id of a table's button that opens `change`'s dialog, where focus goes back when it closes. */
export const changeButtonId = (table: DiningTable, change: TableChange) => `table-${table.id}-${change}`

type PrintProps = { table: DiningTable; isPrinting: boolean; onPrint: () => void }

/** "Imprimir tarjeta", named with the table ("Imprimir tarjeta de la mesa 4"): anyone who reads the tables. */
export function PrintCardButton({ table, isPrinting, onPrint }: PrintProps) {
  const { t } = useTranslation()
  return (
    <Button
      variant="secondary"
      aria-label={t('ordering.tables.actions.printLabel', { name: table.name })}
      disabled={isPrinting}
      onClick={onPrint}
      className="self-start"
    >
      <Printer aria-hidden />
      <span aria-hidden>{t('ordering.tables.actions.print')}</span>
    </Button>
  )
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
 * Edit, new QR code and delete, as icon buttons each named with the table ("Editar mesa 4"), for the roles
 * that may change the tables (`ordering.settings`).
 */
export function TableChangeButtons({
  table,
  onChange,
}: {
  table: DiningTable
  onChange: (change: TableChange) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="-mt-1 -mr-2 flex shrink-0">
      {changes.map(({ change, icon: Icon, labelKey, className }) => (
        <Button
          key={change}
          id={changeButtonId(table, change)}
          variant="ghost"
          size="icon"
          className={className}
          aria-label={t(labelKey, { name: table.name })}
          title={t(labelKey, { name: table.name })}
          onClick={() => onChange(change)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  )
}
