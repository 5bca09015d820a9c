import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OwnerAppointmentInput } from '#domain/reservations/appointment.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

/** Books an appointment by hand, a phone booking (`POST /api/appointments`). */
export async function createAppointment(input: OwnerAppointmentInput) {
  return (await apiData(api.POST('/api/appointments', { body: input }))).appointment
}

export function useCreateAppointment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  })
}
