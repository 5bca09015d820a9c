import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PromotionInputDraft } from '#domain/promotions/promotion.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { promotionKeys } from './query-keys.ts'

export type PromotionChange = { id: string; input: PromotionInputDraft }

/** Replaces a promotion's fields with the wizard's (`PUT /api/promotions/:id`). */
export async function updatePromotion({ id, input }: PromotionChange) {
  return (await apiData(api.PUT('/api/promotions/{id}', { params: { path: { id } }, body: input }))).promotion
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  })
}
