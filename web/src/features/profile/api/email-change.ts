import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { profileQueryKey } from './get-profile.ts'

/**
 * Asks for a code at the new address (`POST /api/profile/email-change`); nothing changes until it is entered.
 * 409 `email_in_use` when another account has the address.
 */
export async function requestEmailChange(email: string) {
  await apiData(api.POST('/api/profile/email-change', { body: { email } }))
}

/** Uses the code (`POST /api/profile/email-change/confirm`) and answers the profile with its new email. */
export async function confirmEmailChange(code: string) {
  return apiData(api.POST('/api/profile/email-change/confirm', { body: { code } }))
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestEmailChange,
    // The profile now names the address awaiting its code.
    onSuccess: (_, email) =>
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile ? { ...profile, pendingEmail: email.trim().toLowerCase() } : profile,
      ),
  })
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (profile) => queryClient.setQueryData<Profile>(profileQueryKey, profile),
  })
}
