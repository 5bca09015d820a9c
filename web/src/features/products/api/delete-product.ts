import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** Deletes a product (`DELETE /api/products/:id`). */
export function deleteProduct(id: string) {
  return apiData(api.DELETE('/api/products/{id}', { params: { path: { id } } }))
}

export function useDeleteProduct(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    ...optimisticUpdate<Product[], string>(queryClient, catalogueKeys.products(catalogueId), (products, id) =>
      products.filter((product) => product.id !== id),
    ),
  })
}
