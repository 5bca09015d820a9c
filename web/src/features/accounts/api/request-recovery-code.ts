import { useMutation } from '@tanstack/react-query'
import { requestApi } from '../../../lib/api.ts'

/**
 * Emails a 4-digit recovery code (`POST /api/password-resets`, 202). An unknown email gets the same answer,
 * so nobody can learn from it which emails have an account.
 */
export async function requestRecoveryCode(email: string): Promise<void> {
  await requestApi('/api/password-resets', { method: 'POST', body: { email } })
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode })
}
