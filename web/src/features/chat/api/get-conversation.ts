import { type ChatConversation, ChatConversationSchema } from '#domain/chat/chat.schema.ts'
import { type ChatKey, requestConversation } from './chat-request.ts'

/** A kept conversation's messages and email (`GET …/:id`), so a reloaded page shows it again; 404 if gone. */
export async function getConversation(key: ChatKey): Promise<ChatConversation> {
  return ChatConversationSchema.parse(await requestConversation(key, ''))
}
