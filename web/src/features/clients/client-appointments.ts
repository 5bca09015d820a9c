import type { Appointment } from '#domain/reservations/appointment.schema.ts'

/**
 * A client's reservations as their page lists them: those still to come, soonest first, and those whose start
 * has passed, latest first.
 */
export function splitAppointments(appointments: Appointment[], now: Date) {
  const byStart = [...appointments].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const isComing = (appointment: Appointment) => Date.parse(appointment.start) >= now.getTime()
  return { coming: byStart.filter(isComing), past: byStart.filter((each) => !isComing(each)).reverse() }
}

/** A business date ("2026-12-03") in the page's language ("jue, 3 dic 2026"), as written: no clock shifts it. */
export function formatLocalDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'short',
    dateStyle: undefined,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`))
}
