import { Armchair } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Grey cards where the tables will be, announced once as "Cargando las mesas…". */
export function TablesSkeleton() {
  const { t } = useTranslation()
  return (
    <div>
      <p role="status" className="sr-only">
        {t('ordering.tables.loading')}
      </p>
      <ul aria-hidden className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards that never move.
          <li key={index} className="rounded-xl border border-stone-200 p-4 motion-safe:animate-pulse">
            <span className="block h-5 w-24 rounded bg-stone-200" />
            <span className="mt-4 block h-9 w-full rounded-lg bg-stone-100" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** No table yet; the way to a first one is the form above, for those who may add. */
export function NoTables({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center rounded-xl border border-stone-300 border-dashed px-6 py-10 text-center">
      <Armchair aria-hidden className="size-7 text-stone-400" />
      <p className="mt-3 text-stone-600">
        {canAdd ? t('ordering.tables.empty') : t('ordering.tables.emptyReadOnly')}
      </p>
    </div>
  )
}
