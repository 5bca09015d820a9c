import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/**
 * Leaves the session's business (`DELETE /api/team/membership`, decision 073); the session then works in the
 * user's own, so every cached answer, the other business's, goes.
 */
export function useLeaveBusiness() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiData(api.DELETE('/api/team/membership')),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
      await queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
