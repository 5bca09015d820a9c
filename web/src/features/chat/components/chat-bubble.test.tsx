import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '#domain/chat/chat.schema.ts'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, mockApi } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { CHAT_STORAGE_KEY } from '../chat-storage.ts'
import { ChatBubble } from './chat-bubble.tsx'

const BOT_REPLY = 'Gracias por tu mensaje. Una persona del equipo puede ayudarte con eso.'

const message = (id: string, sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id,
  sender,
  text,
  createdAt: '2026-11-23T16:00:00.000Z',
})

/** The server's answer to a first message: the conversation and its first exchange. */
const started = (text: string) => ({
  status: 201,
  body: {
    id: 'c1',
    secret: 's3cret',
    messages: [message('m1', 'visitor', text), message('m2', 'bot', BOT_REPLY)],
  },
})

/**
 * Sends what is in the box with Enter, then runs a fake clock (for the bot's 1-s wait) from that moment. The
 * key goes by fireEvent: user-event's own pauses would wait on the faked timeouts.
 */
function sendWithFakeClock(text: HTMLElement) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  fireEvent.keyDown(text, { key: 'Enter' })
}

function renderBubble() {
  const user = userEvent.setup({ delay: null })
  renderElement(<ChatBubble />)
  return { user, bubble: screen.getByRole('button', { name: 'Abrir chat de soporte' }) }
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, bubble: HTMLElement) {
  await user.click(bubble)
  const panel = await screen.findByRole('dialog', { name: 'Soporte Vitrina' })
  return {
    panel,
    log: within(panel).getByRole('log'),
    text: within(panel).getByRole('textbox', { name: 'Tu mensaje' }),
  }
}

afterEach(() => vi.useRealTimers())

