import { api, apiData } from '../../../lib/api-client.ts'

/**
 * Starts a conversation with the visitor's first message (`POST /api/chat/conversations`, no session): the
 * answer holds the id and secret to keep, the message and the bot's reply. 429 after 30 messages an hour.
 */
export function startConversation(text: string) {
  return apiData(api.POST('/api/chat/conversations', { body: { text } }))
}
