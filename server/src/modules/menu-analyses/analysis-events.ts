import type { FastifyReply } from 'fastify'
import { openEventStream } from '../../shared/event-stream.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { followAnalysis } from './follow-analysis.ts'
import type { AnalysisState } from './menu-analyses.repository.ts'
import { type AnalysisDeps, describeAnalysis } from './menu-analyses.service.ts'

const isFinished = (state: AnalysisState) => state.status === 'done' || state.status === 'failed'

/**
 * Streams a job's state as server-sent events (`event: progress`, the MenuAnalysis as data): the current
 * state at once, then each change, until it is done or failed, whichever server reads it (follow-analysis.ts).
 */
export async function streamAnalysis(
  reply: FastifyReply,
  deps: AnalysisDeps,
  state: AnalysisState,
  language: Language,
): Promise<void> {
  const stream = openEventStream(reply, deps.streams)
  let lastSent = ''
  const send = (current: AnalysisState) => {
    const analysis = describeAnalysis(current, language)
    const data = JSON.stringify(analysis)
    if (!stream.isOpen() || data === lastSent) return
    lastSent = data
    stream.send('progress', analysis)
    if (isFinished(current)) stream.close()
  }
  // The current state at once (a stream opened after the end still ends with it), then each change.
  send(state)
  if (stream.isOpen()) stream.onClose(followAnalysis(deps, state.id, send, stream.close))
}
