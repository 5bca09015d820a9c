import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { NewPasswordSchema } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type NewPassword = z.output<typeof NewPasswordSchema>

/**
 * Sets a new password with a recovery code (`POST /api/password-resets/complete`, 204); every session of the
 * account ends. The same code errors as the check.
 */
export function resetPassword(input: NewPassword) {
  return apiData(api.POST('/api/password-resets/complete', { body: input }))
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
