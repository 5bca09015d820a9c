import { FileQuestion, PenLine, RotateCcw, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { ConfidenceSummary } from './confidence-summary.tsx'

/** The confidence the spec gives its "could not parse" menu (docs/product-spec.md §4 "Preview"). */
export const fallbackConfidence = 50

type Props = {
  restaurantName: string
  onRetry: () => void
  onChooseAnother: () => void
  manualStartHref: string
}

/**
 * The spec's fallback when the analysis found no items (docs/product-spec.md §4 "Result handling", kept by
 * DESIGN.md §1): one line saying the items could not be read, confidence 50, and "Volver a Intentar". It is a
 * message shaped like the menu, not an item: nothing here can be kept as if it had been read.
 */
export function FallbackView({ restaurantName, onRetry, onChooseAnother, manualStartHref }: Props) {
  const { t } = useTranslation()
  return (
    <div className="p-5 sm:p-8">
      <h2 data-view-heading tabIndex={-1} className="font-semibold text-2xl text-stone-900 tracking-tight">
        {t('menuAnalyses.preview.heading')}
      </h2>
      <div className="mt-6 max-w-2xl space-y-6">
        <ConfidenceSummary confidence={fallbackConfidence} />
        {restaurantName.trim() ? (
          <p className="font-semibold text-3xl text-stone-900 tracking-tight">{restaurantName}</p>
        ) : null}
        <div role="status" className="flex items-start gap-3 rounded-2xl border border-stone-200 px-4 py-4">
          <FileQuestion aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-500" />
          <div>
            <p className="font-medium text-stone-900">{t('menuAnalyses.fallback.item')}</p>
            <p className="mt-0.5 text-sm text-stone-600">{t('menuAnalyses.fallback.description')}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {t('menuAnalyses.fallback.retry')}
          </Button>
          <Button size="lg" variant="secondary" onClick={onChooseAnother}>
            <Upload aria-hidden />
            {t('menuAnalyses.recovery.otherFile')}
          </Button>
          <Link to={manualStartHref} className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
            <PenLine aria-hidden />
            {t('menuAnalyses.recovery.startByHand')}
          </Link>
        </div>
      </div>
    </div>
  )
}
