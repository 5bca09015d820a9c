import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

/** The business's booking rules, the defaults until saved (`GET /api/booking-rules`). */
export async function getBookingRules(signal?: AbortSignal) {
  return (await apiData(api.GET('/api/booking-rules', { signal }))).rules
}

export function bookingRulesQueryOptions() {
  return queryOptions({ queryKey: reservationKeys.rules, queryFn: ({ signal }) => getBookingRules(signal) })
}

export function useBookingRules() {
  return useQuery(bookingRulesQueryOptions())
}
