import { requestApi } from '../../../lib/api.ts'

/** What reaches one conversation: its id and the secret its first answer gave (only this browser has it). */
export type ChatKey = { id: string; secret: string }

type ChatRequest = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown }

/** Calls a conversation's endpoint with its secret in `x-chat-secret`; errors are lib/api.ts's ApiError. */
export function requestConversation(
  key: ChatKey,
  path: string,
  { method = 'GET', body }: ChatRequest = {},
): Promise<unknown> {
  return requestApi(`/api/chat/conversations/${encodeURIComponent(key.id)}${path}`, {
    method,
    body,
    headers: { 'x-chat-secret': key.secret },
  })
}
