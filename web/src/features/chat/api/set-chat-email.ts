import { z } from 'zod'
import { type ChatKey, requestConversation } from './chat-request.ts'

const EmailReplySchema = z.object({ email: z.string() })

/** Leaves the visitor's email (`PUT …/:id/email`); the server mails the conversation to support. */
export async function setChatEmail(key: ChatKey, email: string): Promise<string> {
  const answer = await requestConversation(key, '/email', { method: 'PUT', body: { email } })
  return EmailReplySchema.parse(answer).email
}
