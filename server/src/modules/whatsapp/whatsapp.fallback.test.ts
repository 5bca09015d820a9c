import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { outbox, whatsappMessages } from '../../db/schema.ts'
import { startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createMailer } from '../mail/index.ts'
import { createOwnerWithRules } from '../reservations/test-reservations.ts'
import {
  confirm,
  FAST_WHATSAPP,
  messagesOf,
  pendingBooking,
  postWebhook,
  settledMessage,
  whatsAppConfigFor,
  whatsAppTestApp,
} from './test-whatsapp.ts'
import { requeueStaleMessages, type WhatsAppJobDeps } from './whatsapp-jobs.ts'
import { insertMessage } from './whatsapp-messages.repository.ts'
import { jobOptions, WHATSAPP_SEND_QUEUE } from './whatsapp-outbox.ts'

// How a message falls back to its e-mail: through the mail outbox, written with the message's move (so once)
// and delivered after the commit, its calendar file kept: when the webhook says WhatsApp could not deliver
// it, when SMTP fails at that moment (the e-mail waits, WhatsApp is not asked again), and when the sweep finds
// a message forgotten by the queue. The clock: Wednesday 2026-12-02 10:00 in Bogotá.

const SECRET = 'test-app-secret-0123456789'
const whatsApp = whatsAppTestApp({ appSecret: SECRET })
const { clock, requests, confirmationMail } = whatsApp
const newEmail = () => whatsApp.newEmail('respaldo')
const outboxTo = (target: FastifyInstance, email: string) =>
  target.database.db.select().from(outbox).where(eq(outbox.recipient, email))

describe('a message WhatsApp accepted and then could not deliver (the webhook’s "failed")', () => {
  it('falls back to the e-mail once, with its calendar file, and the error WhatsApp gave', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'no-entregado' })
    const email = newEmail()
    const id = await pendingBooking(owner, whatsApp.app(), '20:00', { email })
    await confirm(owner, id)
    const sent = await settledMessage(whatsApp.app(), id)
    expect(sent.status).toBe('sent')
    const failed = {
      statuses: [
        {
          id: sent.providerMessageId,
          status: 'failed',
          timestamp: '1796300000',
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    }
    await postWebhook(whatsApp.app(), failed, SECRET)
    const caught = await confirmationMail(email)
    expect(caught.attachments.map((file) => file.filename)).toEqual(['reserva.ics'])
    expect((await messagesOf(whatsApp.app(), id))[0]).toMatchObject({
      status: 'fell_back_to_email',
      error: '131026 Message undeliverable',
      statusAt: new Date(1796300000 * 1000),
    })
    expect(await outboxTo(whatsApp.app(), email)).toEqual([])
    // Meta may say it twice: nothing more is written.
    await postWebhook(whatsApp.app(), failed, SECRET)
    expect(await outboxTo(whatsApp.app(), email)).toEqual([])
    expect(whatsApp.mail().hasMail(email)).toBe(false)
    expect(requests()).toHaveLength(1)
  })
})

describe('an SMTP failure while a message falls back', () => {
  it('leaves the e-mail in the mail outbox, never asks WhatsApp again, and the next delivery sends it', async () => {
    const down = await startMailCatcher()
    const own = await createTestApp(
      { smtpUrl: down.smtpUrl, whatsapp: whatsAppConfigFor(whatsApp.api(), { appSecret: SECRET }) },
      { clock: clock.now, reminderIntervalMs: 3_600_000, whatsapp: FAST_WHATSAPP },
    )
    try {
      const owner = await createOwnerWithRules(own, {}, { label: 'smtp-caido' })
      const email = newEmail()
      const id = await pendingBooking(owner, own, '20:00', { email })
      await down.close()
      whatsApp.api().answer({ kind: 'refused', code: 131026, title: 'Message undeliverable' })
      await confirm(owner, id)
      const message = await settledMessage(own, id)
      expect(message.status).toBe('fell_back_to_email')
      await expect
        .poll(async () => (await own.jobs.getJobById(WHATSAPP_SEND_QUEUE, message.id))?.state, {
          timeout: 8000,
        })
        .toBe('completed')
      const [waiting] = await outboxTo(own, email)
      expect(waiting?.attachments?.map((file) => file.filename)).toEqual(['reserva.ics'])
      expect(requests()).toHaveLength(1)

      const mailer = createMailer({ smtpUrl: whatsApp.mail().smtpUrl, db: own.database.db, log: own.log })
      try {
        expect(await mailer.deliverOutbox()).toBeGreaterThanOrEqual(1)
      } finally {
        mailer.close()
      }
      const caught = await confirmationMail(email)
      expect(caught.attachments.map((file) => file.filename)).toEqual(['reserva.ics'])
      expect(await outboxTo(own, email)).toEqual([])
      expect(requests()).toHaveLength(1)
    } finally {
      await own.close()
    }
  })
})

