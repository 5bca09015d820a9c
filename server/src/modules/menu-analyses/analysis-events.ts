import type { FastifyReply } from 'fastify'
import type { Language } from '../../shared/i18n/language.ts'
import type { AnalysisState } from './menu-analyses.repository.ts'
import { findAnalysis } from './menu-analyses.repository.ts'
import { type AnalysisDeps, describeAnalysis } from './menu-analyses.service.ts'

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000
/** How often a job running on another server is read from the database. */
export const POLL_MS = 1_000

const isFinished = (state: AnalysisState) => state.status === 'done' || state.status === 'failed'

/**
 * Streams a job's state as server-sent events (`event: progress`, the MenuAnalysis as data): the current
 * state at once, then each change, until it is done or failed. A job of this server is followed as it
 * changes; a job of another server (several behind a load balancer) is read from the database every second.
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
  // The subscription answers the job's current state at once, so a stream opened after the end (or while
  // the route read the job) still ends with it.
  const unsubscribe = deps.live.subscribe(state.id, send)
  if (unsubscribe) {
    if (isOpen) cleanups.push(unsubscribe)
    else unsubscribe()
    return
  }
  // Not (or no longer) here: the state the route read may be older than the job's end, saved since.
  const readAgain = () =>
    findAnalysis(deps.db, state.id).then(
      (row) => (row ? send(row) : close()),
      () => close(),
    )
  send(state)
  await readAgain()
  if (!isOpen) return
  const poll = setInterval(readAgain, POLL_MS)
  cleanups.push(() => clearInterval(poll))
}
