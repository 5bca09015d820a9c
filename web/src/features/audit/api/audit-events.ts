import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

// The session's business's audit log (decision 073), newest first, a page at a time: the next page is the
// events before the last one shown.

export const auditEventsQueryKey = ['audit-events'] as const

/** One page of the log: the newest events, or those before `before` (an event's `at`). */
export function getAuditEvents(before: string | undefined, signal?: AbortSignal) {
  return apiData(api.GET('/api/audit-events', { params: { query: before ? { before } : {} }, signal }))
}

export function auditEventsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: auditEventsQueryKey,
    queryFn: ({ pageParam, signal }) => getAuditEvents(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // The server says where the next page starts (a page cut short before an instant's events is not the end).
    getNextPageParam: (page) => page.next ?? undefined,
  })
}

export function useAuditEvents() {
  return useInfiniteQuery(auditEventsQueryOptions())
}