describe('the sweep of forgotten messages', () => {
  const sweepDeps = (): WhatsAppJobDeps => {
    const app = whatsApp.app()
    return {
      db: app.database.db,
      config: app.config.whatsapp as NonNullable<typeof app.config.whatsapp>,
      jobs: app.jobs,
      mailer: createMailer({ smtpUrl: whatsApp.mail().smtpUrl, db: app.database.db, log: app.log }),
      log: app.log,
      metrics: app.metrics,
      clock: clock.now,
      retry: { limit: 3, delaySeconds: 0 },
    }
  }

  /** A message written to the outbox as a booking's would be, in `status`, and never handed to the queue. */
  async function forgottenMessage(label: string, status: 'queued' | 'sent') {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label })
    const email = newEmail()
    const id = await insertMessage(whatsApp.app().database.db, {
      businessId: owner.businessId,
      clientId: null,
      appointmentId: null,
      recipient: '573001234567',
      template: 'reserva_confirmada',
      language: 'es',
      variables: [
        'Ana',
        'Casa',
        'jueves, 3 de diciembre de 2026 a las 20:00',
        '2 personas',
        'https://x.test',
      ],
      fallbackMail: {
        to: email,
        subject: 'Reserva confirmada en Casa',
        text: 'Tu reserva está confirmada.',
        html: '<p>Tu reserva está confirmada.</p>',
        attachments: [{ filename: 'reserva.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
      },
      status,
    })
    return { id, email }
  }

  const statusOf = async (id: string) =>
    (await whatsApp.app().database.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)))[0]
      ?.status

  it('queues again a message that has no job, and it is sent once', async () => {
    const { id, email } = await forgottenMessage('olvidado', 'queued')
    const deps = sweepDeps()
    try {
      expect(await requeueStaleMessages(deps, 0)).toBeGreaterThanOrEqual(1)
      await expect.poll(() => statusOf(id), { timeout: 8000 }).toBe('sent')
      await requeueStaleMessages(deps, 0)
      expect(requests()).toHaveLength(1)
      expect(whatsApp.mail().hasMail(email)).toBe(false)
    } finally {
      deps.mailer.close()
    }
  })

  it('gives up a message whose job ended without moving it, and its e-mail goes once', async () => {
    // Its job runs while the row is elsewhere (so it does nothing), and the row is queued again afterwards:
    // as when a server died on each of the job's tries.
    const { id, email } = await forgottenMessage('sin-trabajo', 'sent')
    await whatsApp
      .app()
      .jobs.send(WHATSAPP_SEND_QUEUE, { messageId: id }, jobOptions(id, { limit: 0, delaySeconds: 0 }))
    await expect
      .poll(async () => (await whatsApp.app().jobs.getJobById(WHATSAPP_SEND_QUEUE, id))?.state, {
        timeout: 8000,
      })
      .toBe('completed')
    await whatsApp
      .app()
      .database.db.update(whatsappMessages)
      .set({ status: 'queued' })
      .where(eq(whatsappMessages.id, id))
    const deps = sweepDeps()
    try {
      await requeueStaleMessages(deps, 0)
      const caught = await whatsApp.mail().nextMail(email, 5000)
      expect(caught.attachments.map((file) => file.filename)).toEqual(['reserva.ics'])
      const [row] = await whatsApp
        .app()
        .database.db.select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.id, id))
      expect(row).toMatchObject({ status: 'fell_back_to_email', error: 'queue_gave_up' })
      await requeueStaleMessages(deps, 0)
      expect(await outboxTo(whatsApp.app(), email)).toEqual([])
      expect(whatsApp.mail().hasMail(email)).toBe(false)
      expect(requests()).toHaveLength(0)
    } finally {
      deps.mailer.close()
    }
  })
})
