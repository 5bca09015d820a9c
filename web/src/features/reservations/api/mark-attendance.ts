import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

/** What became of an appointment once its time has passed: the client came, or did not. */
export type Attendance = 'completed' | 'no_show'

/** Marks a past appointment (`POST /api/appointments/:id/complete` or `/no-show`). */
export async function markAttendance({ id, attendance }: { id: string; attendance: Attendance }) {
  const params = { params: { path: { id } } }
  const answer = await apiData(
    attendance === 'completed'
      ? api.POST('/api/appointments/{id}/complete', params)
      : api.POST('/api/appointments/{id}/no-show', params),
  )
  return answer.appointment
}

export function useMarkAttendance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  })
}
