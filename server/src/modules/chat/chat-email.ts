import type { ChatMessage } from '#domain/chat/chat.schema.ts'
import { html } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from '../mail/index.ts'
import { LANGUAGE_NAMES, rowsTable, rowsText, typedText } from '../mail/index.ts'

const SENDER_NAMES: Record<ChatMessage['sender'], string> = {
  visitor: 'Visitante',
  bot: 'Respuesta automática',
}

/** "2026-11-23 16:20 UTC": the team may sit anywhere, so the time says its zone. */
const timeOf = (message: ChatMessage) => `${message.createdAt.slice(0, 16).replace('T', ' ')} UTC`

/** The short name of a conversation in a subject line: the start of its id. */
const nameOf = (conversationId: string) => `#${conversationId.slice(0, 8)}`

type Conversation = { id: string; email: string; language: Language }

function render(conversation: Conversation, intro: string, messages: ChatMessage[]) {
  const rows: [string, string][] = [
    ['Conversación', conversation.id],
    ['Email del visitante', conversation.email],
    ['Idioma', LANGUAGE_NAMES[conversation.language]],
  ]
  const lines = messages.map((m) => `[${timeOf(m)}] ${SENDER_NAMES[m.sender]}:\n${m.text}`)
  const items = messages.map(
    (m) =>
      html`<li><p><strong>${SENDER_NAMES[m.sender]}</strong> <small>${timeOf(m)}</small></p><p>${typedText(m.text)}</p></li>`,
  )
  return {
    text: `${intro}\n\n${rowsText(rows)}\n\n${lines.join('\n\n')}\n`,
    html: html`<p>${intro}</p>${rowsTable(rows)}<ol>${items}</ol>`.toString(),
  }
}

/**
 * The whole conversation so far, mailed to support when the visitor leaves an email (decision 019). In
 * Spanish, the team's language; it names the visitor's language so the answer can be in it.
 */
export function conversationEmail(to: string, conversation: Conversation, messages: ChatMessage[]): Mail {
  const intro = 'Un visitante dejó su email en el chat de la web. Respóndele a esa dirección.'
  return {
    to,
    subject: `Chat de la web ${nameOf(conversation.id)}: ${conversation.email}`,
    ...render(conversation, intro, messages),
  }
}

/** A visitor's new message in a conversation already forwarded to support. */
export function followUpEmail(to: string, conversation: Conversation, message: ChatMessage): Mail {
  const intro = 'El visitante escribió un mensaje nuevo en el chat de la web.'
  return {
    to,
    subject: `Chat de la web ${nameOf(conversation.id)}: mensaje nuevo de ${conversation.email}`,
    ...render(conversation, intro, [message]),
  }
}
