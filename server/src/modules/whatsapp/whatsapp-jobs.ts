import type { FastifyBaseLogger } from 'fastify'
import type { JobWithMetadata } from 'pg-boss'
import type { WhatsAppConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { JobQueue } from '../../shared/jobs/job-queue.ts'
import type { Metrics } from '../../shared/metrics.ts'
import type { Mailer } from '../mail/index.ts'
import { sendTemplateMessage } from './cloud-api.ts'
import {
  claimGivenUp,
  findMessage,
  findStaleQueued,
  isOptedOut,
  markSent,
  unclaimFallBack,
} from './whatsapp-messages.repository.ts'
import {
  jobOptions,
  WHATSAPP_SEND_QUEUE,
  type WhatsAppJobData,
  type WhatsAppRetry,
} from './whatsapp-outbox.ts'

// Each message is sent by whichever server takes its job. The row says where it is: a job whose row is no
// longer queued does nothing, so a message queued twice (the sweep, a retry after a lost completion) goes once.
// Giving up is a guarded move out of `queued`, so only one server or try ever sends the fallback e-mail.

export type WhatsAppJobDeps = {
  db: Database
  config: WhatsAppConfig
  jobs: JobQueue
  mailer: Mailer
  log: FastifyBaseLogger
  metrics: Metrics
  clock: () => number
  retry: WhatsAppRetry
}

/** Thrown so that pg-boss tries the job again later: the API could not take the message for now. */
class TryAgainError extends Error {
  override name = 'TryAgainError'
}

/**
 * Stops trying a message: its fallback e-mail goes (once: the claim is guarded), or it is `failed` when it has
 * none. An e-mail that cannot be sent puts the message back in the queue and throws, so it is tried again.
 */
export async function giveUpMessage(deps: WhatsAppJobDeps, id: string, error: string): Promise<void> {
  const row = await claimGivenUp(deps.db, id, error, new Date(deps.clock()))
  if (!row?.fallbackMail) return
  try {
    await deps.mailer.send(row.fallbackMail)
  } catch (sendError) {
    await unclaimFallBack(deps.db, id)
    throw sendError
  }
  deps.log.info({ whatsappMessage: id }, 'WhatsApp message given up; its e-mail was sent instead')
}

/** Sends one queued message (the job's `isLastTry`: a retryable failure then gives up instead). */
export async function sendQueuedMessage(
  deps: WhatsAppJobDeps,
  id: string,
  isLastTry: boolean,
): Promise<void> {
  const row = await findMessage(deps.db, id)
  if (row?.status !== 'queued') return
  // The number may have answered "BAJA" since the message was queued.
  if (await isOptedOut(deps.db, row.recipient)) return giveUpMessage(deps, id, 'opted_out')
  const startedAt = performance.now()
  const outcome = await sendTemplateMessage(deps.config, {
    to: row.recipient,
    template: row.template,
    language: row.language,
    variables: row.variables,
  })
  const took = (performance.now() - startedAt) / 1000
  if (outcome.isSent) {
    deps.metrics.jobDuration.observe({ queue: WHATSAPP_SEND_QUEUE, outcome: 'sent' }, took)
    await markSent(deps.db, id, outcome.messageId, new Date(deps.clock()))
    return
  }
  deps.metrics.jobDuration.observe({ queue: WHATSAPP_SEND_QUEUE, outcome: 'failed' }, took)
  deps.metrics.jobFailures.inc({ queue: WHATSAPP_SEND_QUEUE })
  // Only ids and the HTTP status: the error's text may name the number.
  const facts = { whatsappMessage: id, status: outcome.status, isRetryable: outcome.isRetryable }
  deps.log.warn(facts, 'the WhatsApp Cloud API did not take a message')
  if (outcome.isRetryable && !isLastTry) throw new TryAgainError(`whatsapp message ${id}: ${outcome.status}`)
  await giveUpMessage(deps, id, outcome.error)
}

const FINISHED_JOB_STATES = new Set(['completed', 'failed', 'cancelled'])
const SWEEP_BATCH = 50

/**
 * Hands the queue again the messages still queued `staleAfterMs` after they were written (a server that died
 * between its commit and the queueing): the job's id is the row's, so a message already queued is not queued
 * twice. One whose job has ended without moving it (its server died on each try) is given up.
 */
export async function requeueStaleMessages(deps: WhatsAppJobDeps, staleAfterMs: number): Promise<number> {
  // The rows' times are the database's, never a test's moved clock.
  const stale = await findStaleQueued(deps.db, new Date(Date.now() - staleAfterMs), SWEEP_BATCH)
  for (const { id } of stale) {
    const queued = await deps.jobs.send(WHATSAPP_SEND_QUEUE, { messageId: id }, jobOptions(id, deps.retry))
    if (queued !== null) continue
    const job = await deps.jobs.getJobById(WHATSAPP_SEND_QUEUE, id)
    if (job && FINISHED_JOB_STATES.has(job.state)) await giveUpMessage(deps, id, 'queue_gave_up')
  }
  return stale.length
}

/** Makes the queue and starts sending from it on this server. */
export async function startWhatsAppJobs(deps: WhatsAppJobDeps): Promise<void> {
  await deps.jobs.createQueue(WHATSAPP_SEND_QUEUE, { notify: true })
  // Woken by each message queued; the polling finds the retries, which no notice announces, so it looks as
  // often as the first retry's delay (2 s), never more than twice a second (tests retry at once).
  const polling = Math.max(0.5, deps.retry.delaySeconds)
  const options = {
    batchSize: 1,
    localConcurrency: 2,
    pollingIntervalSeconds: polling,
    notifyPollingIntervalSeconds: polling,
    includeMetadata: true,
  } as const
  await deps.jobs.work(WHATSAPP_SEND_QUEUE, options, async ([job]: JobWithMetadata<WhatsAppJobData>[]) => {
    if (job) await sendQueuedMessage(deps, job.data.messageId, job.retryCount >= job.retryLimit)
  })
}
