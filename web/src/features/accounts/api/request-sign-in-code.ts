import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CodeSignInSchema } from '#domain/accounts/account.schema.ts'
import { requestApi } from '../../../lib/api.ts'

/** The sign-in dialog's login view as the schema leaves it: email lower-cased, phone digits only. */
export type CodeSignIn = z.output<typeof CodeSignInSchema>

/** Emails a 4-digit sign-in code (`POST /api/sign-in-codes`, 202), to an existing account or a new one. */
export async function requestSignInCode(input: CodeSignIn): Promise<void> {
  await requestApi('/api/sign-in-codes', { method: 'POST', body: input })
}

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode })
}
