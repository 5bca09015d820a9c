import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupportMessage } from '#domain/support/support-message.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { supportMessagesKey } from './get-support-messages.ts'

/**
 * Sends the support form (session needed). 400 `validation_failed` names the fields that failed; 429 after
 * ten messages an hour from one account. Answers the new message's id.
 */
export async function createSupportMessage(message: SupportMessage): Promise<string> {
  return (await apiData(api.POST('/api/support-messages', { body: message }))).id
}

/** Sends a message; the sent list then reloads, so it shows the new one. */
export function useCreateSupportMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportMessagesKey }),
  })
}
