import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

export const supportMessagesKey = ['support-messages'] as const

/** The business's latest support messages, newest first. */
export function getSupportMessages(signal?: AbortSignal) {
  return apiData(api.GET('/api/support-messages', { signal }))
}

export function supportMessagesQueryOptions() {
  return queryOptions({ queryKey: supportMessagesKey, queryFn: ({ signal }) => getSupportMessages(signal) })
}

export function useSupportMessages() {
  return useQuery(supportMessagesQueryOptions())
}
