import { z } from 'zod'

// Validation messages are i18n keys (web/src/locales/{es,en}/chat.json), as in the contact schema.
export const CHAT_MESSAGES = {
  textRequired: 'chat.errors.textRequired',
  textTooLong: 'chat.errors.textTooLong',
  emailRequired: 'chat.errors.emailRequired',
  emailInvalid: 'chat.errors.emailInvalid',
  emailTooLong: 'chat.errors.emailTooLong',
} as const

/** Longest chat message accepted, in characters. */
export const MAX_CHAT_MESSAGE_LENGTH = 1000

/**
 * What the bot waits before its reply shows (docs/product-spec.md §4 "Chat bubble", constants: 1 s), in
 * milliseconds.
 */
export const CHAT_REPLY_DELAY_MS = 1000

/** One message the visitor types into the landing's chat bubble, trimmed. */
export const ChatTextSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, CHAT_MESSAGES.textRequired)
    .max(MAX_CHAT_MESSAGE_LENGTH, CHAT_MESSAGES.textTooLong),
})
export type ChatText = z.output<typeof ChatTextSchema>

/** The address a visitor leaves so that support's answer reaches them by mail; trimmed and lower-cased. */
export const ChatEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, CHAT_MESSAGES.emailRequired)
    .max(254, CHAT_MESSAGES.emailTooLong)
    .pipe(z.email({ message: CHAT_MESSAGES.emailInvalid })),
})
export type ChatEmail = z.output<typeof ChatEmailSchema>

export const CHAT_SENDERS = ['visitor', 'bot'] as const

/** One stored message of a conversation (docs/product-spec.md §3 "Chat message"); `createdAt` an ISO date. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(CHAT_SENDERS),
  text: z.string(),
  createdAt: z.string(),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/**
 * `POST /api/chat/conversations`: the new conversation, the secret that reaches it, and its first exchange.
 */
export const ChatConversationCreatedSchema = z.object({
  id: z.string(),
  secret: z.string(),
  messages: z.array(ChatMessageSchema),
})
export type ChatConversationCreated = z.infer<typeof ChatConversationCreatedSchema>

/** `POST /api/chat/conversations/:id/messages`: the visitor's message and the bot's reply. */
export const ChatExchangeSchema = z.object({ messages: z.array(ChatMessageSchema) })
export type ChatExchange = z.infer<typeof ChatExchangeSchema>

/** `GET /api/chat/conversations/:id`: every message in order, and the email left, if any. */
export const ChatConversationSchema = z.object({
  messages: z.array(ChatMessageSchema),
  email: z.string().nullable(),
})
export type ChatConversation = z.infer<typeof ChatConversationSchema>
