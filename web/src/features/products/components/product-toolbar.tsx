import { clsx } from 'clsx'
import { CalendarDays, Plus, Search } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { ProductFilter } from './product-filter.tsx'
import { PRODUCT_SORTS, type ProductFilters, type ProductSort } from './product-list.ts'

type Props = {
  search: string
  onSearchChange: (search: string) => void
  sort: ProductSort
  onSortChange: (sort: ProductSort) => void
  filters: ProductFilters
  onFiltersChange: (filters: ProductFilters) => void
  onCreate: () => void
}

const controlClasses =
  'h-10 rounded-xl border border-stone-300 bg-white text-sm text-stone-900 shadow-sm hover:border-stone-400'

/**
 * Search, the sort selector, the filter button, the way to the menú del día and "Nuevo producto"
 * (docs/product-spec.md §2 "Products").
 */
export function ProductToolbar(props: Props) {
  // Staff and read-only members see the products without the button that makes one (decision 073).
  const canWrite = useCan('catalogue.write')
  // Menú de hoy is a form for today's dishes: only for the roles that may set them.
  const canSetTodaysMenu = useCan('todaysMenu.write')
  const { t } = useTranslation()
  const searchId = useId()
  const sortId = useId()
  const { search } = useLocation()
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="font-medium text-stone-600 text-xs">
          {t('products.search.label')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            id={searchId}
            type="search"
            value={props.search}
            placeholder={t('products.search.placeholder')}
            onChange={(event) => props.onSearchChange(event.target.value)}
            className={`${controlClasses} w-full pr-3 pl-9 placeholder:text-stone-500`}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="font-medium text-stone-600 text-xs">
            {t('products.sort.label')}
          </label>
          <select
            id={sortId}
            value={props.sort}
            onChange={(event) => props.onSortChange(event.target.value as ProductSort)}
            className={`${controlClasses} px-3`}
          >
            {PRODUCT_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`products.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <ProductFilter filters={props.filters} onChange={props.onFiltersChange} />
        {/* The set menu's own screen, for the same catalogue (the address keeps `?catalogo=`). */}
        {canSetTodaysMenu ? (
          <Link
            to={`/dashboard/productos/menu-de-hoy${search}`}
            className={buttonClasses({ variant: 'secondary', className: 'w-full sm:ml-auto sm:w-auto' })}
          >
            <CalendarDays aria-hidden />
            {t('menus.entry')}
          </Link>
        ) : null}
        {canWrite ? (
          <Button
            className={clsx('w-full sm:w-auto', canSetTodaysMenu ? null : 'sm:ml-auto')}
            onClick={props.onCreate}
          >
            <Plus aria-hidden />
            {t('products.new')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
