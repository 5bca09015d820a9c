import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import type { ReadingService } from './analysis-contract.ts'

/** The prefix of every cached answer: what to invalidate once a business turns the service on or off. */
export const readingServiceQueryKey = ['menu-analyses', 'reading-service'] as const

/** Whether a model service reads menus here, and whether it would read the caller's next upload. */
export async function getReadingService(signal?: AbortSignal): Promise<ReadingService> {
  return apiData(api.GET('/api/menu-analyses/reading-service', { signal }))
}

/**
 * The answer depends on who asks (an owner's business may have turned the service off), so a visitor's and
 * an owner's are cached apart: an owner who signs in from the landing is never told on the dashboard what a
 * visitor was told.
 */
export function readingServiceQueryOptions(audience: 'visitor' | 'owner') {
  return queryOptions({
    queryKey: [...readingServiceQueryKey, audience],
    queryFn: ({ signal }) => getReadingService(signal),
  })
}

export function useReadingService(audience: 'visitor' | 'owner') {
  return useQuery(readingServiceQueryOptions(audience))
}
