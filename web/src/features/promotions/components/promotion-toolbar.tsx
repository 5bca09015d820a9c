import { Plus, Search } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PROMOTION_FILTERS, type PromotionFilter } from '#domain/promotions/promotion.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'

type Props = {
  search: string
  onSearchChange: (search: string) => void
  filter: PromotionFilter
  onFilterChange: (filter: PromotionFilter) => void
  onCreate: () => void
}

/** The id of "Nueva promoción", where focus lands when the row it was on is gone. */
export const NEW_PROMOTION_BUTTON_ID = 'promotion-new'

/** Search (name, category, type, affects), the status filter and "Nueva promoción" (docs/product-spec.md §9). */
export function PromotionToolbar({ search, onSearchChange, filter, onFilterChange, onCreate }: Props) {
  const canWrite = useCan('promotions.write')
  const { t } = useTranslation()
  const searchId = useId()
  const filterId = useId()
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="block font-medium text-sm text-stone-800">
          {t('promotions.toolbar.search')}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-stone-500"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('promotions.toolbar.searchPlaceholder')}
            onChange={(event) => onSearchChange(event.target.value)}
            className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3.5 pl-10 text-base text-stone-900 shadow-sm placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600"
          />
        </div>
      </div>
      <div className="sm:w-44">
        <label htmlFor={filterId} className="block font-medium text-sm text-stone-800">
          {t('promotions.toolbar.status')}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value as PromotionFilter)}
          className="mt-1.5 h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm hover:border-stone-400 focus-visible:border-brand-600"
        >
          {PROMOTION_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`promotions.filters.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {canWrite ? (
        <Button id={NEW_PROMOTION_BUTTON_ID} className="h-11" onClick={onCreate}>
          <Plus aria-hidden />
          {t('promotions.toolbar.new')}
        </Button>
      ) : null}
    </div>
  )
}
