/** The cache entries of reservations: appointments by date range, a day's free slots, the booking rules. */
export const reservationKeys = {
  all: ['reservations'] as const,
  appointments: ['reservations', 'appointments'] as const,
  range: (from: string, to: string) => ['reservations', 'appointments', from, to] as const,
  slots: (date: string, partySize: number, serviceId: string | null) =>
    ['reservations', 'slots', date, partySize, serviceId] as const,
  rules: ['reservations', 'rules'] as const,
}
