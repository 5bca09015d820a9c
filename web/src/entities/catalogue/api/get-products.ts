import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { ProductSchema } from '#domain/catalogues/product.schema.ts'
import { requestApi } from '../../../lib/api.ts'
import { catalogueKeys } from './query-keys.ts'

/** Every product of a catalogue, in the owner's order (`GET /api/catalogues/:id/products`). */
export async function getProducts(catalogueId: string, signal?: AbortSignal) {
  return z.array(ProductSchema).parse(await requestApi(`/api/catalogues/${catalogueId}/products`, { signal }))
}

export function productsQueryOptions(catalogueId: string) {
  return queryOptions({
    queryKey: catalogueKeys.products(catalogueId),
    queryFn: ({ signal }) => getProducts(catalogueId, signal),
  })
}

export function useProducts(catalogueId: string) {
  return useQuery(productsQueryOptions(catalogueId))
}
