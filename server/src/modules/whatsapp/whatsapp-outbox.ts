import type { FastifyBaseLogger } from 'fastify'
import type { WhatsAppLanguage } from '#domain/whatsapp/whatsapp-link.ts'
import type { WhatsAppTemplateName } from '#domain/whatsapp/whatsapp-templates.ts'
import type { WhatsAppConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { countInHour } from '../../db/hourly-limit.ts'
import type { JobQueue } from '../../shared/jobs/job-queue.ts'
import type { Mail } from '../mail/index.ts'
import { insertMessage, isOptedOut } from './whatsapp-messages.repository.ts'

/** The queue of WhatsApp messages to send (decision 072): one job per outbox row, the job's id the row's. */
export const WHATSAPP_SEND_QUEUE = 'whatsapp-send'

/** What a `whatsapp-send` job carries: the outbox row, which says the rest. */
export type WhatsAppJobData = { messageId: string }

/**
 * How a message the API could not take for now (a timeout, a 5xx, a 429) is tried again: `limit` more times,
 * the first after `delaySeconds`, each next one about twice as late (no back-off with 0: tests).
 */
export type WhatsAppRetry = { limit: number; delaySeconds: number }
export const DEFAULT_WHATSAPP_RETRY: WhatsAppRetry = { limit: 3, delaySeconds: 2 }

/** One message to queue: to whom, which template with which variables, and the e-mail to send if it fails. */
export type WhatsAppMessageInput = {
  businessId: string
  clientId: string | null
  appointmentId: string | null
  /** Country code and digits, as `whatsAppNumber` and phone keys write them. */
  recipient: string
  template: WhatsAppTemplateName
  language: WhatsAppLanguage
  variables: string[]
  /** Sent instead when WhatsApp fails; null when there is no e-mail to send. */
  fallbackMail: Mail | null
}

export type WhatsAppOutbox = {
  /**
   * Writes the message to the outbox in the caller's transaction and answers its id, to `dispatch` after the
   * commit; null when it must not go by WhatsApp (the number opted out, or the business is past its hourly
   * limit): its row is then `skipped` with why, and the caller sends its e-mail as it would without WhatsApp.
   */
  queue: (tx: Database, message: WhatsAppMessageInput) => Promise<string | null>
  /** Hands committed messages to the job queue; a failure is logged (the sweep queues them again). */
  dispatch: (ids: readonly string[]) => Promise<void>
}

export type WhatsAppOutboxDeps = {
  /** The Cloud API's settings: without them there is no outbox, and every message goes by e-mail. */
  config: WhatsAppConfig | undefined
  jobs: JobQueue
  log: FastifyBaseLogger
  /** Milliseconds since the epoch: the hourly limit's clock (tests move it). */
  clock: () => number
  retry: WhatsAppRetry
}

/** The job options of a message: its id is its row's, so the same message is never queued twice. */
export function jobOptions(id: string, retry: WhatsAppRetry) {
  const timing = { id, retryLimit: retry.limit, retryDelay: retry.delaySeconds, expireInSeconds: 120 }
  // pg-boss's back-off waits at least a second: without a delay (tests) the tries follow at once.
  return retry.delaySeconds > 0 ? { ...timing, retryBackoff: true, retryDelayMax: 300 } : timing
}

/** The outbox of a deployment with the Cloud API configured; undefined without (everything goes by e-mail). */
export function createWhatsAppOutbox(deps: WhatsAppOutboxDeps): WhatsAppOutbox | undefined {
  const { config } = deps
  if (!config) return undefined
  return {
    async queue(tx, message) {
      // A skipped message is recorded (the client's page shows it) but never counted: the count is only of
      // messages queued, and an opted-out number is refused before it.
      const skip = async (why: 'opted_out' | 'hourly_limit') => {
        const now = new Date(deps.clock())
        // Its e-mail goes now, by the caller: nothing to fall back to later.
        await insertMessage(tx, {
          ...message,
          fallbackMail: null,
          status: 'skipped',
          error: why,
          statusAt: now,
        })
        return null
      }
      if (await isOptedOut(tx, message.recipient)) return skip('opted_out')
      const key = `whatsapp:${message.businessId}`
      const { isAllowed } = await countInHour(tx, key, config.hourlyLimit, deps.clock())
      if (!isAllowed) return skip('hourly_limit')
      return insertMessage(tx, { ...message, status: 'queued' })
    },
    async dispatch(ids) {
      for (const id of ids) {
        try {
          await deps.jobs.send(WHATSAPP_SEND_QUEUE, { messageId: id }, jobOptions(id, deps.retry))
        } catch (error) {
          deps.log.error({ err: error, whatsappMessage: id }, 'a WhatsApp message could not be queued')
        }
      }
    },
  }
}
