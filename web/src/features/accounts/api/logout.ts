import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { ApiError } from '../../../lib/api.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/** Ends the session (`DELETE /api/sessions/current`); one that had already ended counts as ended. */
export async function logout(): Promise<void> {
  try {
    await apiData(api.DELETE('/api/sessions/current'))
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return
    throw error
  }
}

type Options = {
  /** Runs once the server has ended the session: leave the signed-in screens here (the landing, say). */
  onLoggedOut: () => unknown
}

/**
 * Ends the session and leaves. What the cache holds of the user is forgotten when the signed-in screens that
 * use this are gone (nothing of the last user may stay on this device), not before: cleared while they were
 * still drawn, their queries asked for the user's data again, which the server refused (a 401 on the landing).
 */
export function useLogout({ onLoggedOut }: Options) {
  const queryClient = useQueryClient()
  const hasLoggedOut = useRef(false)
  useEffect(
    () => () => {
      if (!hasLoggedOut.current) return
      queryClient.removeQueries()
      queryClient.setQueryData(meQueryKey, null)
    },
    [queryClient],
  )
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      hasLoggedOut.current = true
      // Leaving first: a guarded page that saw the user vanish would send them to /login instead of /.
      await onLoggedOut()
    },
  })
}
