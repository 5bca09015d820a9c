import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Product, ProductChangeSchema } from '#domain/catalogues/product.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type ProductChange = { id: string } & z.input<typeof ProductChangeSchema>

/** Changes any field of a product (`PATCH /api/products/:id`). */
export function updateProduct({ id, ...change }: ProductChange) {
  return apiData(api.PATCH('/api/products/{id}', { params: { path: { id } }, body: change }))
}

export function useUpdateProduct(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    ...optimisticUpdate<Product[], ProductChange>(
      queryClient,
      catalogueKeys.products(catalogueId),
      (products, { id, ...change }) =>
        products.map((product) => (product.id === id ? { ...product, ...change } : product)),
    ),
  })
}
