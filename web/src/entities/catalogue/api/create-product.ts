import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { NewProductSchema } from '#domain/catalogues/product.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { catalogueKeys } from './query-keys.ts'

export type NewProduct = z.input<typeof NewProductSchema>

/** Adds a product to one of the catalogue's categories (`POST /api/catalogues/:id/products`). */
export function createProduct(catalogueId: string, input: NewProduct) {
  return apiData(
    api.POST('/api/catalogues/{id}/products', { params: { path: { id: catalogueId } }, body: input }),
  )
}

export function useCreateProduct(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewProduct) => createProduct(catalogueId, input),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.products(catalogueId), (current: unknown) =>
        Array.isArray(current) ? [...current, product] : current,
      )
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all })
    },
  })
}
