import { useTranslation } from 'react-i18next'
import { useCan } from '../../../entities/account/use-can.ts'
import { LoadFailed } from '../../../entities/catalogue/components/load-states.tsx'
import { useTables } from '../api/get-tables.ts'
import { AddTablesSection } from './add-tables-section.tsx'
import { TableList } from './table-list.tsx'
import { TablesSkeleton } from './table-states.tsx'

/**
 * Pedidos → Mesas (decision 074): the business's tables, each with a QR code that opens the menu from it, and
 * its printable card. Every role reads and prints them; owners and managers (`ordering.settings`) add, edit,
 * re-key and delete. Needs a PublicMenuContext for the cards' address and language.
 */
export function TablesTab() {
  const { t } = useTranslation()
  const canChange = useCan('ordering.settings')
  const tables = useTables()
  return (
    <div className="max-w-5xl space-y-6">
      <p className="max-w-3xl text-stone-700">{t('ordering.tables.intro')}</p>
      {canChange ? <AddTablesSection tableCount={tables.data?.length} /> : null}
      {tables.isPending ? (
        <TablesSkeleton />
      ) : tables.isError ? (
        <LoadFailed message={t('ordering.tables.loadFailed')} onRetry={() => void tables.refetch()} />
      ) : (
        <TableList tables={tables.data} canChange={canChange} />
      )}
    </div>
  )
}
