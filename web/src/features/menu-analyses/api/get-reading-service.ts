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

/**
 * The model service's host when the next upload would be sent to it; null otherwise, and while that is not
 * known (loading, or the question failed): the upload is never held up by it, and one made before the
 * person was told is read on the server only (the upload names the service it was told of). Also null in
 * the markup rendered at build time, which fetches nothing, so the page takes it over without a difference.
 */
export function useModelHost(audience: 'visitor' | 'owner'): string | null {
  const service = useReadingService(audience).data
  return service?.isOn ? service.host : null
}
