import { Info, Pencil, PencilOff } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BASIC_TEXT_ONLY_ERROR } from '#domain/menu-analyses/analysis-errors.ts'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import type { AnalysedMenu } from '../api/analysis-contract.ts'
import {
  createDraftId,
  type DraftChange,
  type DraftItem,
  type ReviewDraft,
  type ReviewProblem,
  toReviewedMenu,
} from '../review-draft.ts'
import { countPendingReview, type PendingReview, toReviewReasons } from '../review-reasons.ts'
import { ConfidenceSummary } from './confidence-summary.tsx'
import { ItemDialog } from './item-dialog.tsx'
import { KeepWarningDialog } from './keep-warning-dialog.tsx'
import { MenuSections } from './menu-sections.tsx'
import { PageViewer } from './page-viewer.tsx'
import { PreviewActions, ReadingBanner, RestaurantName } from './preview-parts.tsx'

type Props = {
  menu: AnalysedMenu
  fileName: string
  draft: ReviewDraft
  onChange: (change: DraftChange) => void
  continueLabel?: string
  offersPayment: boolean
  onContinue: (menu: ReviewedMenu) => void
  onPay: (menu: ReviewedMenu) => void
  onStartOver: () => void
  /** The business's currency (ISO 4217), for an owner: bare prices are shown in it unless the page printed another. */
  businessCurrency?: string
}

type Editing = { sectionId: string; item: DraftItem | null }

/**
 * The preview (docs/product-spec.md §4 "Preview"): restaurant name, confidence and warnings, sections and
 * items beside the page they were read from; "Editar menú" turns taps into corrections, and "Continuar"
 * hands on the menu as corrected.
 */
export function PreviewView({
  menu,
  fileName,
  draft,
  onChange,
  continueLabel,
  offersPayment,
  businessCurrency = '',
  ...actions
}: Props) {
  const { t } = useTranslation()
  const [isEditing, setIsEditing] = useState(false)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [pageNumber, setPageNumber] = useState(menu.pages[0]?.number ?? 1)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [newSectionId, setNewSectionId] = useState<string | null>(null)
  const [problem, setProblem] = useState<ReviewProblem | null>(null)
  // A menu with items left to review is kept only once the owner has seen how many and said so.
  const [warning, setWarning] = useState<{ pending: PendingReview; keep: () => void } | null>(null)
  // Outlives the warning: the dialog gives focus back after it has closed.
  const keepButton = useRef<HTMLElement | null>(null)

  const items = draft.sections.flatMap((section) => section.items)
  const selected = items.find((item) => item.id === selectedId) ?? null
  const toReview = items.filter((item) => toReviewReasons(item).length > 0).length

  const select = (item: DraftItem) => {
    setSelectedId(item.id)
    if (item.source) setPageNumber(item.source.page)
  }
  const edit = (sectionId: string, item: DraftItem | null) => {
    if (item) select(item)
    setEditing({ sectionId, item })
  }
  const change = (next: DraftChange) => {
    setProblem(null)
    onChange(next)
  }
  const addSection = () => {
    const sectionId = createDraftId()
    setNewSectionId(sectionId)
    change({ type: 'addSection', sectionId, name: t('menuAnalyses.preview.newSection') })
  }
  const proceed = (next: (menu: ReviewedMenu) => void) => {
    const result = toReviewedMenu(draft)
    if (result.problem) {
      setProblem(result.problem)
      // The over-long texts and the unnamed sizes are corrected at their fields, which edit mode reaches.
      if (result.problem === 'tooLong' || result.problem === 'variantLabels') setIsEditing(true)
      return
    }
    const pending = countPendingReview(items.map(toReviewReasons))
    // The button just pressed has the focus: it gets it back when the dialog closes.
    keepButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (pending) setWarning({ pending, keep: () => next(result.menu) })
    else next(result.menu)
  }

  return (
    <div className="p-5 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2
            data-view-heading
            tabIndex={-1}
            className="font-semibold text-2xl text-stone-900 tracking-tight"
          >
            {t('menuAnalyses.preview.heading')}
          </h2>
          <p className="mt-1 break-words text-sm text-stone-600">
            {t('menuAnalyses.preview.fromFile', { name: fileName })} ·{' '}
            {t('menuAnalyses.preview.itemCount', { count: items.length })}
            {toReview > 0 ? ` · ${t('menuAnalyses.preview.toReview', { count: toReview })}` : null}
          </p>
        </div>
        <Button variant={isEditing ? 'primary' : 'secondary'} onClick={() => setIsEditing((on) => !on)}>
          {isEditing ? <PencilOff aria-hidden /> : <Pencil aria-hidden />}
          {isEditing ? t('menuAnalyses.preview.finishEdit') : t('menuAnalyses.preview.edit')}
        </Button>
      </div>
      <ReadingBanner reading={menu.reading} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-6">
          <ConfidenceSummary confidence={menu.metadata.confidence} />
          {menu.metadata.errors.includes(BASIC_TEXT_ONLY_ERROR) ? (
            <p className="flex items-start gap-2.5 rounded-xl bg-sky-50 px-3.5 py-3 text-sky-900 text-sm">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('menuAnalyses.preview.basicTextOnly')}
            </p>
          ) : null}
          <RestaurantName
            name={draft.restaurantName}
            isEditing={isEditing}
            onRename={(name) => change({ type: 'renameRestaurant', name })}
          />
          <p className="text-sm text-stone-600">
            {isEditing ? t('menuAnalyses.preview.editHint') : t('menuAnalyses.preview.viewHint')}
          </p>
          <MenuSections
            sections={draft.sections}
            // A price printed bare is in the business's money (a visitor has none yet: shown as printed).
            currency={draft.currency || businessCurrency}
            isEditing={isEditing}
            canSelect={menu.pages.length > 0}
            selectedItemId={selectedId}
            newSectionId={newSectionId}
            onSelect={select}
            onEdit={edit}
            onChange={change}
            onAddSection={addSection}
          />
        </div>
        {menu.pages.length > 0 ? (
          <aside className="order-first lg:sticky lg:top-4 lg:order-none lg:self-start">
            <PageViewer
              pages={menu.pages}
              pageNumber={pageNumber}
              onPageChange={setPageNumber}
              selected={selected}
            />
          </aside>
        ) : null}
      </div>

      <PreviewActions
        problem={problem}
        offersPayment={offersPayment}
        continueLabel={continueLabel}
        onStartOver={actions.onStartOver}
        onPay={() => proceed(actions.onPay)}
        onContinue={() => proceed(actions.onContinue)}
      />

      <KeepWarningDialog
        pending={warning?.pending ?? null}
        returnFocusTo={keepButton}
        onReview={() => {
          setWarning(null)
          setIsEditing(true)
        }}
        onKeep={() => {
          warning?.keep()
          setWarning(null)
        }}
      />

      <ItemDialog
        item={editing ? (editing.item ?? null) : undefined}
        onClose={() => setEditing(null)}
        onSave={(values) => {
          if (!editing) return
          change({
            type: 'saveItem',
            sectionId: editing.sectionId,
            itemId: editing.item?.id ?? createDraftId(),
            values,
          })
          setEditing(null)
        }}
      />
    </div>
  )
}
