import { useMutation } from '@tanstack/react-query'
import type { Contact } from '#domain/leads/contact.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/**
 * Sends the landing's contact form (`POST /api/leads`, no session needed). 400 `validation_failed` names the
 * fields that failed; 429 `lead_rate_limited` after a handful of messages an hour from one address.
 */
export async function createLead(contact: Contact): Promise<string> {
  return (await apiData(api.POST('/api/leads', { body: contact }))).id
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead })
}
