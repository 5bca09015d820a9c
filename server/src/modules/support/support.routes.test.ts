import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, supportMessages } from '../../db/schema.ts'
import { startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { SUPPORT_MESSAGES_PER_HOUR } from './support.routes.ts'
import { LISTED_SUPPORT_MESSAGES } from './support.service.ts'

const SUPPORT = 'ayuda@vitrina.test'

let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp({ smtpUrl: mail.smtpUrl, supportEmail: SUPPORT })
})

afterAll(async () => {
  await app.close()
  await mail.close()
})

const message = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Ana',
  apellido: 'Gómez <b>',
  correo: 'Ana.Gomez@Example.com',
  telefono: '3001234567',
  mensaje: 'No veo mi <script>alert(1)</script> código QR.\nGracias.',
  aceptaPrivacidad: true,
  ...overrides,
})

const owner = (label = 'soporte') => registerTestOwner(app, label)
const send = (sender: TestOwner, body: object, language = 'es') =>
  sender.call('POST', '/api/support-messages', body, { 'accept-language': language })
const listOf = async (sender: TestOwner) => {
  const response = await sender.call('GET', '/api/support-messages')
  expect(response.statusCode).toBe(200)
  return response.json() as { id: string; mensaje: string; createdAt: string }[]
}

describe('POST /api/support-messages', () => {
  it('stores the message for the session business and account, and mails it escaped to support', async () => {
    const ana = await owner()
    const response = await send(ana, message(), 'en-GB,en;q=0.9')
    expect(response.statusCode).toBe(201)
    const { id } = response.json()

    const [stored] = await app.database.db.select().from(supportMessages).where(eq(supportMessages.id, id))
    const [business] = await app.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.ownerUserId, ana.user.id))
    expect(stored).toMatchObject({
      businessId: business?.id,
      userId: ana.user.id,
      firstName: 'Ana',
      lastName: 'Gómez <b>',
      email: 'ana.gomez@example.com',
      phone: '3001234567',
      message: 'No veo mi <script>alert(1)</script> código QR.\nGracias.',
      language: 'en',
    })

    const received = await mail.nextMail(SUPPORT)
    expect(received.subject).toBe(`Soporte: Ana Gómez <b> (${business?.name})`)
    expect(received.text).toContain('Correo: ana.gomez@example.com')
    expect(received.text).toContain('Teléfono: 3001234567')
    expect(received.text).toContain(`Negocio: ${business?.name} (${business?.slug})`)
    expect(received.text).toContain(`Cuenta: ${ana.account.name} <${ana.account.email}>`)
    expect(received.text).toContain('Idioma: inglés')
    expect(received.text).toContain('No veo mi <script>alert(1)</script> código QR.\nGracias.')
    // What the owner typed is text in the HTML, never markup.
    expect(received.html).toContain('Gómez &lt;b&gt;')
    expect(received.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; código QR.<br>Gracias.')
    expect(received.html).not.toContain('<script>')
    expect(received.html).not.toContain('<b>')
  })

  it('lists the business’s messages newest first, as { id, mensaje, createdAt }', async () => {
    const luis = await owner()
    expect(await listOf(luis)).toEqual([])
    const first = (await send(luis, message({ mensaje: 'Primero' }))).json().id
    const second = (await send(luis, message({ mensaje: 'Segundo', telefono: '' }))).json().id
    const listed = await listOf(luis)
    expect(listed.map(({ id, mensaje }) => ({ id, mensaje }))).toEqual([
      { id: second, mensaje: 'Segundo' },
      { id: first, mensaje: 'Primero' },
    ])
    expect(Date.parse(listed[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    // An empty phone is stored as empty.
    const [stored] = await app.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, second))
    expect(stored?.phone).toBe('')
  })

  it('never shows one business’s messages to another', async () => {
    const ana = await owner()
    const other = await owner()
    await send(ana, message({ mensaje: 'Solo para Ana' }))
    expect(await listOf(other)).toEqual([])
    expect((await listOf(ana)).map((sent) => sent.mensaje)).toEqual(['Solo para Ana'])
  })

  it.each([
    ['nombre', { nombre: '  ' }, 'support.errors.nameRequired'],
    ['apellido', { apellido: '' }, 'support.errors.lastNameRequired'],
    ['correo', { correo: '' }, 'support.errors.emailRequired'],
    ['correo', { correo: 'ana@' }, 'support.errors.emailInvalid'],
    ['telefono', { telefono: '300-123' }, 'support.errors.phoneInvalid'],
    ['mensaje', { mensaje: ' ' }, 'support.errors.messageRequired'],
    ['mensaje', { mensaje: 'a'.repeat(2001) }, 'support.errors.messageTooLong'],
    ['aceptaPrivacidad', { aceptaPrivacidad: false }, 'support.errors.privacyRequired'],
  ])('refuses a bad %s with 400 naming the field, storing nothing', async (field, change, expected) => {
    const sender = await owner()
    const response = await send(sender, message(change))
    expect(response.statusCode).toBe(400)
    const { error } = response.json()
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({ [field]: [expected] })
    expect(await listOf(sender)).toEqual([])
  })

  it('answers 401 without a session, to a good or a bad body, and stores nothing', async () => {
    for (const payload of [message({ mensaje: 'Sin sesión' }), {}]) {
      const response = await app.inject({ method: 'POST', url: '/api/support-messages', payload })
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('unauthenticated')
    }
    expect((await app.inject({ method: 'GET', url: '/api/support-messages' })).statusCode).toBe(401)
    const stored = await app.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.message, 'Sin sesión'))
    expect(stored).toHaveLength(0)
  })

  it(`takes ${SUPPORT_MESSAGES_PER_HOUR} messages an hour from one account, then answers 429 with the wait`, async () => {
    const busy = await owner()
    for (let sent = 0; sent < SUPPORT_MESSAGES_PER_HOUR; sent++) {
      expect((await send(busy, message({ mensaje: `Mensaje ${sent}` }))).statusCode).toBe(201)
    }
    const limited = await send(busy, message({ mensaje: 'Uno de más' }), 'en')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      code: 'support_rate_limited',
      message: 'You have sent several messages in the last hour. Please try again later.',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000)
    const listed = await listOf(busy)
    expect(listed).toHaveLength(SUPPORT_MESSAGES_PER_HOUR)
    expect(listed.map((sent) => sent.mensaje)).not.toContain('Uno de más')
    // Another account is not held back by this one.
    expect((await send(await owner(), message())).statusCode).toBe(201)
  })

  it(`lists only the latest ${LISTED_SUPPORT_MESSAGES}`, async () => {
    const chatty = await owner()
    const [business] = await app.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.ownerUserId, chatty.user.id))
    // Written straight to the table: the hourly limit would stop so many through the API.
    const start = Date.now() - 3_600_000
    await app.database.db.insert(supportMessages).values(
      Array.from({ length: LISTED_SUPPORT_MESSAGES + 2 }, (_, index) => ({
        businessId: business?.id as string,
        userId: chatty.user.id,
        firstName: 'Ana',
        lastName: 'Gómez',
        email: 'ana@example.com',
        phone: '',
        message: `Mensaje ${index}`,
        language: 'es' as const,
        createdAt: new Date(start + index * 1000),
      })),
    )
    const listed = await listOf(chatty)
    expect(listed).toHaveLength(LISTED_SUPPORT_MESSAGES)
    expect(listed[0]?.mensaje).toBe(`Mensaje ${LISTED_SUPPORT_MESSAGES + 1}`)
    expect(listed.at(-1)?.mensaje).toBe('Mensaje 2')
  })
})
