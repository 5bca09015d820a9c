import { useMutation } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

/**
 * Emails a 4-character recovery code (`POST /api/password-resets`, 202). An unknown email gets the same answer,
 * so nobody can learn from it which emails have an account.
 */
export function requestRecoveryCode(email: string) {
  return apiData(api.POST('/api/password-resets', { body: { email } }))
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode })
}
