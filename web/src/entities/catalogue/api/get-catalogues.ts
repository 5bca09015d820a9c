import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { CatalogueSchema } from '#domain/catalogues/catalogue.schema.ts'
import { requestApi } from '../../../lib/api.ts'
import { catalogueKeys } from './query-keys.ts'

/** The business's catalogues, most recently edited first (`GET /api/catalogues`). */
export async function getCatalogues(signal?: AbortSignal) {
  return z.array(CatalogueSchema).parse(await requestApi('/api/catalogues', { signal }))
}

export function cataloguesQueryOptions() {
  return queryOptions({ queryKey: catalogueKeys.all, queryFn: ({ signal }) => getCatalogues(signal) })
}

export function useCatalogues() {
  return useQuery(cataloguesQueryOptions())
}
