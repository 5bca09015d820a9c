import type { FastifyReply } from 'fastify'
import type { Language } from '../../shared/i18n/language.ts'
import { followAnalysis } from './follow-analysis.ts'
import type { AnalysisState } from './menu-analyses.repository.ts'
import { type AnalysisDeps, describeAnalysis } from './menu-analyses.service.ts'

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000

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
  const raw = reply.raw
  reply.hijack()
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value)
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    // nginx and its kin would otherwise hold the events back to fill their buffers.
    'x-accel-buffering': 'no',
  })
  const cleanups: (() => void)[] = []
  let isOpen = true
  let lastSent = ''
  const close = () => {
    if (!isOpen) return
    isOpen = false
    for (const cleanup of cleanups) cleanup()
    raw.end()
  }
  deps.streams.add(close)
  cleanups.push(() => deps.streams.delete(close))
  const send = (current: AnalysisState) => {
    const data = JSON.stringify(describeAnalysis(current, language))
    if (!isOpen || data === lastSent) return
    lastSent = data
    raw.write(`event: progress\ndata: ${data}\n\n`)
    if (isFinished(current)) close()
  }
  raw.on('close', close)

  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS)
  cleanups.push(() => clearInterval(heartbeat))
  // The current state at once (a stream opened after the end still ends with it), then each change.
  send(state)
  if (isOpen) cleanups.push(followAnalysis(deps, state.id, send, close))
}
