import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput, Me } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/** A first factor's outcome: signed in, or two-factor is on and the app's code is still to come. */
export type SignInResult = { user: Me } | { twoFactorRequired: true }

/** Reads a first factor's answer: `{ user }`, or `{ twoFactorRequired: true }` with no session yet. */
export function readSignInAnswer(answer: { user: Me } | { twoFactorRequired: true }): SignInResult {
  return 'twoFactorRequired' in answer ? { twoFactorRequired: true } : { user: answer.user }
}

/**
 * Opens a session (`POST /api/sessions`); the server sets the cookie. 401 `invalid_credentials` on a miss;
 * with two-factor on, no session until `POST /api/sessions/two-factor`.
 */
export async function login(input: LoginInput): Promise<SignInResult> {
  return readSignInAnswer(await apiData(api.POST('/api/sessions', { body: input })))
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => ('user' in result ? queryClient.setQueryData(meQueryKey, result.user) : undefined),
  })
}
