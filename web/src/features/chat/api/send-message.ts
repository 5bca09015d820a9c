import { api, apiData } from '../../../lib/api-client.ts'
import { buildConversationParams, type ChatKey } from './chat-request.ts'

/** Adds a message to a conversation (`POST …/:id/messages`): answers it and the bot's reply. */
export async function sendMessage(key: ChatKey, text: string) {
  const params = buildConversationParams(key)
  return (await apiData(api.POST('/api/chat/conversations/{id}/messages', { params, body: { text } })))
    .messages
}
