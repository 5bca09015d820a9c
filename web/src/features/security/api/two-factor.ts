import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { securityKeys } from './query-keys.ts'

/**
 * Starts turning two-factor on (`POST /api/security/two-factor/enable` with the password): the secret to scan
 * and the backup codes. Nothing is on until the first code is confirmed.
 */
export function enableTwoFactor(password: string) {
  return apiData(api.POST('/api/security/two-factor/enable', { body: { password } }))
}

/** The first code from the app turns two-factor on (`POST /api/security/two-factor/confirm`). */
export function confirmTwoFactor(code: string) {
  return apiData(api.POST('/api/security/two-factor/confirm', { body: { code } }))
}

/** Turns two-factor off (`POST /api/security/two-factor/disable` with the password). */
export function disableTwoFactor(password: string) {
  return apiData(api.POST('/api/security/two-factor/disable', { body: { password } }))
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor })
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmTwoFactor,
    // The answer is the overview as it now stands: two-factor on.
    onSuccess: (overview) => queryClient.setQueryData(securityKeys.overview, overview),
  })
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (overview) => queryClient.setQueryData(securityKeys.overview, overview),
  })
}
