import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ChangePasswordSchema } from '#domain/security/security.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { securityKeys } from './query-keys.ts'

export type PasswordChange = z.output<typeof ChangePasswordSchema>

/**
 * Changes the password (`POST /api/security/password`): every other session is signed out and the owner is
 * told by e-mail. 400 `wrong_password` when the current one is wrong.
 */
export function changePassword(change: PasswordChange) {
  return apiData(api.POST('/api/security/password', { body: change }))
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    // The other sessions are gone: the list must not show them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  })
}
