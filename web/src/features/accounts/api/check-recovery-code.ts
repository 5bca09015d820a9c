import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CodeCheckSchema } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type CodeCheck = z.output<typeof CodeCheckSchema>

/**
 * Checks a recovery code without using it up (`POST /api/password-resets/check`, 204). 400 `code_invalid` or
 * `code_expired`, 403 `code_locked`; a wrong code counts as one of its three tries.
 */
export function checkRecoveryCode(input: CodeCheck) {
  return apiData(api.POST('/api/password-resets/check', { body: input }))
}

export function useCheckRecoveryCode() {
  return useMutation({ mutationFn: checkRecoveryCode })
}
