import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { catalogueKeys } from './query-keys.ts'

/** Every product of a catalogue, in the owner's order (`GET /api/catalogues/:id/products`). */
export function getProducts(catalogueId: string, signal?: AbortSignal) {
  return apiData(api.GET('/api/catalogues/{id}/products', { params: { path: { id: catalogueId } }, signal }))
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
