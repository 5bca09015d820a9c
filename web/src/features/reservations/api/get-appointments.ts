import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

/** The appointments between two business dates, inclusive, ordered by start (`GET /api/appointments`). */
export async function getAppointments(from: string, to: string, signal?: AbortSignal) {
  const answer = await apiData(api.GET('/api/appointments', { params: { query: { from, to } }, signal }))
  return answer.appointments
}

export function appointmentsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: reservationKeys.range(from, to),
    queryFn: ({ signal }) => getAppointments(from, to, signal),
    // Moving across months keeps the grid on screen until the next month's appointments arrive.
    placeholderData: keepPreviousData,
  })
}

export function useAppointments(from: string, to: string) {
  return useQuery(appointmentsQueryOptions(from, to))
}
