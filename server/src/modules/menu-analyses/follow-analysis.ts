import type { AnalysisState } from './menu-analyses.repository.ts'
import { findAnalysis } from './menu-analyses.repository.ts'
import type { AnalysisDeps } from './menu-analyses.service.ts'

/** How often a job this server is not reading is read from the database (it waits, or another server reads it). */
export const POLL_MS = 500

const isFinished = (state: AnalysisState) => state.status === 'done' || state.status === 'failed'

/**
 * Tells `listener` a job's state now and at each change, until it is done or failed, whichever server reads
 * it (decision 048): while this server reads it, from its live state as it changes; otherwise (waiting in the
 * queue, read by another server, handed back) from the database every POLL_MS, switching to the live state
 * as soon as this server takes it. `onGone` when the job no longer exists. Answers how to stop.
 */
export function followAnalysis(
  deps: Pick<AnalysisDeps, 'db' | 'live'>,
  id: string,
  listener: (state: AnalysisState) => void,
  onGone: () => void,
): () => void {
  let isStopped = false
  let unsubscribe: (() => void) | undefined
  let timer: NodeJS.Timeout | undefined
  const stop = () => {
    isStopped = true
    clearTimeout(timer)
    unsubscribe?.()
  }
  const tell = (state: AnalysisState) => {
    if (isStopped) return
    listener(state)
    if (isFinished(state)) stop()
  }
  const check = async () => {
    // A job handed back (its worker died, this server stops) leaves the live states: back to the database.
    if (unsubscribe && !deps.live.get(id)) {
      unsubscribe()
      unsubscribe = undefined
    }
    if (!unsubscribe) unsubscribe = deps.live.subscribe(id, tell)
    if (!unsubscribe) {
      const state = await findAnalysis(deps.db, id).catch(() => undefined)
      if (isStopped) return
      if (!state) {
        stop()
        onGone()
        return
      }
      tell(state)
    }
    if (!isStopped) timer = setTimeout(check, POLL_MS).unref()
  }
  void check()
  return stop
}
