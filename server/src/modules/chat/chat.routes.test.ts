import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatConversations, chatMessages } from '../../db/schema.ts'
import { startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { CANNED_REPLIES } from './canned-replies.ts'
import { CHAT_EMAILS_PER_HOUR, CHAT_MESSAGES_PER_HOUR } from './chat.routes.ts'

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

// Every test its own caller address, as the limits count per address.
const nextAddress = () => `10.9.0.${++counter}`

type Call = { address?: string; language?: string; secret?: string }

function start(text: unknown, { address = nextAddress(), language = 'es' }: Call = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    payload: { text },
    remoteAddress: address,
    headers: { 'accept-language': language },
  })
}

const secretHeader = (secret: string | undefined) => (secret === undefined ? {} : { 'x-chat-secret': secret })

function write(id: string, text: unknown, { address = nextAddress(), secret }: Call = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${id}/messages`,
    payload: { text },
    remoteAddress: address,
    headers: secretHeader(secret),
  })
}

const read = (id: string, secret?: string) =>
  app.inject({ method: 'GET', url: `/api/chat/conversations/${id}`, headers: secretHeader(secret) })

function leaveEmail(id: string, email: unknown, { address = nextAddress(), secret }: Call = {}) {
  return app.inject({
    method: 'PUT',
    url: `/api/chat/conversations/${id}/email`,
    payload: { email },
    remoteAddress: address,
    headers: secretHeader(secret),
  })
}

/** A conversation started with one message: its id and secret. */
async function startConversation(text = 'Hola', call: Call = {}) {
  const response = await start(text, call)
  expect(response.statusCode).toBe(201)
  return response.json() as { id: string; secret: string; messages: { sender: string; text: string }[] }
}

const storedMessages = (id: string) =>
  app.database.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, id))
    .orderBy(asc(chatMessages.createdAt))

describe('POST /api/chat/conversations', () => {
  it('stores the message and a canned reply in the visitor language, keeping only the hash of the secret', async () => {
    const response = await start('  ¿Cuánto cuesta?  ', { address: '10.9.1.1', language: 'en-GB,en;q=0.9' })
    expect(response.statusCode).toBe(201)
    const { id, secret, messages } = response.json()
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(messages).toMatchObject([
      { sender: 'visitor', text: '¿Cuánto cuesta?' },
      { sender: 'bot', text: expect.any(String) },
    ])
    expect(CANNED_REPLIES.en).toContain(messages[1].text)

    const [conversation] = await app.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, id))
    expect(conversation).toMatchObject({
      language: 'en',
      clientAddress: '10.9.1.1',
      email: null,
      forwardedAt: null,
    })
    expect(conversation?.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(conversation?.secretHash).not.toContain(secret)
    const stored = await storedMessages(id)
    expect(stored.map(({ id, sender, text }) => ({ id, sender, text }))).toEqual(
      messages.map(({ id, sender, text }: { id: string; sender: string; text: string }) => ({
        id,
        sender,
        text,
      })),
    )
  })

  it('answers in Spanish by default with one of the four replies, and over time uses all four', async () => {
    expect(CANNED_REPLIES.es).toHaveLength(4)
    expect(CANNED_REPLIES.en).toHaveLength(4)
    const seen = new Set<string>()
    for (let sent = 0; sent < 24; sent++) {
      const { messages } = await startConversation('Hola', { address: '10.9.1.2', language: '' })
      const reply = messages[1]?.text ?? ''
      expect(CANNED_REPLIES.es).toContain(reply)
      seen.add(reply)
    }
    // 24 draws miss one of four replies with a chance of about 4 × (3/4)^24 ≈ 0.4 %.
    expect(seen.size).toBeGreaterThanOrEqual(3)
  })

  it.each([
    ['an empty text', ''],
    ['a blank text', '   \n '],
    ['a text over 1000 characters', 'a'.repeat(1001)],
    ['no text at all', undefined],
  ])('refuses %s with 400, storing nothing', async (_case, text) => {
    const address = nextAddress()
    const response = await start(text, { address })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    const stored = await app.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.clientAddress, address))
    expect(stored).toHaveLength(0)
  })
})

describe('a conversation reached with its secret', () => {
  it('takes more messages in order and reads them all back, each with its reply', async () => {
    const { id, secret } = await startConversation('Primero', { language: 'es' })
    const response = await write(id, 'Segundo', { secret })
    expect(response.statusCode).toBe(201)
    expect(response.json().messages).toMatchObject([
      { sender: 'visitor', text: 'Segundo' },
      { sender: 'bot' },
    ])

    const conversation = await read(id, secret)
    expect(conversation.statusCode).toBe(200)
    const { messages, email } = conversation.json()
    expect(email).toBeNull()
    expect(messages.map((m: { sender: string }) => m.sender)).toEqual(['visitor', 'bot', 'visitor', 'bot'])
    expect(messages[0].text).toBe('Primero')
    expect(messages[2].text).toBe('Segundo')
    expect(CANNED_REPLIES.es).toContain(messages[3].text)
    expect((await storedMessages(id)).map((m) => m.text)).toEqual(
      messages.map((m: { text: string }) => m.text),
    )
  })

  it('answers 404 alike without the secret, with a wrong one, and for an unknown or malformed id', async () => {
    const { id, secret } = await startConversation()
    const other = await startConversation()
    const refusals = [
      await read(id),
      await read(id, 'not-the-secret'),
      await read(id, other.secret),
      await read('00000000-0000-4000-8000-000000000000', secret),
      await read('nope', secret),
      await write(id, 'Hola', {}),
      await write(id, 'Hola', { secret: `${secret}x` }),
      await leaveEmail(id, 'ana@cafe.co', {}),
      await leaveEmail(id, 'ana@cafe.co', { secret: other.secret }),
    ]
    for (const response of refusals) {
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('not_found')
    }
    // Nothing was added or changed.
    expect(await storedMessages(id)).toHaveLength(2)
    expect((await read(id, secret)).json().email).toBeNull()
  })

  it('refuses a bad message or email with 400', async () => {
    const { id, secret } = await startConversation()
    expect((await write(id, ' ', { secret })).statusCode).toBe(400)
    expect((await write(id, 'a'.repeat(1001), { secret })).statusCode).toBe(400)
    const bad = await leaveEmail(id, 'ana@', { secret })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ email: ['chat.errors.emailInvalid'] })
    expect((await leaveEmail(id, '', { secret })).statusCode).toBe(400)
    expect(await storedMessages(id)).toHaveLength(2)
  })
})

describe('PUT /api/chat/conversations/:id/email', () => {
  it('keeps the email, mails the whole conversation to support with escaped HTML, then forwards each new message', async () => {
    const { id, secret } = await startConversation('Hola, tengo un <b>bar</b> & café', { language: 'es' })
    await write(id, 'Segunda pregunta', { secret })

    const response = await leaveEmail(id, ' Ana@Cafe.CO ', { secret })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ email: 'ana@cafe.co' })

    const forwarded = await mail.nextMail(SUPPORT)
    expect(forwarded.subject).toBe(`Chat de la web #${id.slice(0, 8)}: ana@cafe.co`)
    expect(forwarded.text).toContain(`Conversación: ${id}`)
    expect(forwarded.text).toContain('Email del visitante: ana@cafe.co')
    expect(forwarded.text).toContain('Idioma: español')
    const first = forwarded.text.indexOf('Hola, tengo un <b>bar</b> & café')
    const second = forwarded.text.indexOf('Segunda pregunta')
    expect(first).toBeGreaterThan(0)
    expect(second).toBeGreaterThan(first)
    expect(forwarded.text.match(/Respuesta automática/g)).toHaveLength(2)
    // What the visitor typed is text in the HTML, never markup.
    expect(forwarded.html).toContain('tengo un &lt;b&gt;bar&lt;/b&gt; &amp; café')
    expect(forwarded.html).not.toContain('<b>bar</b>')

    const [conversation] = await app.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, id))
    expect(conversation?.email).toBe('ana@cafe.co')
    expect(conversation?.forwardedAt).toBeInstanceOf(Date)
    expect((await read(id, secret)).json().email).toBe('ana@cafe.co')

    expect((await write(id, 'Y otra <cosa>', { secret })).statusCode).toBe(201)
    const followUp = await mail.nextMail(SUPPORT)
    expect(followUp.subject).toBe(`Chat de la web #${id.slice(0, 8)}: mensaje nuevo de ana@cafe.co`)
    expect(followUp.text).toContain('Email del visitante: ana@cafe.co')
    expect(followUp.text).toContain('Y otra <cosa>')
    expect(followUp.text).not.toContain('Segunda pregunta')
    expect(followUp.html).toContain('Y otra &lt;cosa&gt;')
  })

  it('mails nothing for a conversation whose visitor left no email', async () => {
    const { id, secret } = await startConversation('Sin email')
    await write(id, 'Todavía sin email', { secret })
    // A mail is caught before the request that sends it answers.
    expect(mail.hasMail(SUPPORT)).toBe(false)
  })
})

