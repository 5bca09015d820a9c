import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PromotionInputDraft } from '#domain/promotions/promotion.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { promotionKeys } from './query-keys.ts'

/** Creates a promotion in a catalogue (`POST /api/promotions`). */
export async function createPromotion(input: PromotionInputDraft) {
  return (await apiData(api.POST('/api/promotions', { body: input }))).promotion
}

export function useCreatePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  })
}
