import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { type SentSupportMessage, SentSupportMessageSchema } from '#domain/support/support-message.schema.ts'
import { requestApi } from '../../../lib/api.ts'

export const supportMessagesKey = ['support-messages'] as const

/** The business's latest support messages, newest first (`GET /api/support-messages`). */
export async function getSupportMessages(signal?: AbortSignal): Promise<SentSupportMessage[]> {
  return z.array(SentSupportMessageSchema).parse(await requestApi('/api/support-messages', { signal }))
}

export function supportMessagesQueryOptions() {
  return queryOptions({ queryKey: supportMessagesKey, queryFn: ({ signal }) => getSupportMessages(signal) })
}

export function useSupportMessages() {
  return useQuery(supportMessagesQueryOptions())
}
