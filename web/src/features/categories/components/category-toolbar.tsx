import { Plus } from 'lucide-react'
import { type Ref, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import {
  CATEGORY_SORTS,
  type CategorySort,
  isCategorySort,
} from '../../../entities/catalogue/category-sort.ts'

type Props = {
  sort: CategorySort
  onSortChange: (sort: CategorySort) => void
  count: number
  onCreate: () => void
  newButtonRef: Ref<HTMLButtonElement>
}

/** The sort selector and "Nueva categoría" above the list. */
export function CategoryToolbar({ sort, onSortChange, count, onCreate, newButtonRef }: Props) {
  const canWrite = useCan('catalogue.write')
  const { t } = useTranslation()
  const sortId = useId()
  const hintId = useId()
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={sortId} className="font-medium text-stone-600 text-xs">
              {t('categories.sort.label')}
            </label>
            <select
              id={sortId}
              value={sort}
              aria-describedby={sort === 'menu' ? undefined : hintId}
              onChange={(event) => {
                if (isCategorySort(event.target.value)) onSortChange(event.target.value)
              }}
              className="h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm"
            >
              {CATEGORY_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`categories.sort.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="pb-2.5 text-sm text-stone-600">{t('categories.list.count', { count })}</p>
        </div>
        {canWrite ? (
          <Button ref={newButtonRef} onClick={onCreate}>
            <Plus aria-hidden />
            {t('categories.new')}
          </Button>
        ) : null}
      </div>
      {sort === 'menu' ? null : (
        <p id={hintId} className="text-sm text-stone-600">
          {t('categories.sort.reorderHint')}
        </p>
      )}
    </div>
  )
}
