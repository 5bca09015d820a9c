import type { FastifyBaseLogger } from 'fastify'
import type { JobWithMetadata } from 'pg-boss'
import type { WhatsAppConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { JobQueue } from '../../shared/jobs/job-queue.ts'
import type { Metrics } from '../../shared/metrics.ts'
import type { Mailer } from '../mail/index.ts'
import { sendTemplateMessage } from './cloud-api.ts'
import { deliverFallbackMail, writeFallbackMail } from './whatsapp-fallback.ts'
import {
  claimGivenUp,
  findMessage,
  findStaleQueued,
  isOptedOut,
  markSent,
} from './whatsapp-messages.repository.ts'
import {
  jobOptions,
  WHATSAPP_SEND_QUEUE,
  type WhatsAppJobData,
  type WhatsAppRetry,
} from './whatsapp-outbox.ts'

// Each message is sent by whichever server takes its job. The row says where it is: a job whose row is no
// longer queued does nothing, so a message queued twice (the sweep, a retry after a lost completion) goes once.
// Giving up is a guarded move out of `queued`, so only one server or try ever writes the fallback e-mail, to
// the mail outbox in the same transaction (whatsapp-fallback.ts).

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
 * Stops trying a message: one guarded move out of `queued` (so once, whichever server or try gets there),
 * to `fell_back_to_email` with its e-mail written to the mail outbox in the same transaction, or to `failed`
 * when it has none; the outbox is then delivered. An SMTP failure leaves the e-mail in the outbox, never the
 * message in the queue.
 */
export async function giveUpMessage(deps: WhatsAppJobDeps, id: string, error: string): Promise<void> {
  const hasMail = await deps.db.transaction(async (tx) =>
    writeFallbackMail(tx, await claimGivenUp(tx, id, error, new Date(deps.clock()))),
  )
  if (hasMail) await deliverFallbackMail(deps, [id])
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
    // One row that cannot be handled (its job unreadable, say) is logged and left to the next sweep.
    try {
      await requeueMessage(deps, id)
    } catch (error) {
      deps.log.error({ err: error, whatsappMessage: id }, 'a forgotten WhatsApp message could not be queued')
    }
  }
  return stale.length
}

// Queues one forgotten row again, or gives it up when its job has already ended.
async function requeueMessage(deps: WhatsAppJobDeps, id: string): Promise<void> {
  const queued = await deps.jobs.send(WHATSAPP_SEND_QUEUE, { messageId: id }, jobOptions(id, deps.retry))
  if (queued !== null) return
  const job = await deps.jobs.getJobById(WHATSAPP_SEND_QUEUE, id)
  if (job && FINISHED_JOB_STATES.has(job.state)) await giveUpMessage(deps, id, 'queue_gave_up')
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
