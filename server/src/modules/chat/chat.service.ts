import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ChatConversation, ChatConversationCreated, ChatMessage } from '#domain/chat/chat.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { mailSupport, type SupportMailer } from '../mail/index.ts'
import { pickCannedReply } from './canned-replies.ts'
import {
  type ConversationRow,
  findConversation,
  findMessages,
  insertConversation,
  insertMessages,
  markForwarded,
  updateConversationEmail,
} from './chat.repository.ts'
import { conversationEmail, followUpEmail } from './chat-email.ts'

export type ChatDependencies = SupportMailer & {
  db: Database
  /** Visitor messages one caller address may send an hour. */
  maxMessagesPerHour: number
  /** Emails one caller address may leave an hour (each one mails the whole conversation). */
  maxEmailsPerHour: number
  /** The bot's choice among its replies; tests fix it. */
  random?: () => number
}

export type ChatOrigin = { clientAddress: string; language: Language }

// A wrong secret and an unknown id get the same answer, so neither tells whether a conversation exists.
const notFound = () => new AppError('not_found', 404)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest()

/** The conversation the secret opens, or 404: the secret's SHA-256 compared in constant time. */
async function openConversation(
  deps: ChatDependencies,
  id: string,
  secret: string | undefined,
): Promise<ConversationRow> {
  if (!secret || !UUID.test(id)) throw notFound()
  const conversation = await findConversation(deps.db, id)
  const given = hashSecret(secret)
  const stored = Buffer.from(conversation?.secretHash ?? '', 'hex')
  if (!conversation || stored.length !== given.length || !timingSafeEqual(stored, given)) throw notFound()
  return conversation
}

/** The visitor's message and, a millisecond later so the order holds, the bot's canned reply. */
async function storeExchange(
  deps: ChatDependencies,
  conversationId: string,
  language: Language,
  text: string,
): Promise<ChatMessage[]> {
  const sentAt = new Date()
  return insertMessages(deps.db, conversationId, [
    { sender: 'visitor', text, createdAt: sentAt },
    {
      sender: 'bot',
      text: pickCannedReply(language, deps.random),
      createdAt: new Date(sentAt.getTime() + 1),
    },
  ])
}

/**
 * Starts a conversation from the visitor's first message (decision 019): answers the secret that reaches
 * it from now on (only its hash is kept), the message and the bot's reply.
 */
export async function startConversation(
  deps: ChatDependencies,
  text: string,
  origin: ChatOrigin,
): Promise<ChatConversationCreated> {
  await requireWithinHour(
    deps.db,
    `chat:${origin.clientAddress}`,
    deps.maxMessagesPerHour,
    'chat_rate_limited',
  )
  const secret = randomBytes(32).toString('base64url')
  const id = await insertConversation(deps.db, {
    secretHash: hashSecret(secret).toString('hex'),
    language: origin.language,
    clientAddress: origin.clientAddress,
  })
  const messages = await storeExchange(deps, id, origin.language, text)
  return { id, secret, messages }
}

/**
 * Adds a visitor's message and the bot's reply to a conversation. Once the visitor has left an email, the
 * message also goes to support, so the team sees what came after the conversation was forwarded.
 */
export async function addMessage(
  deps: ChatDependencies,
  conversationId: string,
  secret: string | undefined,
  text: string,
  clientAddress: string,
): Promise<ChatMessage[]> {
  const conversation = await openConversation(deps, conversationId, secret)
  await requireWithinHour(deps.db, `chat:${clientAddress}`, deps.maxMessagesPerHour, 'chat_rate_limited')
  const messages = await storeExchange(deps, conversation.id, conversation.language, text)
  const [visitorMessage] = messages
  if (conversation.email && visitorMessage) {
    const about = { id: conversation.id, email: conversation.email, language: conversation.language }
    await mailSupport(deps, 'chat message', { conversationId: conversation.id }, (to) =>
      followUpEmail(to, about, visitorMessage),
    )
  }
  return messages
}

/** A conversation's messages and email, so a reloaded page shows it again. */
export async function getConversation(
  deps: ChatDependencies,
  conversationId: string,
  secret: string | undefined,
): Promise<ChatConversation> {
  const conversation = await openConversation(deps, conversationId, secret)
  return { messages: await findMessages(deps.db, conversation.id), email: conversation.email }
}

/**
 * Keeps the email a visitor left and mails the whole conversation so far to support (decision 019), noting
 * when; without a support address it is only stored. A new email mails the conversation again.
 */
export async function setConversationEmail(
  deps: ChatDependencies,
  conversationId: string,
  secret: string | undefined,
  email: string,
  clientAddress: string,
): Promise<string> {
  const conversation = await openConversation(deps, conversationId, secret)
  await requireWithinHour(deps.db, `chat-email:${clientAddress}`, deps.maxEmailsPerHour, 'chat_rate_limited')
  await updateConversationEmail(deps.db, conversation.id, email)
  const about = { id: conversation.id, email, language: conversation.language }
  const isForwarded = await mailSupport(deps, 'chat conversation', { conversationId }, async (to) =>
    conversationEmail(to, about, await findMessages(deps.db, conversation.id)),
  )
  if (isForwarded) await markForwarded(deps.db, conversation.id, new Date())
  return email
}
