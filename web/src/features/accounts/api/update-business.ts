import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Me } from '#domain/accounts/account.schema.ts'
import type { BusinessChanges } from '#domain/accounts/business.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/** Saves changes to the owner's business (`PATCH /api/business`) and answers it as it is now. */
export async function updateBusiness(changes: BusinessChanges) {
  return (await apiData(api.PATCH('/api/business', { body: changes }))).business
}

/** The mutation; on success the signed-in owner's cached business is the saved one, so every price follows. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (business) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, business } : me))
    },
  })
}
