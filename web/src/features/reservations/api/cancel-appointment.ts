import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

/** A pending or confirmed appointment is cancelled, freeing its place (`POST /api/appointments/:id/cancel`). */
export async function cancelAppointment(id: string) {
  const answer = await apiData(api.POST('/api/appointments/{id}/cancel', { params: { path: { id } } }))
  return answer.appointment
}

export function useCancelAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  })
}
