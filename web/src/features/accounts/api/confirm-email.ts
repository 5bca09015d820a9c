import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/**
 * Confirms the signed-in owner's email with the emailed code (`POST /api/email-verifications/confirm`): the
 * owner comes back confirmed. 400 `code_invalid` or `code_expired`, 403 `code_locked`, 429 past the hour's
 * wrong tries.
 */
export async function confirmEmail(code: string) {
  return (await apiData(api.POST('/api/email-verifications/confirm', { body: { code } }))).user
}

/** Confirms the email and puts the confirmed owner in the cache, so every screen sees it at once. */
export function useConfirmEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
