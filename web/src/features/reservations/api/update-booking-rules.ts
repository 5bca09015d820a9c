import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

/** Saves the booking rules (`PUT /api/booking-rules`). */
export async function updateBookingRules(rules: BookingRules) {
  return (await apiData(api.PUT('/api/booking-rules', { body: rules }))).rules
}

export function useUpdateBookingRules() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBookingRules,
    onSuccess: (rules) => {
      queryClient.setQueryData(reservationKeys.rules, rules)
      // Closed days and opening hours change how the calendar looks and which slots are free.
      return queryClient.invalidateQueries({ queryKey: reservationKeys.all })
    },
  })
}
