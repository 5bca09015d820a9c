import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CodeSignInVerifySchema, Me } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'
import { signedInOwner } from './two-factor-required.ts'

export type CodeSignInVerify = z.output<typeof CodeSignInVerifySchema>

/**
 * Signs in with an emailed code (`POST /api/sign-in-codes/verify`); a new email gets an account, with this
 * name and phone, and its business. The server sets the session cookie. Code errors as in recovery.
 */
export async function signInWithCode(input: CodeSignInVerify): Promise<Me> {
  return signedInOwner(await apiData(api.POST('/api/sign-in-codes/verify', { body: input })))
}

export function useSignInWithCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
