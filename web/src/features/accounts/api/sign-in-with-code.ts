import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CodeSignInVerifySchema, Me } from '#domain/accounts/account.schema.ts'
import { requestApi } from '../../../lib/api.ts'
import { meQueryKey, UserResponseSchema } from './get-me.ts'

export type CodeSignInVerify = z.output<typeof CodeSignInVerifySchema>

/**
 * Signs in with an emailed code (`POST /api/sign-in-codes/verify`); a new email gets an account, with this
 * name and phone, and its business. The server sets the session cookie. Code errors as in recovery.
 */
export async function signInWithCode(input: CodeSignInVerify): Promise<Me> {
  return UserResponseSchema.parse(
    await requestApi('/api/sign-in-codes/verify', { method: 'POST', body: input }),
  ).user
}

export function useSignInWithCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
