import { PenLine, RotateCcw, TriangleAlert, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { describeAnalysisFailure } from '../failure-message.ts'

type Props = {
  error: unknown
  onRetry: () => void
  onChooseAnother: () => void
  /** Where "start the menu by hand" leads. */
  manualStartHref: string
}

/**
 * What a failed analysis leaves (DESIGN.md §1 "No invented results"): the spec's error, the specific reason
 * when there is one, a retry, another file, and starting the menu by hand. Never items that were not read.
 */
export function RecoveryView({ error, onRetry, onChooseAnother, manualStartHref }: Props) {
  const { t } = useTranslation()
  const reason = describeAnalysisFailure(t, error)
  return (
    <div className="p-6 sm:p-10">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h2
        data-view-heading
        tabIndex={-1}
        className="mt-5 font-semibold text-2xl text-stone-900 tracking-tight"
      >
        {t('menuAnalyses.recovery.heading')}
      </h2>
      <div role="alert" className="mt-3 space-y-1 text-stone-700">
        <p>{t('menuAnalyses.recovery.message')}</p>
        {reason ? <p className="text-stone-600">{reason}</p> : null}
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button size="lg" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t('menuAnalyses.recovery.retry')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onChooseAnother}>
          <Upload aria-hidden />
          {t('menuAnalyses.recovery.otherFile')}
        </Button>
      </div>
      <div className="mt-8 border-stone-200 border-t pt-6">
        <Link to={manualStartHref} className={buttonClasses({ variant: 'ghost', className: '-ml-4' })}>
          <PenLine aria-hidden />
          {t('menuAnalyses.recovery.startByHand')}
        </Link>
        <p className="mt-1 text-sm text-stone-600">{t('menuAnalyses.recovery.startByHandHint')}</p>
      </div>
    </div>
  )
}
