import { clsx } from 'clsx'
import { Check, Clock, FileText, LoaderCircle, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ANALYSIS_PHASES, type AnalysisPhase } from '#domain/menu-analyses/analysis-phases.ts'
import { Button } from '../../../components/ui/button.tsx'

type Props = {
  phase: AnalysisPhase
  progress: number
  fileName: string
  /** While the analysis waits for a worker: its place in the queue, 1 for the next. */
  queuePosition?: number
  /** No news for a while: offer to retry (the same analysis, never a second one). */
  isStalled?: boolean
  onRetry: () => void
  onCancel: () => void
}

/**
 * The widget's progress (docs/product-spec.md §4 "Menu processing phases"): the four phases and one bar,
 * driven by the real upload and then by the job's events. Screen readers hear each phase once, not every
 * percent.
 */
export function ProgressView({
  phase,
  progress,
  fileName,
  queuePosition,
  isStalled = false,
  onRetry,
  onCancel,
}: Props) {
  const { t } = useTranslation()
  const current = ANALYSIS_PHASES.indexOf(phase)
  const isComplete = phase === 'complete'
  const percent = Math.round(progress)

  return (
    <div className="p-6 sm:p-10">
      <h2 data-view-heading tabIndex={-1} className="font-semibold text-2xl text-stone-900 tracking-tight">
        {t('menuAnalyses.progress.heading')}
      </h2>
      <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-stone-600">
        <FileText aria-hidden className="size-4 shrink-0" />
        <span className="truncate">{t('menuAnalyses.progress.file', { name: fileName })}</span>
      </p>

      <div className="mt-8">
        <div className="flex items-baseline justify-between gap-4">
          <p aria-live="polite" className="font-medium text-stone-900">
            {t(`menuAnalyses.progress.status.${phase}`)}
          </p>
          <span aria-hidden className="font-semibold text-brand-700 tabular-nums">
            {percent}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('menuAnalyses.progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-3 overflow-hidden rounded-full bg-stone-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 motion-safe:transition-[width] motion-safe:duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
        {queuePosition ? <QueueNotice position={queuePosition} /> : null}
      </div>

      {isStalled && !isComplete ? <StalledNotice onRetry={onRetry} /> : null}

      <ol className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {ANALYSIS_PHASES.map((step, index) => {
          const isDone = index < current || isComplete
          const isCurrent = index === current && !isComplete
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={clsx(
                'flex items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm',
                isCurrent && 'border-brand-300 bg-brand-50 font-medium text-brand-900',
                isDone && 'border-emerald-200 bg-emerald-50 text-emerald-900',
                !isDone && !isCurrent && 'border-stone-200 text-stone-600',
              )}
            >
              <StepIcon isDone={isDone} isCurrent={isCurrent} />
              <span>
                {t(`menuAnalyses.progress.phases.${step}`)}
                {isDone || isCurrent ? (
                  <span className="sr-only">
                    {' '}
                    ({isDone ? t('menuAnalyses.progress.stepDone') : t('menuAnalyses.progress.stepCurrent')})
                  </span>
                ) : null}
              </span>
            </li>
          )
        })}
      </ol>

      {isComplete ? null : (
        <div className="mt-8 flex justify-end">
          <Button variant="ghost" onClick={onCancel}>
            {t('menuAnalyses.progress.cancel')}
          </Button>
        </div>
      )}
    </div>
  )
}

function StepIcon({ isDone, isCurrent }: { isDone: boolean; isCurrent: boolean }) {
  if (isDone) return <Check aria-hidden className="size-4 shrink-0 text-emerald-700" />
  if (isCurrent)
    return <LoaderCircle aria-hidden className="size-4 shrink-0 text-brand-600 motion-safe:animate-spin" />
  return <span aria-hidden className="size-4 shrink-0 rounded-full border-2 border-stone-300" />
}

/** Waiting for a worker, and how many analyses are ahead (docs/product-spec.md §4: the screen never just waits). */
function QueueNotice({ position }: { position: number }) {
  const { t } = useTranslation()
  const ahead = position - 1
  return (
    <div className="mt-4 flex items-start gap-2 text-sm text-stone-700">
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <p role="status">
        <span className="font-medium text-stone-900">
          {ahead > 0
            ? t('menuAnalyses.progress.queue.ahead', { count: ahead })
            : t('menuAnalyses.progress.queue.next')}
        </span>{' '}
        {t('menuAnalyses.progress.queue.hint')}
      </p>
    </div>
  )
}

function StalledNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium">{t('menuAnalyses.progress.stalled.message')}</p>
        <p className="mt-1">{t('menuAnalyses.progress.stalled.hint')}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} className="shrink-0">
        <RotateCcw aria-hidden />
        {t('menuAnalyses.progress.stalled.retry')}
      </Button>
    </div>
  )
}
