import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runPeriodically } from '../../shared/jobs/periodic-job.ts'
import type { Mailer } from '../mail/index.ts'
import { webhookRoutes } from './webhook.routes.ts'
import { requeueStaleMessages, startWhatsAppJobs } from './whatsapp-jobs.ts'
import { DEFAULT_WHATSAPP_RETRY, type WhatsAppRetry } from './whatsapp-outbox.ts'

/** What tests change: how soon a message is tried again, and how soon the sweep looks for forgotten ones. */
export type WhatsAppOptions = {
  retry?: WhatsAppRetry
  /** How often the sweep runs (a minute by default). */
  sweepEveryMs?: number
  /** How long a message stays queued before the sweep queues it again (a minute by default). */
  staleAfterMs?: number
}

export type WhatsAppModuleOptions = WhatsAppOptions & {
  mailer: Mailer
  /** Milliseconds since the epoch (tests move it). */
  clock: () => number
}

/**
 * WhatsApp messages through the Cloud API (decision 072): the webhook (404 until configured), and, when the
 * deployment has the Cloud API, the `whatsapp-send` worker and the sweep that queues again what a server
 * died before queueing. Messages are queued by the modules that send them, through `createWhatsAppOutbox`.
 */
export const whatsappModule = fp(
  async (app: FastifyInstance, options: WhatsAppModuleOptions) => {
    const config = app.config.whatsapp
    await app.register(webhookRoutes, { prefix: '/api', config, mailer: options.mailer })
    if (!config) return
    const deps = {
      db: app.database.db,
      config,
      jobs: app.jobs,
      mailer: options.mailer,
      log: app.log,
      metrics: app.metrics,
      clock: options.clock,
      retry: options.retry ?? DEFAULT_WHATSAPP_RETRY,
    }
    await startWhatsAppJobs(deps)
    const staleAfterMs = options.staleAfterMs ?? 60_000
    const stop = await runPeriodically(app.jobs, {
      name: 'whatsapp-requeue',
      everyMs: options.sweepEveryMs ?? 60_000,
      run: () => requeueStaleMessages(deps, staleAfterMs),
      log: app.log,
      metrics: app.metrics,
    })
    app.addHook('onClose', async () => stop())
  },
  { name: 'whatsapp' },
)
