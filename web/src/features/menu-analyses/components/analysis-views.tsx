import { useRef, useState } from 'react'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { hasReadItems } from '../review-draft.ts'
import type { AnalysisState } from '../use-menu-analysis.ts'
import { useViewFocus } from '../use-view-focus.ts'
import { FallbackView } from './fallback-view.tsx'
import { ProgressView } from './progress-view.tsx'
import { RecoveryView } from './recovery-view.tsx'
import { ReviewStage } from './review-stage.tsx'

export type AnalysisViewsProps = {
  state: Exclude<AnalysisState, { view: 'idle' }>
  onRetry: () => void
  /** Back to choosing a file. */
  onReset: () => void
  onContinue: (menu: ReviewedMenu) => void
  offersPayment: boolean
  continueLabel?: string
  manualStartHref: string
  /** The business's currency (ISO 4217), for an owner: bare prices are shown in it unless the page printed another. */
  businessCurrency?: string
}

/**
 * Everything after a file is chosen: progress, recovery, the "could not parse" fallback, and the review with
 * its demo payment. Loaded only then (see the widget), and it moves focus to each view's heading as it comes.
 */
export function AnalysisViews({ state, onRetry, onReset, manualStartHref, ...review }: AnalysisViewsProps) {
  const [stage, setStage] = useState<'preview' | 'payment'>('preview')
  const container = useRef<HTMLDivElement>(null)
  useViewFocus(container, state.view === 'preview' ? stage : state.view, true)

  return (
    <div ref={container}>
      {state.view === 'progress' ? (
        <ProgressView
          phase={state.phase}
          progress={state.progress}
          fileName={state.fileName}
          queuePosition={state.queuePosition}
          isStalled={state.isStalled}
          onRetry={onRetry}
          onCancel={onReset}
        />
      ) : null}
      {state.view === 'error' ? (
        <RecoveryView
          error={state.error}
          onRetry={onRetry}
          onChooseAnother={onReset}
          manualStartHref={manualStartHref}
        />
      ) : null}
      {state.view === 'preview' && !hasReadItems(state.menu) ? (
        <FallbackView
          restaurantName={state.menu.restaurantName}
          onRetry={onRetry}
          onChooseAnother={onReset}
          manualStartHref={manualStartHref}
        />
      ) : null}
      {state.view === 'preview' && hasReadItems(state.menu) ? (
        <ReviewStage
          menu={state.menu}
          fileName={state.fileName}
          onStartOver={onReset}
          onStageChange={setStage}
          {...review}
        />
      ) : null}
    </div>
  )
}