describe('rate limits', () => {
  it(`takes ${CHAT_MESSAGES_PER_HOUR} visitor messages an hour from one address, then answers 429 with the wait`, async () => {
    const address = '10.9.2.1'
    const { id, secret } = await startConversation('1', { address })
    for (let sent = 1; sent < CHAT_MESSAGES_PER_HOUR; sent++) {
      expect((await write(id, `${sent + 1}`, { address, secret })).statusCode).toBe(201)
    }
    const limited = await write(id, 'Uno más', { address, secret })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('chat_rate_limited')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000)
    expect((await start('Otra conversación', { address })).statusCode).toBe(429)
    expect(await storedMessages(id)).toHaveLength(CHAT_MESSAGES_PER_HOUR * 2)
    // Another address is not held back by this one.
    expect((await write(id, 'Desde otra red', { address: '10.9.2.2', secret })).statusCode).toBe(201)
  })

  it(`takes ${CHAT_EMAILS_PER_HOUR} emails an hour from one address`, async () => {
    const address = '10.9.3.1'
    const { id, secret } = await startConversation('Hola', { address })
    for (let sent = 0; sent < CHAT_EMAILS_PER_HOUR; sent++) {
      expect((await leaveEmail(id, `ana${sent}@cafe.co`, { address, secret })).statusCode).toBe(200)
      await mail.nextMail(SUPPORT)
    }
    const limited = await leaveEmail(id, 'tarde@cafe.co', { address, secret })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000)
    expect((await read(id, secret)).json().email).toBe(`ana${CHAT_EMAILS_PER_HOUR - 1}@cafe.co`)
  })
})

describe('without a support address', () => {
  it('stores the email and forwards nothing', async () => {
    const quiet = await createTestApp({ smtpUrl: mail.smtpUrl, supportEmail: undefined })
    try {
      const started = await quiet.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        payload: { text: 'Hola' },
      })
      const { id, secret } = started.json()
      const response = await quiet.inject({
        method: 'PUT',
        url: `/api/chat/conversations/${id}/email`,
        payload: { email: 'ana@cafe.co' },
        headers: { 'x-chat-secret': secret },
      })
      expect(response.statusCode).toBe(200)
      const [conversation] = await quiet.database.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, id))
      expect(conversation).toMatchObject({ email: 'ana@cafe.co', forwardedAt: null })
      expect(mail.hasMail(SUPPORT)).toBe(false)
    } finally {
      await quiet.close()
    }
  })
})
