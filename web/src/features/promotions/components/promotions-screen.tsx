import { Megaphone, SearchX } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Catalogue, Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { Promotion, PromotionFilter } from '#domain/promotions/promotion.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { ErrorPopup, type Failure } from '../../../components/ui/error-popup.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { useCategories } from '../../../entities/catalogue/api/get-categories.ts'
import { useProducts } from '../../../entities/catalogue/api/get-products.ts'
import { compareMenuOrder } from '../../../entities/catalogue/category-sort.ts'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts'
import { useDeletePromotion } from '../api/delete-promotion.ts'
import { usePromotions } from '../api/get-promotions.ts'
import { pageOf, selectPromotions } from '../promotion-list.ts'
import { DeleteConfirmation } from './delete-confirmation.tsx'
import { PromotionPager } from './promotion-pager.tsx'
import { editButtonId, PromotionTable } from './promotion-table.tsx'
import { NEW_PROMOTION_BUTTON_ID, PromotionToolbar } from './promotion-toolbar.tsx'
import { PromotionWizard, type WizardTarget } from './promotion-wizard.tsx'
import { usePromotionText } from './use-promotion-text.ts'

type Props = { catalogue: Catalogue; currency: string; timeZone: string }

/** The Promociones page's content for one catalogue (docs/product-spec.md §2 "Promotions", §8, §9). */
export function PromotionsScreen({ catalogue, currency, timeZone }: Props) {
  const { t } = useTranslation()
  const promotions = usePromotions(catalogue.id)
  const categories = useCategories(catalogue.id)
  const products = useProducts(catalogue.id)
  const queries = [promotions, categories, products]
  if (queries.some((query) => query.isPending)) return <LoadingState message={t('promotions.loading')} />
  if (!promotions.data || !categories.data || !products.data) {
    return (
      <LoadFailed
        message={t('promotions.loadFailed')}
        onRetry={() => void Promise.all(queries.map((query) => query.refetch()))}
      />
    )
  }
  return (
    <PromotionsView
      catalogueId={catalogue.id}
      promotions={promotions.data}
      categories={[...categories.data].sort(compareMenuOrder)}
      products={products.data}
      currency={currency}
      timeZone={timeZone}
    />
  )
}

type ViewProps = {
  catalogueId: string
  promotions: Promotion[]
  categories: Category[]
  products: Product[]
  currency: string
  timeZone: string
}

function PromotionsView({ catalogueId, promotions, categories, products, currency, timeZone }: ViewProps) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<PromotionFilter>('todas')
  const [page, setPage] = useState(1)
  const [target, setTarget] = useState<WizardTarget | undefined>(undefined)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const deletion = usePromotionDeletion({ onFailure: setFailure, onDeleted: setAnnouncement })
  const text = usePromotionText(timeZone, currency)
  const now = new Date()
  // Creating a promotion is for the roles that may change promotions (decision 073).
  const canWrite = useCan('promotions.write')

  const selected = selectPromotions(promotions, { search, filter, typeLabel: text.typeLabel, now })
  const shown = pageOf(selected, page)
  const closeWizard = useCallback(() => setTarget(undefined), [])
  const closePopup = useCallback(() => setFailure(null), [])
  const clearAll = () => {
    setSearch('')
    setFilter('todas')
    setPage(1)
  }

  const list = (
    <>
      <PromotionToolbar
        search={search}
        onSearchChange={(value) => {
          setSearch(value)
          setPage(1)
        }}
        filter={filter}
        onFilterChange={(value) => {
          setFilter(value)
          setPage(1)
        }}
        onCreate={() => setTarget({ promotion: null })}
      />
      <p role="status" className="text-sm text-stone-600">
        {t('promotions.list.count', { shown: selected.length, count: promotions.length })}
      </p>
      {selected.length === 0 ? (
        <NoResults onClear={clearAll} />
      ) : (
        <div className="rounded-2xl border border-stone-200 bg-white max-sm:border-0 max-sm:bg-transparent">
          <PromotionTable
            promotions={shown.items}
            timeZone={timeZone}
            currency={currency}
            now={now}
            onEdit={(promotion) => setTarget({ promotion })}
            onDelete={deletion.ask}
          />
        </div>
      )}
      <PromotionPager page={shown.page} pages={shown.pages} onPageChange={setPage} />
    </>
  )

  return (
    <div className="space-y-5">
      {promotions.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={t('promotions.empty.title')}
          message={t('promotions.empty.message')}
          action={
            // The same id as the toolbar's button: focus lands here when the last promotion is deleted.
            canWrite ? (
              <Button id={NEW_PROMOTION_BUTTON_ID} onClick={() => setTarget({ promotion: null })}>
                {t('promotions.empty.action')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        list
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <PromotionWizard
        catalogueId={catalogueId}
        products={products}
        categories={categories}
        currency={currency}
        timeZone={timeZone}
        target={target}
        onClose={closeWizard}
        onFailure={setFailure}
        onSaved={(promotion) => {
          setTarget(undefined)
          setAnnouncement(t('promotions.announce.saved', { name: promotion.nombre }))
        }}
      />
      <DeleteConfirmation
        promotion={deletion.asked}
        isDeleting={deletion.isDeleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
      <ErrorPopup
        title={t('promotions.popup.title')}
        okLabel={t('promotions.popup.ok')}
        failure={failure}
        onClose={closePopup}
      />
    </div>
  )
}

type DeletionCallbacks = {
  onFailure: (failure: Failure) => void
  onDeleted: (message: string) => void
}

/**
 * Deleting asks first (docs/product-spec.md §8); the row goes once the server agrees, and a refusal opens the
 * popup. Focus then goes to "Nueva promoción", as the row's buttons are gone.
 */
function usePromotionDeletion({ onFailure, onDeleted }: DeletionCallbacks) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState<Promotion | null>(null)
  const mutation = useDeletePromotion()
  const focusAfterRender = useFocusAfterRender()
  const confirm = (promotion: Promotion) =>
    mutation.mutate(promotion.id, {
      onSuccess: () => {
        setAsked(null)
        onDeleted(t('promotions.deletion.deleted', { name: promotion.nombre }))
        focusAfterRender(NEW_PROMOTION_BUTTON_ID)
      },
      onError: () => {
        setAsked(null)
        onFailure({ messages: ['promotions.popup.delete'] })
        focusAfterRender(editButtonId(promotion.id))
      },
    })
  return { asked, ask: setAsked, cancel: () => setAsked(null), confirm, isDeleting: mutation.isPending }
}

function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-stone-400" />
      <p className="mt-3 font-medium text-stone-900">{t('promotions.noResults.title')}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        {t('promotions.noResults.clear')}
      </Button>
    </div>
  )
}
