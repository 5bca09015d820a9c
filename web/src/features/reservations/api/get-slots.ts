import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { reservationKeys } from './query-keys.ts'

type SlotQuery = { date: string; partySize: number; serviceId: string | null }

/** A day's free slots for a party or a service (`GET /api/appointments/slots`). */
export async function getSlots({ date, partySize, serviceId }: SlotQuery, signal?: AbortSignal) {
  const query = serviceId ? { date, partySize, serviceId } : { date, partySize }
  return (await apiData(api.GET('/api/appointments/slots', { params: { query }, signal }))).slots
}

export function slotsQueryOptions(slot: SlotQuery) {
  return queryOptions({
    queryKey: reservationKeys.slots(slot.date, slot.partySize, slot.serviceId),
    queryFn: ({ signal }) => getSlots(slot, signal),
    // Places go as others book: a day's slots are read again each time the dialog asks.
    staleTime: 0,
  })
}

/**
 * Asks only for a valid date and party, and for a salon a chosen service (the server needs it to know the
 * length), as the dialog's fields may be half typed.
 */
export function useSlots(slot: SlotQuery, { needsService }: { needsService: boolean }) {
  const isComplete =
    /^\d{4}-\d{2}-\d{2}$/.test(slot.date) && slot.partySize >= 1 && (!needsService || slot.serviceId !== null)
  return useQuery({ ...slotsQueryOptions(slot), enabled: isComplete })
}
