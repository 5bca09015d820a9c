import { ChatExchangeSchema, type ChatMessage } from '#domain/chat/chat.schema.ts'
import { type ChatKey, requestConversation } from './chat-request.ts'

/** Adds a message to a conversation (`POST …/:id/messages`): answers it and the bot's reply. */
export async function sendMessage(key: ChatKey, text: string): Promise<ChatMessage[]> {
  const answer = await requestConversation(key, '/messages', { method: 'POST', body: { text } })
  return ChatExchangeSchema.parse(answer).messages
}
