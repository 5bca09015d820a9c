import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OwnerAppointmentInput } from '#domain/reservations/appointment.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

export type AppointmentChange = { id: string; input: OwnerAppointmentInput }

/** Replaces an appointment's fields with the dialog's (`PUT /api/appointments/:id`). */
export async function updateAppointment({ id, input }: AppointmentChange) {
  const answer = await apiData(api.PUT('/api/appointments/{id}', { params: { path: { id } }, body: input }))
  return answer.appointment
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  })
}
