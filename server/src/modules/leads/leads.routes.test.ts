import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../../db/schema.ts'
import { startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { LEADS_PER_HOUR } from './leads.routes.ts'

const SUPPORT = 'soporte@vitrina.test'

let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let counter = 0

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp({ smtpUrl: mail.smtpUrl, supportEmail: SUPPORT })
})
afterAll(async () => {
  await app.close()
  await mail.close()
})

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Gómez',
  email: `ana${++counter}@example.com`,
  phonePrefix: '+34',
  phone: '612345678',
  company: 'Bar <Pepe>',
  industry: 'Restaurantes',
  message: 'Quiero ver una demo\npara mi bar.',
  acceptPrivacy: true,
  ...overrides,
})

// Every test its own caller address, as the limit counts per address.
const send = (payload: object, address = `10.8.0.${++counter}`, language = 'es') =>
  app.inject({
    method: 'POST',
    url: '/api/leads',
    payload,
    remoteAddress: address,
    headers: { 'accept-language': language },
  })

describe('POST /api/leads', () => {
  it('stores the lead with its address and language, and mails it to the support address', async () => {
    const body = contact({ email: ' Ana.Lead@Example.com ' })
    const response = await send(body, '10.8.1.1', 'en-GB,en;q=0.9')
    expect(response.statusCode).toBe(201)
    const { id } = response.json()

    const [stored] = await app.database.db.select().from(leads).where(eq(leads.id, id))
    expect(stored).toMatchObject({
      name: 'Ana Gómez',
      email: 'ana.lead@example.com',
      phonePrefix: '+34',
      phone: '612345678',
      company: 'Bar <Pepe>',
      industry: 'Restaurantes',
      message: 'Quiero ver una demo\npara mi bar.',
      clientAddress: '10.8.1.1',
      language: 'en',
    })

    const received = await mail.nextMail(SUPPORT)
    expect(received.subject).toBe('Nuevo contacto desde la web: Ana Gómez')
    expect(received.text).toContain('Email: ana.lead@example.com')
    expect(received.text).toContain('Teléfono: +34 612345678')
    expect(received.text).toContain('Quiero ver una demo\npara mi bar.')
    // What the visitor typed is text in the HTML, never markup.
    expect(received.html).toContain('Bar &lt;Pepe&gt;')
    expect(received.html).not.toContain('<Pepe>')
  })

  it.each([
    ['name', { name: '  ' }, 'leads.errors.nameRequired'],
    ['email', { email: '' }, 'leads.errors.emailRequired'],
    ['email', { email: 'ana@' }, 'leads.errors.emailInvalid'],
    ['phone', { phone: '612-345' }, 'leads.errors.phoneInvalid'],
    ['phonePrefix', { phonePrefix: '+44' }, undefined],
    ['industry', { industry: 'Bancos' }, 'leads.errors.industryRequired'],
    ['message', { message: '' }, 'leads.errors.messageRequired'],
    ['message', { message: 'a'.repeat(2001) }, 'leads.errors.messageTooLong'],
    ['acceptPrivacy', { acceptPrivacy: false }, 'leads.errors.privacyRequired'],
  ])('refuses a bad %s with 400 naming the field, storing nothing', async (field, change, message) => {
    const body = contact(change)
    const response = await send(body)
    expect(response.statusCode).toBe(400)
    const { error } = response.json()
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields)).toEqual([field])
    if (message) expect(error.fields[field]).toEqual([message])
    const stored = await app.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, body.email as string))
    expect(stored).toHaveLength(0)
  })

  it(`takes ${LEADS_PER_HOUR} messages an hour from one address, then answers 429 with the wait`, async () => {
    const address = '10.8.2.1'
    for (let sent = 0; sent < LEADS_PER_HOUR; sent++) {
      expect((await send(contact(), address)).statusCode).toBe(201)
    }
    const body = contact()
    const limited = await send(body, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      code: 'lead_rate_limited',
      message: 'Has enviado varios mensajes en la última hora. Inténtalo de nuevo más tarde.',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000)
    const stored = await app.database.db.select().from(leads).where(eq(leads.email, body.email))
    expect(stored).toHaveLength(0)
    // Another address is not held back by this one.
    expect((await send(contact(), '10.8.2.2')).statusCode).toBe(201)
  })
})
