import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { SupportMessage } from '#domain/support/support-message.schema.ts'
import { requestApi } from '../../../lib/api.ts'
import { supportMessagesKey } from './get-support-messages.ts'

const CreatedSchema = z.object({ id: z.string() })

/**
 * Sends the support form (`POST /api/support-messages`, session needed). 400 `validation_failed` names the
 * fields that failed; 429 after ten messages an hour from one account.
 */
export async function createSupportMessage(message: SupportMessage): Promise<string> {
  return CreatedSchema.parse(await requestApi('/api/support-messages', { method: 'POST', body: message })).id
}

/** Sends a message; the sent list then reloads, so it shows the new one. */
export function useCreateSupportMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportMessagesKey }),
  })
}
