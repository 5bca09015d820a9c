import { useMutation } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

/** Emails the signed-in owner a new code to confirm their email (`POST /api/email-verifications`, 202). */
export function requestEmailVerification() {
  return apiData(api.POST('/api/email-verifications'))
}

export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification })
}