describe('ChatBubble', () => {
  it('opens and closes from the keyboard, moving the focus into the panel and back to the bubble', async () => {
    mockApi({})
    const { user, bubble } = renderBubble()
    expect(bubble).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    bubble.focus()
    await user.keyboard('{Enter}')
    const panel = await screen.findByRole('dialog', { name: 'Soporte Vitrina' })
    expect(bubble).toHaveAttribute('aria-expanded', 'true')
    expect(within(panel).getByRole('textbox', { name: 'Tu mensaje' })).toHaveFocus()
    // Honest about who answers: no "online" and no reply time, a person only by email.
    expect(panel).toHaveTextContent('Respuestas automáticas al momento')
    expect(panel).toHaveTextContent(
      'Una persona del equipo te responde por correo cuando nos dejas tu email.',
    )
    expect(panel).not.toHaveTextContent(/en línea|minutos/i)
    expect(within(panel).getByRole('log')).toHaveTextContent('¿En qué podemos ayudarte?')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bubble).toHaveFocus()
    expect(bubble).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard(' ')
    await user.click(screen.getByRole('button', { name: 'Cerrar chat' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bubble).toHaveFocus()
  })

  it('shows the message at once and the reply only 1 s after sending, keeping the conversation', async () => {
    const calls = mockApi({ 'POST /api/chat/conversations': started('¿Tienen plan gratis?') })
    const { user, bubble } = renderBubble()
    const { log, text } = await openPanel(user, bubble)

    await user.type(text, '  ¿Tienen plan gratis?')
    sendWithFakeClock(text)
    expect(log).toHaveTextContent('¿Tienen plan gratis?')
    expect(log).toHaveTextContent('Soporte Vitrina está escribiendo…')
    expect(text).toHaveValue('')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: '¿Tienen plan gratis?' })

    await act(() => vi.advanceTimersByTimeAsync(900))
    expect(log).not.toHaveTextContent(BOT_REPLY)
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(log).toHaveTextContent(BOT_REPLY)
    expect(log).not.toHaveTextContent('escribiendo')
    expect(JSON.parse(localStorage.getItem(CHAT_STORAGE_KEY) ?? 'null')).toEqual({
      id: 'c1',
      secret: 's3cret',
    })
  })

  it('sends later messages to the kept conversation with its secret', async () => {
    const calls = mockApi({
      'POST /api/chat/conversations': started('Hola'),
      'POST /api/chat/conversations/c1/messages': {
        status: 201,
        body: { messages: [message('m3', 'visitor', 'Otra'), message('m4', 'bot', 'Respuesta dos')] },
      },
    })
    const { user, bubble } = renderBubble()
    const { log, text } = await openPanel(user, bubble)
    await user.type(text, 'Hola{Enter}')
    expect(await within(log).findByText(BOT_REPLY, {}, { timeout: 3000 })).toBeInTheDocument()
    await user.type(text, 'Otra')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await within(log).findByText('Respuesta dos', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('¿En qué podemos ayudarte?'),
      'Tú: Hola',
      `Soporte Vitrina: ${BOT_REPLY}`,
      'Tú: Otra',
      'Soporte Vitrina: Respuesta dos',
    ])
    const second = calls.find((call) => call.path === '/api/chat/conversations/c1/messages')
    expect(new Headers(second?.init?.headers).get('x-chat-secret')).toBe('s3cret')
  })

  it.each([
    [
      'too many messages',
      apiError(429, 'chat_rate_limited'),
      'Has escrito muchos mensajes en la última hora.',
    ],
    ['a failed request', apiError(500, 'internal'), 'No pudimos enviar tu mensaje.'],
  ])('after %s says so and puts the text back in the box', async (_case, answer, words) => {
    mockApi({ 'POST /api/chat/conversations': answer })
    const { user, bubble } = renderBubble()
    const { log, text } = await openPanel(user, bubble)
    await user.type(text, 'Mi pregunta{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(words)
    expect(text).toHaveValue('Mi pregunta')
    expect(log).not.toHaveTextContent('Mi pregunta')
    expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull()
  })

  it('keeps the text when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const { user, bubble } = renderBubble()
    const { text } = await openPanel(user, bubble)
    await user.type(text, 'Sin red{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa tu conexión')
    expect(text).toHaveValue('Sin red')
  })

  it('keeps a pasted over-long message whole and refuses to send it, naming the limit', async () => {
    const calls = mockApi({ 'POST /api/chat/conversations': started('x') })
    const { user, bubble } = renderBubble()
    const { text, log } = await openPanel(user, bubble)
    await user.click(text)
    await user.paste('m'.repeat(1200))
    expect(text).toHaveValue('m'.repeat(1200))
    expect(text).toHaveAccessibleDescription('1200 de 1000 caracteres')

    await user.keyboard('{Enter}')
    expect(text).toHaveValue('m'.repeat(1200))
    expect(text).toHaveAccessibleDescription(/El mensaje puede tener hasta 1000 caracteres/)
    expect(text).toHaveAttribute('aria-invalid', 'true')
    expect(log).not.toHaveTextContent('mmm')
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })

  it('keeps a pasted over-long email whole and refuses it, naming the limit', async () => {
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ id: 'c1', secret: 's3cret' }))
    const calls = mockApi({
      'GET /api/chat/conversations/c1': {
        status: 200,
        body: { messages: [message('a', 'visitor', 'Hola')], email: null },
      },
    })
    const { user, bubble } = renderBubble()
    const { panel } = await openPanel(user, bubble)
    const email = await within(panel).findByRole('textbox', {
      name: 'Déjanos tu email y te enviamos la respuesta',
    })
    const long = `${'a'.repeat(250)}@cafe.co`
    await user.click(email)
    await user.paste(long)
    expect(email).toHaveValue(long)
    await user.click(within(panel).getByRole('button', { name: 'Guardar' }))
    expect(email).toHaveAccessibleDescription('El email puede tener hasta 254 caracteres')
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0)
  })

  it('reads the kept conversation back when opened, with its email', async () => {
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ id: 'c9', secret: 'kept' }))
    const calls = mockApi({
      'GET /api/chat/conversations/c9': {
        status: 200,
        body: {
          messages: [message('a', 'visitor', 'Pregunta de ayer'), message('b', 'bot', BOT_REPLY)],
          email: 'ana@cafe.co',
        },
      },
    })
    const { user, bubble } = renderBubble()
    const { log, panel } = await openPanel(user, bubble)
    expect(await within(log).findByText('Pregunta de ayer')).toBeInTheDocument()
    expect(log).toHaveTextContent(BOT_REPLY)
    expect(within(panel).getByRole('status')).toHaveTextContent('Te escribiremos a ana@cafe.co')
    expect(new Headers(calls.at(-1)?.init?.headers).get('x-chat-secret')).toBe('kept')
  })

  it('forgets a kept conversation the server no longer knows and starts afresh', async () => {
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ id: 'gone', secret: 'old' }))
    const calls = mockApi({
      'GET /api/chat/conversations/gone': apiError(404, 'not_found'),
      'POST /api/chat/conversations': started('Nueva'),
    })
    const { user, bubble } = renderBubble()
    const { text } = await openPanel(user, bubble)
    await vi.waitFor(() => expect(localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull(), { timeout: 4000 })
    await user.type(text, 'Nueva{Enter}')
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/chat/conversations')).toBe(true), {
      timeout: 4000,
    })
    expect(calls.some((call) => call.path.endsWith('/messages'))).toBe(false)
  })

  it('checks the email under its box, then keeps it and says where the answer goes', async () => {
    localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ id: 'c1', secret: 's3cret' }))
    const calls = mockApi({
      'GET /api/chat/conversations/c1': {
        status: 200,
        body: { messages: [message('a', 'visitor', 'Hola')], email: null },
      },
      'PUT /api/chat/conversations/c1/email': { status: 200, body: { email: 'ana@cafe.co' } },
    })
    const { user, bubble } = renderBubble()
    const { panel } = await openPanel(user, bubble)
    const email = await within(panel).findByRole('textbox', {
      name: 'Déjanos tu email y te enviamos la respuesta',
    })
    const save = within(panel).getByRole('button', { name: 'Guardar' })

    await user.click(save)
    expect(email).toHaveAccessibleDescription('Escribe tu email')
    await user.type(email, 'ana@')
    expect(email).not.toHaveAccessibleDescription()
    await user.click(save)
    expect(email).toHaveAccessibleDescription('El email no es válido')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0)

    await user.type(email, 'Cafe.CO ')
    await user.click(save)
    const status = await within(panel).findByRole('status')
    expect(status).toHaveTextContent('Te escribiremos a ana@cafe.co')
    // The form is gone: the focus lands on what replaced it, still inside the panel.
    expect(status).toHaveFocus()
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.body).toEqual({ email: 'ana@cafe.co' })
    expect(new Headers(put?.init?.headers).get('x-chat-secret')).toBe('s3cret')
  })

  it('speaks English when the page does', async () => {
    await i18n.changeLanguage('en')
    mockApi({})
    const user = userEvent.setup()
    renderElement(<ChatBubble />)
    await user.click(screen.getByRole('button', { name: 'Open support chat' }))
    const panel = await screen.findByRole('dialog', { name: 'Vitrina Support' })
    expect(panel).toHaveTextContent('Automatic replies right away')
    expect(panel).toHaveTextContent('A person from our team replies by email once you leave us your address.')
    expect(panel).not.toHaveTextContent(/online|minutes/i)
    expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveFocus()
  })
})
