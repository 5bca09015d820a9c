import { FolderOpen, SearchX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { Catalogue, Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { useCategories } from '../../../entities/catalogue/api/get-categories.ts'
import { useProducts } from '../../../entities/catalogue/api/get-products.ts'
import { compareMenuOrder } from '../../../entities/catalogue/category-sort.ts'
import {
  FailureNotice,
  LoadFailed,
  LoadingState,
} from '../../../entities/catalogue/components/load-states.tsx'
import { editingPath } from '../../../entities/catalogue/editing-catalogue.ts'
import {
  newProductCategoryParam,
  priceGridCategoryParam,
} from '../../../entities/catalogue/new-product-link.ts'
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { useSetSoldOut } from '../api/set-sold-out.ts'
import { PriceGridDialog } from './price-grid-dialog.tsx'
import { productEditButtonId } from './product-card.tsx'
import { ProductDialog, type ProductDialogTarget } from './product-dialog.tsx'
import {
  countActiveFilters,
  groupByCategory,
  NO_FILTERS,
  type ProductSort,
  selectProducts,
} from './product-list.ts'
import {
  FlatProducts,
  GroupedProducts,
  newInCategoryButtonId,
  type SoldOutFailure,
} from './product-results.tsx'
import { ProductToolbar } from './product-toolbar.tsx'

type Props = {
  catalogue: Catalogue
  currency: string
  /** The business's zone: "Agotado hoy" lasts until its midnight. */
  timeZone: string
}

/** The Products page's content for one catalogue (docs/product-spec.md §2 "Products"). */
export function ProductsScreen({ catalogue, currency, timeZone }: Props) {
  const { t } = useTranslation()
  const categories = useCategories(catalogue.id)
  const products = useProducts(catalogue.id)

  if (categories.isPending || products.isPending) return <LoadingState message={t('products.loading')} />
  if (categories.isError || products.isError) {
    return (
      <LoadFailed
        message={t('products.errors.loadFailed')}
        onRetry={() => void Promise.all([categories.refetch(), products.refetch()])}
      />
    )
  }
  const ordered = [...categories.data].sort(compareMenuOrder)
  if (ordered.length === 0) return <NoCategories catalogueId={catalogue.id} />
  return (
    <ProductsView
      catalogueId={catalogue.id}
      categories={ordered}
      products={products.data}
      currency={currency}
      timeZone={timeZone}
    />
  )
}

type ViewProps = {
  catalogueId: string
  categories: Category[]
  products: Product[]
  currency: string
  timeZone: string
}

function ProductsView({ catalogueId, categories, products, currency, timeZone }: ViewProps) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<ProductSort>('category')
  const [filters, setFilters] = useState(NO_FILTERS)
  const [target, setTarget] = useState<ProductDialogTarget | undefined>(undefined)
  const [gridCategory, setGridCategory] = useState<Category | undefined>(undefined)
  const deletion = useProductDeletion(catalogueId)
  const soldOut = useSoldOutToggle(catalogueId, timeZone)
  useNewProductLink(categories, setTarget)
  useCategoryLink(priceGridCategoryParam, categories, setGridCategory)

  const selected = selectProducts(products, { search, filters, sort })
  const isNarrowed = search.trim() !== '' || countActiveFilters(filters) > 0
  const groups = groupByCategory(categories, selected).filter(
    (group) => !isNarrowed || group.products.length > 0,
  )
  // What the owner sees, in order: after a deletion, focus goes to the next one.
  const shown = sort === 'category' ? groups.flatMap((group) => group.products) : selected
  const actions = {
    currency,
    onCreate: (categoryId: string) => setTarget({ product: null, categoryId }),
    onEdit: (product: Product) => setTarget({ product, categoryId: product.categoryId }),
    onDelete: (product: Product) => deletion.remove(product, shown),
    onEditPrices: setGridCategory,
    onToggleSoldOut: soldOut.toggle,
    soldOutFailure: soldOut.failure,
  }
  const clearAll = () => {
    setSearch('')
    setFilters(NO_FILTERS)
  }

  return (
    <div className="space-y-6">
      <ProductToolbar
        search={search}
        onSearchChange={setSearch}
        sort={sort}
        onSortChange={setSort}
        filters={filters}
        onFiltersChange={setFilters}
        onCreate={() => actions.onCreate(categories[0]!.id)}
      />
      <p role="status" className="text-sm text-stone-600">
        {isNarrowed
          ? t('products.list.matching', { count: selected.length, total: products.length })
          : t('products.list.total', { count: products.length })}
      </p>
      <FailureNotice message={deletion.failure} onDismiss={deletion.dismissFailure} />
      {isNarrowed && selected.length === 0 ? (
        <NoResults onClear={clearAll} />
      ) : sort === 'category' ? (
        <GroupedProducts groups={groups} {...actions} />
      ) : (
        <FlatProducts products={selected} categories={categories} {...actions} />
      )}
      <p role="status" className="sr-only">
        {deletion.announcement}
      </p>
      <ProductDialog
        catalogueId={catalogueId}
        categories={categories}
        currency={currency}
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={(product) => {
          setTarget(undefined)
          deletion.announce(t('products.announce.saved', { name: product.name }))
        }}
      />
      <PriceGridDialog
        catalogueId={catalogueId}
        currency={currency}
        category={gridCategory}
        products={products}
        onClose={() => setGridCategory(undefined)}
        onSaved={(count) => {
          setGridCategory(undefined)
          deletion.announce(t('products.grid.saved', { count }))
        }}
      />
    </div>
  )
}

/**
 * Deleting a product at once (docs/product-spec.md §4 "Delete removes it"), shown before the server answers;
 * a refusal puts it back and says so. Focus moves to the next product shown, as the deleted one's buttons are
 * gone.
 */
function useProductDeletion(catalogueId: string) {
  const { t } = useTranslation()
  const [failure, setFailure] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const mutation = useDeleteProduct(catalogueId)
  const focusAfterRender = useFocusAfterRender()

  const remove = (product: Product, shown: Product[]) => {
    const index = shown.findIndex(({ id }) => id === product.id)
    const neighbour = shown[index + 1] ?? shown[index - 1]
    setFailure(null)
    mutation.mutate(product.id, {
      onError: () => setFailure(t('products.errors.deleteFailed', { name: product.name })),
    })
    setAnnouncement(t('products.announce.deleted', { name: product.name }))
    focusAfterRender(
      neighbour ? productEditButtonId(neighbour.id) : newInCategoryButtonId(product.categoryId),
    )
  }
  return { remove, failure, dismissFailure: () => setFailure(null), announcement, announce: setAnnouncement }
}

/**
 * "Agotado hoy" in one tap: the card shows the mark at once; a refusal takes it back and the card says so
 * where the owner tapped, in a long list as much as a short one.
 */
function useSoldOutToggle(catalogueId: string, timeZone: string) {
  const { t } = useTranslation()
  const [failure, setFailure] = useState<SoldOutFailure | null>(null)
  const mutation = useSetSoldOut(catalogueId, timeZone)
  const toggle = (product: Product, soldOut: boolean) => {
    setFailure(null)
    // Each tap hears of its own refusal: the mutation's per-call callbacks reach only the latest call.
    mutation.mutateAsync({ id: product.id, soldOut }).catch(() =>
      setFailure({
        productId: product.id,
        message: soldOut
          ? t('products.soldOut.markFailed', { name: product.name })
          : t('products.soldOut.clearFailed', { name: product.name }),
      }),
    )
  }
  return { toggle, failure }
}

/** Opens the new-product dialog for the category a link names (Categorías' "Añadir producto"), once. */
function useNewProductLink(categories: Category[], open: (target: ProductDialogTarget) => void) {
  useCategoryLink(newProductCategoryParam, categories, (category) =>
    open({ product: null, categoryId: category.id }),
  )
}

/** Hears once of the category a link names in `param` (Categorías' "Añadir producto", "Precios en tabla"). */
function useCategoryLink(param: string, categories: Category[], open: (category: Category) => void) {
  const [searchParams, setSearchParams] = useSearchParams()
  const categoryId = searchParams.get(param)
  const openRef = useRef(open)
  openRef.current = open
  useEffect(() => {
    if (!categoryId) return
    const category = categories.find(({ id }) => id === categoryId)
    if (category) openRef.current(category)
    // Gone from the address, so that a reload or going back does not open the dialog again.
    setSearchParams(
      (params) => {
        params.delete(param)
        return params
      },
      { replace: true },
    )
  }, [param, categoryId, categories, setSearchParams])
}

function NoCategories({ catalogueId }: { catalogueId: string }) {
  const { t } = useTranslation()
  // Categories are created by the catalogue's writers (decision 073): the others are only told why it is empty.
  const canWrite = useCan('catalogue.write')
  return (
    <EmptyState
      icon={FolderOpen}
      title={t('products.noCategories.title')}
      message={t('products.noCategories.message')}
      action={
        canWrite ? (
          <Link to={editingPath('/dashboard/categorias', catalogueId)} className={buttonClasses()}>
            {t('products.noCategories.action')}
          </Link>
        ) : undefined
      }
    />
  )
}

function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-stone-400" />
      <p className="mt-3 font-medium text-stone-900">{t('products.noResults.title')}</p>
      <p className="mt-1 text-sm text-stone-600">{t('products.noResults.message')}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        {t('products.noResults.clear')}
      </Button>
    </div>
  )
}
