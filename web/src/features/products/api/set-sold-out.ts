import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { endOfBusinessDay } from '#domain/promotions/weekly-window.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type SoldOutChange = { id: string; soldOut: boolean }

/**
 * "Agotado hoy": marks a product sold out until the end of the business's day, or clears the mark
 * (`PUT /api/products/:id/sold-out`).
 */
export function setSoldOut({ id, soldOut }: SoldOutChange) {
  return apiData(api.PUT('/api/products/{id}/sold-out', { params: { path: { id } }, body: { soldOut } }))
}

/**
 * The mark shows at once, until the business's midnight (`timeZone`) as the server will keep it; a refusal
 * puts the product back as it was.
 */
export function useSetSoldOut(catalogueId: string, timeZone: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setSoldOut,
    ...optimisticUpdate<Product[], SoldOutChange>(
      queryClient,
      catalogueKeys.products(catalogueId),
      (products, { id, soldOut }) => {
        const until = soldOut ? endOfBusinessDay(new Date(), timeZone).toISOString() : null
        return products.map((product) => (product.id === id ? { ...product, soldOutUntil: until } : product))
      },
    ),
  })
}
