import { Armchair } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NothingYet, PlaceholderList } from '../../../components/ui/list-placeholders.tsx'

/** Grey cards where the tables will be, announced once as "Cargando las mesas…". */
export function TablesSkeleton() {
  const { t } = useTranslation()
  return (
    <PlaceholderList
      label={t('ordering.tables.loading')}
      count={6}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
      itemClassName="rounded-xl border border-stone-200 p-4"
    >
      <span className="block h-5 w-24 rounded bg-stone-200" />
      <span className="mt-4 block h-9 w-full rounded-lg bg-stone-100" />
    </PlaceholderList>
  )
}

/** No table yet; the way to a first one is the form above, for those who may add. */
export function NoTables({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation()
  return (
    <NothingYet
      icon={Armchair}
      message={canAdd ? t('ordering.tables.empty') : t('ordering.tables.emptyReadOnly')}
    />
  )
}
