import { type ChatConversationCreated, ChatConversationCreatedSchema } from '#domain/chat/chat.schema.ts'
import { requestApi } from '../../../lib/api.ts'

/**
 * Starts a conversation with the visitor's first message (`POST /api/chat/conversations`, no session): the
 * answer holds the id and secret to keep, the message and the bot's reply. 429 after 30 messages an hour.
 */
export async function startConversation(text: string): Promise<ChatConversationCreated> {
  const answer = await requestApi('/api/chat/conversations', { method: 'POST', body: { text } })
  return ChatConversationCreatedSchema.parse(answer)
}
