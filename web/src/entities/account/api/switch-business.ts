import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

/**
 * Moves the session to another business the user is a member of (`PUT /api/session/business`), then forgets
 * every cached answer: each belonged to the business left.
 */
export function useSwitchBusiness() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (businessId: string) => apiData(api.PUT('/api/session/business', { body: { businessId } })),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' })
      await queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}
