import { api, apiData } from '../../../lib/api-client.ts'
import { buildConversationParams, type ChatKey } from './chat-request.ts'

/** A kept conversation's messages and email (`GET …/:id`), so a reloaded page shows it again; 404 if gone. */
export function getConversation(key: ChatKey) {
  return apiData(api.GET('/api/chat/conversations/{id}', { params: buildConversationParams(key) }))
}
