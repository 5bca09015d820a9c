import { useMutation, useQueryClient } from '@tanstack/react-query'
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
  /** Runs once the server has ended the session and before the cache forgets the user: leave the page here. */
  onLoggedOut?: () => unknown
}

export function useLogout({ onLoggedOut }: Options = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leaving first: a guarded page that saw the user vanish would send them to /login instead of /.
      await onLoggedOut?.()
      // Nothing of the last user may stay on this device.
      queryClient.removeQueries()
      queryClient.setQueryData(meQueryKey, null)
    },
  })
}
