import { LoaderCircle } from 'lucide-react'
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { useModelHost } from '../api/get-reading-service.ts'
import { useMenuAnalysis } from '../use-menu-analysis.ts'
import { useViewFocus } from '../use-view-focus.ts'
import { IdleView } from './idle-view.tsx'

// The views after a file is chosen are a chunk of their own: the landing's first screen shows only the idle
// view, and fetches the rest as soon as a visitor reaches for the widget (pointer, touch, focus, a dragged
// file), well before a file is picked, rather than while the page starts
// (docs/decisions/030-landing-performance.md).
const loadAnalysisViews = () => import('./analysis-views.tsx')
const intentEvents = ['pointerenter', 'pointerdown', 'focusin', 'dragenter'] as const

/** Starts loading the analysis views on the first sign that someone is about to use the widget. */
function usePreloadOnIntent(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = container.current
    if (!element) return
    const preload = () => {
      void loadAnalysisViews()
      for (const name of intentEvents) element.removeEventListener(name, preload)
    }
    for (const name of intentEvents) element.addEventListener(name, preload)
    return () => {
      for (const name of intentEvents) element.removeEventListener(name, preload)
    }
  }, [container])
}
const AnalysisViews = lazy(async () => ({ default: (await loadAnalysisViews()).AnalysisViews }))

type Props = {
  /** "Continuar" (or the payment view's buttons) with the menu as reviewed. */
  onContinue: (menu: ReviewedMenu) => void
  /** Visitors: "Pagar y Continuar" opens the demo payment view, with "Omitir pago demo". */
  offersPayment?: boolean
  /** The continue button's text for owners ("Crear catálogo"); "Continuar" by default. */
  continueLabel?: string
  /** The idle view's heading; "Digitaliza tu menú en segundos" by default. */
  heading?: ReactNode
  /** Where "start the menu by hand" leads after a failure: registration for visitors by default. */
  manualStartHref?: string
  /** Who uploads: visitors are told they need no account and that their menu is kept 24 hours. */
  audience?: 'visitor' | 'owner'
  /** The business's currency (ISO 4217), for an owner: bare prices are shown in it unless the page printed another. */
  businessCurrency?: string
  /** A file already chosen (on the static landing, before the widget was there): read at once. */
  pendingFile?: File
}

/**
 * The menu upload widget (docs/product-spec.md §2 "Menu upload widget", §4): idle, progress, preview,
 * the optional demo payment, and recovery. Used on the landing page by visitors and in the dashboard by
 * owners; what happens with the reviewed menu is the caller's.
 */
export function MenuUploadWidget({
  onContinue,
  offersPayment = false,
  continueLabel,
  heading,
  manualStartHref = '/register',
  audience = 'visitor',
  businessCurrency,
  pendingFile,
}: Props) {
  const { state, start, retry, reset } = useMenuAnalysis({ modelService: useModelHost(audience) })
  const pendingStarted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the file the widget was given.
  useEffect(() => {
    if (!pendingFile || pendingStarted.current) return
    pendingStarted.current = true
    void start(pendingFile, { isScan: false })
  }, [])
  const container = useRef<HTMLDivElement>(null)
  // Back to idle (another file, cancel) puts focus on its heading; the other views focus their own.
  useViewFocus(container, state.view === 'idle' ? 'idle' : 'analysis')
  usePreloadOnIntent(container)
  return (
    <div
      ref={container}
      // A view's heading takes focus from code only; it is no control, so it shows no focus ring.
      className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-stone-900/5 shadow-xl [&_[data-view-heading]]:outline-none"
    >
      {state.view === 'idle' ? (
        <IdleView
          heading={heading}
          audience={audience}
          problem={state.problem}
          onFile={(file, options) => void start(file, options)}
        />
      ) : (
        <Suspense fallback={<LoadingView />}>
          <AnalysisViews
            state={state}
            onRetry={() => void retry()}
            onReset={reset}
            onContinue={onContinue}
            offersPayment={offersPayment}
            continueLabel={continueLabel}
            manualStartHref={manualStartHref}
            businessCurrency={businessCurrency}
          />
        </Suspense>
      )}
    </div>
  )
}

function LoadingView() {
  return (
    <div className="flex min-h-72 items-center justify-center">
      <LoaderCircle aria-hidden className="size-6 text-brand-600 motion-safe:animate-spin" />
    </div>
  )
}
