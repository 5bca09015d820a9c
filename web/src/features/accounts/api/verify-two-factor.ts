import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Me } from '#domain/accounts/account.schema.ts'
import type { TwoFactorChallenge } from '#domain/security/security.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/**
 * The second step of a sign-in with two-factor on (`POST /api/sessions/two-factor`): the app's code or a
 * backup code, after any first factor. Opens the session; wrong codes are rate-limited as sign-in.
 */
export async function verifyTwoFactor(challenge: TwoFactorChallenge): Promise<Me> {
  return (await apiData(api.POST('/api/sessions/two-factor', { body: challenge }))).user
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
