import { ANALYSIS_STATUSES } from '#domain/menu-analyses/analysis-phases.ts'
import { ApiError } from '../../../lib/api.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { wait } from '../../../lib/wait.ts'
import { ANALYSIS_EVENTS_PATH, type MenuAnalysis } from './analysis-contract.ts'
import { getMenuAnalysis } from './get-menu-analysis.ts'

/** How often the job is read when its event stream is not available (every 1 s). */
export const pollIntervalMs = 1000
/** Failed reads in a row after which following gives up (a server gone for several seconds). */
const MAX_POLL_FAILURES = 3

const isFinished = (analysis: MenuAnalysis) => analysis.status === 'done' || analysis.status === 'failed'

type Options = { onUpdate: (analysis: MenuAnalysis) => void; signal: AbortSignal }

/**
 * Follows an analysis until it is done or failed, reporting each state, and answers the last one. Listens to
 * its server-sent events (`/api/menu-analyses/:id/events`); when the stream breaks before the end (a proxy
 * that buffers, a dropped connection) it reads the job every second instead.
 */
export function followMenuAnalysis(id: string, { onUpdate, signal }: Options): Promise<MenuAnalysis> {
  if (typeof EventSource === 'undefined') return pollMenuAnalysis(id, { onUpdate, signal })
  return new Promise((resolve, reject) => {
    // An EventSource cannot send Accept-Language: the language goes in the address, for the error messages.
    const events = `${ANALYSIS_EVENTS_PATH.replace('{id}', encodeURIComponent(id))}?lang=${getCurrentLanguage()}`
    const source = new EventSource(events)
    let isSettled = false
    const finish = (outcome: () => void) => {
      if (isSettled) return
      isSettled = true
      source.close()
      signal.removeEventListener('abort', stop)
      outcome()
    }
    const stop = () => finish(() => reject(signal.reason))
    signal.addEventListener('abort', stop, { once: true })

    source.addEventListener('progress', (event) => {
      const analysis = readAnalysisEvent((event as MessageEvent<string>).data)
      if (!analysis || isSettled) return
      onUpdate(analysis)
      if (isFinished(analysis)) finish(() => resolve(analysis))
    })
    // EventSource would reconnect by itself; reading the job is simpler to reason about and cannot miss its end.
    source.addEventListener('error', () =>
      finish(() => pollMenuAnalysis(id, { onUpdate, signal }).then(resolve, reject)),
    )
    if (signal.aborted) stop()
  })
}

/**
 * The job an event carries, or undefined for one that is not (not JSON, or no job status): a stream line
 * garbled on its way is skipped, and the next event or the job itself tells the state.
 */
function readAnalysisEvent(text: string): MenuAnalysis | undefined {
  try {
    const value: unknown = JSON.parse(text)
    const status =
      typeof value === 'object' && value !== null ? (value as { status?: unknown }).status : undefined
    return ANALYSIS_STATUSES.includes(status as MenuAnalysis['status']) ? (value as MenuAnalysis) : undefined
  } catch {
    return undefined
  }
}

/** Reads the job every second until it is done or failed. */
export async function pollMenuAnalysis(id: string, { onUpdate, signal }: Options): Promise<MenuAnalysis> {
  let failures = 0
  for (;;) {
    await wait(pollIntervalMs, signal)
    try {
      const analysis = await getMenuAnalysis(id, signal)
      failures = 0
      onUpdate(analysis)
      if (isFinished(analysis)) return analysis
    } catch (error) {
      failures += 1
      // A refusal (404: unknown or expired) will not change by asking again; a network or server error may.
      const isRefused = error instanceof ApiError && error.status >= 400 && error.status < 500
      if (signal.aborted || isRefused || failures >= MAX_POLL_FAILURES) throw error
    }
  }
}
