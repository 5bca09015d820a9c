import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

/** The owner's visits report: the last 30 days by source, the most opened categories, the cards' views. */
export async function getVisits(signal?: AbortSignal) {
  return apiData(api.GET('/api/visits', { signal }))
}

export const visitKeys = { report: ['visits', 'report'] as const }

export function visitsQueryOptions() {
  return queryOptions({ queryKey: visitKeys.report, queryFn: ({ signal }) => getVisits(signal) })
}

export function useVisits() {
  return useQuery(visitsQueryOptions())
}
