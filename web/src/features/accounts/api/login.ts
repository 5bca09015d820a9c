import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput, Me } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'
import { signedInOwner } from './two-factor-required.ts'

/**
 * Opens a session (`POST /api/sessions`); the server sets the cookie. 401 `invalid_credentials` on a miss;
 * TwoFactorRequiredError when the account asks for its second factor.
 */
export async function login(input: LoginInput): Promise<Me> {
  return signedInOwner(await apiData(api.POST('/api/sessions', { body: input })))
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
