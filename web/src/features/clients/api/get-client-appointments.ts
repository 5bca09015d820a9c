import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { clientKeys } from './query-keys.ts'

/** A client's reservations, coming and past (`GET /api/clients/:id/appointments`). */
export async function getClientAppointments(id: string, signal?: AbortSignal) {
  const answer = await apiData(
    api.GET('/api/clients/{id}/appointments', { params: { path: { id } }, signal }),
  )
  return answer.appointments
}

export function clientAppointmentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: clientKeys.appointments(id),
    queryFn: ({ signal }) => getClientAppointments(id, signal),
  })
}

export function useClientAppointments(id: string) {
  return useQuery(clientAppointmentsQueryOptions(id))
}
