import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { WhatsAppConfig } from '../../config.ts'
import { appointments, whatsappMessages } from '../../db/schema.ts'
import { type FakeWhatsAppApi, signWebhookBody, startFakeWhatsAppApi } from '../../test/fake-whatsapp-api.ts'
import { startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { appointmentInput, createTestClock } from '../reservations/test-reservations.ts'
import type { WhatsAppOptions } from './whatsapp.plugin.ts'

/**
 * The Cloud API's settings pointing at a fake. Its 3-s timeout leaves a busy machine's slow answer alone; a
 * test of stalled answers sets a shorter one and stalls longer.
 */
export function whatsAppConfigFor(
  fake: FakeWhatsAppApi,
  overrides: Partial<WhatsAppConfig> = {},
): WhatsAppConfig {
  return {
    apiUrl: fake.apiUrl,
    token: 'test-token-0123456789',
    phoneNumberId: '109876543210',
    appSecret: 'test-app-secret-0123456789',
    verifyToken: 'test-verify-token',
    hourlyLimit: 100,
    timeoutMs: 3000,
    ...overrides,
  }
}

/** Retries at once and no sweep during a test, unless it asks. */
export const FAST_WHATSAPP: WhatsAppOptions = {
  retry: { limit: 3, delaySeconds: 0 },
  sweepEveryMs: 3_600_000,
}

type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>

/**
 * A test file's app with the Cloud API pointing at a fake and mail going to a real SMTP listener, made before
 * its tests and closed after them, on a test clock (Wednesday 2026-12-02 10:00 in Bogotá). The fake is never
 * reset (its message ids stay unique in the outbox): `requests()` are those since the current test started.
 */
export function whatsAppTestApp(overrides: Partial<WhatsAppConfig> = {}) {
  const clock = createTestClock()
  let app: FastifyInstance | undefined
  let api: FakeWhatsAppApi | undefined
  let mail: MailCatcher | undefined
  let mark = 0
  let people = 0
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The WhatsApp test app is made in beforeAll.')
    return value
  }
  beforeAll(async () => {
    mail = await startMailCatcher()
    api = await startFakeWhatsAppApi()
    app = await createTestApp(
      { smtpUrl: mail.smtpUrl, whatsapp: whatsAppConfigFor(api, overrides) },
      { clock: clock.now, reminderIntervalMs: 3_600_000, whatsapp: FAST_WHATSAPP },
    )
  })
  afterAll(async () => {
    await app?.close()
    await api?.close()
    await mail?.close()
  })
  beforeEach(() => {
    mark = api?.requests.length ?? 0
  })
  return {
    clock,
    app: () => made(app),
    api: () => made(api),
    mail: () => made(mail),
    /** The fake's requests since this test started. */
    requests: () => made(api).requests.slice(mark),
    /** A diner's address no other test of the file uses. */
    newEmail: (label: string) => `${label}${++people}@example.com`,
    /** The diner's confirmation e-mail: long enough for four tries of a stalled answer on a busy machine. */
    confirmationMail: (email: string) =>
      made(mail).nextMail(email, 15_000, (caught) => caught.subject.startsWith('Reserva confirmada')),
  }
}

/** The outbox rows of an appointment, oldest first. */
export async function messagesOf(app: FastifyInstance, appointmentId: string) {
  const rows = await app.database.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.appointmentId, appointmentId))
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

/** Waits (a few seconds at most) until the appointment's only message has left `queued`; answers it. */
export async function settledMessage(app: FastifyInstance, appointmentId: string) {
  await expect
    .poll(async () => (await messagesOf(app, appointmentId)).map((row) => row.status), { timeout: 15_000 })
    .toEqual([expect.not.stringMatching(/^queued$/)])
  const [row] = await messagesOf(app, appointmentId)
  return row as NonNullable<typeof row>
}

/**
 * A pending booking on 2026-12-03 at `time` (Bogotá) by the owner for `email`, the diner's WhatsApp box
 * ticked (`consent`) as the booking page stores it; its id.
 */
export async function pendingBooking(
  owner: TestOwner,
  app: FastifyInstance,
  time: string,
  { email, consent = true, phone = '+57 300 123 4567' }: { email: string; consent?: boolean; phone?: string },
) {
  const booked = await owner.call(
    'POST',
    '/api/appointments',
    appointmentInput('2026-12-03', time, { email, phone, status: 'pending' }),
  )
  expect(booked.statusCode, booked.body).toBe(201)
  const id = booked.json().appointment.id as string
  await app.database.db.update(appointments).set({ whatsappConsent: consent }).where(eq(appointments.id, id))
  return id
}

/** The owner confirms a pending booking from the dashboard. */
export async function confirm(owner: TestOwner, id: string) {
  const confirmed = await owner.call('POST', `/api/appointments/${id}/confirm`)
  expect(confirmed.statusCode, confirmed.body).toBe(200)
}

/**
 * Posts to the app's webhook one delivery of `value` (its `statuses` or `messages`), signed as Meta signs
 * it with `appSecret`; answers the response.
 */
export async function postWebhook(app: FastifyInstance, value: Record<string, unknown>, appSecret: string) {
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      { id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  })
  const answer = await app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhookBody(payload, appSecret),
    },
    payload,
  })
  expect(answer.statusCode, answer.body).toBe(200)
}

/** A diner's text message from `from` (digits as WhatsApp names the sender), for `postWebhook`. */
export const inboundText = (from: string, body: string) => ({
  messages: [{ from, id: `wamid.in.${from}`, timestamp: '1796300000', type: 'text', text: { body } }],
})
