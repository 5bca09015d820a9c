import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CodeSignInVerifySchema } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'
import { readSignInAnswer, type SignInResult } from './login.ts'

export type CodeSignInVerify = z.output<typeof CodeSignInVerifySchema>

/**
 * Signs in with an emailed code (`POST /api/sign-in-codes/verify`); a new email gets an account, with this
 * name and phone, and its business. The server sets the session cookie, unless two-factor is on: then the
 * app's code comes first. Code errors as in recovery.
 */
export async function signInWithCode(input: CodeSignInVerify): Promise<SignInResult> {
  return readSignInAnswer(await apiData(api.POST('/api/sign-in-codes/verify', { body: input })))
}

export function useSignInWithCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: (result) => ('user' in result ? queryClient.setQueryData(meQueryKey, result.user) : undefined),
  })
}
