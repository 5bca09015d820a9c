import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

/** A pending appointment becomes confirmed (`POST /api/appointments/:id/confirm`). */
export async function confirmAppointment(id: string) {
  const answer = await apiData(api.POST('/api/appointments/{id}/confirm', { params: { path: { id } } }))
  return answer.appointment
}

export function useConfirmAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  })
}
