import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CodeSignInSchema } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** The sign-in dialog's login view as the schema leaves it: email lower-cased, phone digits only. */
export type CodeSignIn = z.output<typeof CodeSignInSchema>

/** Emails a 4-character sign-in code (`POST /api/sign-in-codes`, 202), to an existing account or a new one. */
export function requestSignInCode(input: CodeSignIn) {
  return apiData(api.POST('/api/sign-in-codes', { body: input }))
}

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode })
}
