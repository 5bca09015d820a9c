import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BusinessChange, Me, OwnBusiness } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/** Changes the owner's business (`PATCH /api/business`): its currency, an ISO 4217 code. */
export function changeBusiness(change: BusinessChange): Promise<OwnBusiness> {
  return apiData(api.PATCH('/api/business', { body: change }))
}

/** The mutation; on success the signed-in owner's business in the cache is the changed one. */
export function useChangeBusiness() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeBusiness,
    onSuccess: (business) =>
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, business } : me)),
  })
}
