import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { AUDIT_PAGE_SIZE, type AuditEvent } from '#domain/team/audit.ts'
import { api, apiData } from '../../../lib/api-client.ts'

// The session's business's audit log (decision 073), newest first, a page at a time: the next page is the
// events before the last one shown.

export const auditEventsQueryKey = ['audit-events'] as const

/** One page of the log: the newest events, or those before `before` (an event's `at`). */
export function getAuditEvents(before: string | undefined, signal?: AbortSignal) {
  return apiData(api.GET('/api/audit-events', { params: { query: before ? { before } : {} }, signal }))
}

/**
 * Where the next page starts: the last event's `at` when the page came back full, else none. The server
 * ends a full page before events sharing the next one's instant, so paging by the last `at` skips none; a
 * page it shortened that way has fewer events and, since its answer does not say more follow, ends the list
 * here (a known gap of decision 073: two events of one business in one millisecond).
 */
export function nextPageStart(events: readonly AuditEvent[]): string | undefined {
  return events.length >= AUDIT_PAGE_SIZE ? events.at(-1)?.at : undefined
}

export function auditEventsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: auditEventsQueryKey,
    queryFn: ({ pageParam, signal }) => getAuditEvents(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextPageStart(page.events),
  })
}

export function useAuditEvents() {
  return useInfiniteQuery(auditEventsQueryOptions())
}
