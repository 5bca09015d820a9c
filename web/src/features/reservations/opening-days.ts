import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { weekdayOf } from './calendar-month.ts'

/**
 * Whether the business takes no bookings that day: a closed date, or a weekday without any opening range.
 * (A range of the day before that runs past midnight does not open the day: bookings start within a range.)
 */
export function isClosedDay(date: string, rules: Pick<BookingRules, 'horario' | 'diasCerrados'>): boolean {
  if (rules.diasCerrados.includes(date)) return true
  const weekday = weekdayOf(date)
  return !rules.horario.some((range) => range.dia === weekday)
}
