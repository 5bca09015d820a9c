import { FolderOpen, Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Catalogue, Category } from '#domain/catalogues/catalogue.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { useCategories } from '../../../entities/catalogue/api/get-categories.ts'
import { useProducts } from '../../../entities/catalogue/api/get-products.ts'
import { type CategorySort, sortCategories } from '../../../entities/catalogue/category-sort.ts'
import {
  FailureNotice,
  LoadFailed,
  LoadingState,
} from '../../../entities/catalogue/components/load-states.tsx'
import { newProductPath, priceGridPath } from '../../../entities/catalogue/new-product-link.ts'
import { CategoryDialog } from './category-dialog.tsx'
import { CategoryItem } from './category-item.tsx'
import { CategoryToolbar } from './category-toolbar.tsx'
import { UndoToast } from './undo-toast.tsx'
import { useCategoryActions } from './use-category-actions.ts'

/** The Categories page's content for one catalogue (docs/product-spec.md §2 "Categories"). */
export function CategoriesScreen({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation()
  const categories = useCategories(catalogue.id)
  const products = useProducts(catalogue.id)
  const [sort, setSort] = useState<CategorySort>('menu')
  // undefined: closed; null: a new category; else the category being edited.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined)
  const newButtonRef = useRef<HTMLButtonElement>(null)
  const actions = useCategoryActions(catalogue.id)

  if (categories.isPending) return <LoadingState message={t('categories.loading')} />
  if (categories.isError) {
    return <LoadFailed message={t('categories.errors.loadFailed')} onRetry={() => categories.refetch()} />
  }

  const pending = actions.pendingDeletion
  // A re-read during the undo window would bring the deleted category back; it stays out until then.
  const shown = sortCategories(
    categories.data.filter(({ id }) => id !== pending?.category.id),
    sort,
  )
  const countOf = (categoryId: string) =>
    products.data?.filter((product) => product.categoryId === categoryId).length

  return (
    <div className="space-y-5">
      <CategoryToolbar
        sort={sort}
        onSortChange={setSort}
        count={shown.length}
        onCreate={() => setEditing(null)}
        newButtonRef={newButtonRef}
      />
      <FailureNotice message={actions.failure} onDismiss={actions.dismissFailure} />
      {shown.length === 0 ? (
        <EmptyCategories onCreate={() => setEditing(null)} />
      ) : (
        <ul aria-label={t('categories.list.label')} className="space-y-3">
          {shown.map((category, index) => (
            <CategoryItem
              key={category.id}
              category={category}
              productCount={countOf(category.id)}
              addProductPath={newProductPath(catalogue.id, category.id)}
              priceGridPath={priceGridPath(catalogue.id, category.id)}
              // Moving is for the menu's own order; a sorted list has no places to move between.
              move={
                sort === 'menu'
                  ? {
                      canMoveUp: index > 0,
                      canMoveDown: index < shown.length - 1,
                      onMove: (step) => actions.move(category, step, shown.length),
                    }
                  : undefined
              }
              onEdit={() => setEditing(category)}
              onToggleVisible={() => actions.toggleVisible(category)}
              onDelete={() => actions.remove(category)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {actions.announcement}
      </p>
      <UndoToast
        message={
          pending
            ? t('categories.undo.deleted', { name: pending.category.name, count: pending.products.length })
            : null
        }
        onUndo={actions.undo}
        onFocusLost={() => actions.focusAfterUndoOffer(newButtonRef.current)}
      />
      <CategoryDialog
        catalogueId={catalogue.id}
        category={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(category) => {
          setEditing(undefined)
          actions.announce(t('categories.announce.saved', { name: category.name }))
        }}
      />
    </div>
  )
}

function EmptyCategories({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  return (
    <EmptyState
      icon={FolderOpen}
      title={t('categories.empty.title')}
      message={t('categories.empty.message')}
      action={
        canWrite ? (
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            {t('categories.new')}
          </Button>
        ) : undefined
      }
    />
  )
}
