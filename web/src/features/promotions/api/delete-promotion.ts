import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { promotionKeys } from './query-keys.ts'

/** Deletes a promotion (`DELETE /api/promotions/:id`). */
export function deletePromotion(id: string) {
  return apiData(api.DELETE('/api/promotions/{id}', { params: { path: { id } } }))
}

export function useDeletePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  })
}
