import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { Contact } from '#domain/leads/contact.schema.ts'
import { requestApi } from '../../../lib/api.ts'

const LeadReplySchema = z.object({ id: z.string() })

/**
 * Sends the landing's contact form (`POST /api/leads`, no session needed). 400 `validation_failed` names the
 * fields that failed; 429 `lead_rate_limited` after a handful of messages an hour from one address.
 */
export async function createLead(contact: Contact): Promise<string> {
  return LeadReplySchema.parse(await requestApi('/api/leads', { method: 'POST', body: contact })).id
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead })
}
