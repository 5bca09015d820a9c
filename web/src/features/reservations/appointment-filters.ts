import type { APPOINTMENT_FILTERS, Appointment } from '#domain/reservations/appointment.schema.ts'

export type AppointmentFilter = (typeof APPOINTMENT_FILTERS)[number]

/** Lower case without accents, so "maria" finds "María". */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The appointments the filter panel lets through (docs/product-spec.md §9): a status (all, confirmed,
 * pending) and a search on the client's name. "All" also shows cancelled and past ones, marked as such.
 */
export function filterAppointments(
  appointments: Appointment[],
  { status, search }: { status: AppointmentFilter; search: string },
): Appointment[] {
  const wanted = foldText(search)
  return appointments.filter(
    (appointment) =>
      (status === 'all' || appointment.status === status) &&
      (wanted === '' || foldText(appointment.client).includes(wanted)),
  )
}

/** Appointments by their date on the business's clock, each day's in time order. */
export function groupByDate(appointments: Appointment[]): Map<string, Appointment[]> {
  const days = new Map<string, Appointment[]>()
  const sorted = [...appointments].sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time))
  for (const appointment of sorted) {
    const day = days.get(appointment.date) ?? []
    day.push(appointment)
    days.set(appointment.date, day)
  }
  return days
}
