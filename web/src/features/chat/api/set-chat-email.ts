import { api, apiData } from '../../../lib/api-client.ts'
import { buildConversationParams, type ChatKey } from './chat-request.ts'

/** Leaves the visitor's email (`PUT …/:id/email`); the server mails the conversation to support. */
export async function setChatEmail(key: ChatKey, email: string) {
  const params = buildConversationParams(key)
  return (await apiData(api.PUT('/api/chat/conversations/{id}/email', { params, body: { email } }))).email
}
