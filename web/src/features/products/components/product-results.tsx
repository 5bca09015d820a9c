import { clsx } from 'clsx'
import { EyeOff, Plus, Table2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { ProductCard } from './product-card.tsx'
import type { ProductGroup } from './product-list.ts'

type Actions = {
  currency: string
  onCreate: (categoryId: string) => void
  onEdit: (product: Product) => void
  onDelete: (product: Product) => void
  /** Opens the price grid of a category with shared sizes. */
  onEditPrices: (category: Category) => void
  /** Marks a product "Agotado hoy", or clears the mark. */
  onToggleSoldOut: (product: Product, soldOut: boolean) => void
  /** The product whose last "Agotado hoy" change the server refused, and what to tell the owner. */
  soldOutFailure: SoldOutFailure | null
}

export type SoldOutFailure = { productId: string; message: string }

/** The id of a category's "Nuevo producto" button, where focus goes when its last product is deleted. */
export function newInCategoryButtonId(categoryId: string) {
  return `products-new-in-${categoryId}`
}

/**
 * Sorted by category: a section per category, with its own "Nuevo producto" (docs/product-spec.md §2
 * "Products").
 */
export function GroupedProducts({ groups, ...actions }: { groups: ProductGroup[] } & Actions) {
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <CategorySection key={group.category.id} {...group} {...actions} />
      ))}
    </div>
  )
}

function CategorySection({ category, products, ...actions }: ProductGroup & Actions) {
  const canWrite = useCan('catalogue.write')
  const { t } = useTranslation()
  const headingId = `products-of-${category.id}`
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} className="min-w-0 wrap-anywhere font-semibold text-lg text-stone-900">
          {category.name}
        </h2>
        {category.isVisible ? null : (
          <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700 text-xs">
            <EyeOff aria-hidden className="size-3.5" />
            {t('products.group.hidden')}
          </span>
        )}
        <span className="text-sm text-stone-600">
          {t('products.group.count', { count: products.length })}
        </span>
        {canWrite && category.variantLabels.length > 0 ? (
          <Button
            variant="ghost"
            className="ml-auto h-9 px-3 text-brand-700 hover:text-brand-800"
            aria-label={t('products.grid.openFor', { name: category.name })}
            onClick={() => actions.onEditPrices(category)}
          >
            <Table2 aria-hidden />
            <span aria-hidden>{t('products.grid.open')}</span>
          </Button>
        ) : null}
        {canWrite ? (
          <Button
            id={newInCategoryButtonId(category.id)}
            variant="ghost"
            className={clsx(
              'h-9 px-3 text-brand-700 hover:text-brand-800',
              category.variantLabels.length > 0 ? null : 'ml-auto',
            )}
            aria-label={t('products.group.newIn', { name: category.name })}
            onClick={() => actions.onCreate(category.id)}
          >
            <Plus aria-hidden />
            <span aria-hidden>{t('products.new')}</span>
          </Button>
        ) : null}
      </div>
      {products.length === 0 ? (
        <p className="rounded-2xl border border-stone-300 border-dashed px-4 py-6 text-center text-sm text-stone-600">
          {t('products.group.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              currency={actions.currency}
              onEdit={() => actions.onEdit(product)}
              onDelete={() => actions.onDelete(product)}
              onToggleSoldOut={(soldOut) => actions.onToggleSoldOut(product, soldOut)}
              soldOutFailure={failureOf(actions.soldOutFailure, product)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

type FlatProps = { products: Product[]; categories: Category[] } & Actions

/** Sorted by name or price: one list across categories, each product saying its category. */
export function FlatProducts({ products, categories, ...actions }: FlatProps) {
  const { t } = useTranslation()
  const names = new Map(categories.map((category) => [category.id, category.name]))
  return (
    <ul aria-label={t('products.list.label')} className="grid gap-3 xl:grid-cols-2">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          currency={actions.currency}
          categoryName={names.get(product.categoryId)}
          onEdit={() => actions.onEdit(product)}
          onDelete={() => actions.onDelete(product)}
          onToggleSoldOut={(soldOut) => actions.onToggleSoldOut(product, soldOut)}
          soldOutFailure={failureOf(actions.soldOutFailure, product)}
        />
      ))}
    </ul>
  )
}

const failureOf = (failure: SoldOutFailure | null, product: Product) =>
  failure?.productId === product.id ? failure.message : undefined
