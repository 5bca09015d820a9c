import { describe, expect, it } from 'vitest'
import { checkBookingTime, isBookableAt } from './booking-check.ts'
import { type BookingRules, DEFAULT_BOOKING_RULES } from './booking-rules.schema.ts'
import { daySlots } from './day-slots.ts'

const rules: BookingRules = {
  ...DEFAULT_BOOKING_RULES,
  antelacionMinimaMinutos: 60,
  horizonteDias: 10,
  diasCerrados: ['2026-12-08'],
}
const BOGOTA = 'America/Bogota'
// Wednesday 2026-12-02, 19:00 in Bogotá.
const now = new Date('2026-12-03T00:00:00Z')
const check = (date: string, time: string, isOutsideHoursAllowed = false) =>
  checkBookingTime(rules, { date, time, isOutsideHoursAllowed }, now, BOGOTA)

describe('checkBookingTime', () => {
  it('accepts a slot of the date and answers its instant', () => {
    expect(check('2026-12-02', '20:00')).toEqual({ start: new Date('2026-12-03T01:00:00Z'), refusal: null })
  })

  it('refuses a time already past, then one inside the minimum notice', () => {
    expect(check('2026-12-02', '13:00').refusal).toBe('past')
    expect(check('2026-12-02', '19:30').refusal).toBe('too_soon')
    expect(check('2026-12-02', '20:00').refusal).toBeNull()
  })

  it('refuses a date after today plus the horizon, on the business clock', () => {
    expect(check('2026-12-12', '13:00').refusal).toBeNull()
    expect(check('2026-12-13', '13:00').refusal).toBe('beyond_horizon')
  })

  it('refuses a closed date, and a time that is no slot, unless the owner books outside hours', () => {
    expect(check('2026-12-08', '13:00').refusal).toBe('closed_date')
    expect(check('2026-12-04', '17:00').refusal).toBe('outside_hours')
    expect(check('2026-12-04', '13:15').refusal).toBe('outside_hours')
    expect(check('2026-12-04', '17:00', true).refusal).toBeNull()
    expect(check('2026-12-08', '13:00', true).refusal).toBeNull()
  })

  it('refuses a time the clock skips and a date that does not exist, even outside hours', () => {
    const madridNight = { ...rules, horario: [{ dia: 7, desde: '01:00', hasta: '04:00' }] }
    const before = new Date('2026-03-20T12:00:00Z')
    const at = (time: string) =>
      checkBookingTime(
        madridNight,
        { date: '2026-03-29', time, isOutsideHoursAllowed: true },
        before,
        'Europe/Madrid',
      )
    expect(at('02:30').refusal).toBe('skipped_time')
    expect(at('03:00')).toEqual({ start: new Date('2026-03-29T01:00:00Z'), refusal: null })
    expect(check('2026-02-30', '13:00', true).refusal).toBe('no_such_date')
  })
})

describe('isBookableAt', () => {
  it('keeps the slots from now plus the notice up to the horizon', () => {
    const today = daySlots(rules, '2026-12-02', BOGOTA).filter((slot) =>
      isBookableAt(rules, slot, now, BOGOTA),
    )
    expect(today.map((slot) => slot.time)).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
    ])
    const last = daySlots(rules, '2026-12-12', BOGOTA)
    expect(last.every((slot) => isBookableAt(rules, slot, now, BOGOTA))).toBe(true)
    const beyond = daySlots(rules, '2026-12-13', BOGOTA)
    expect(beyond.some((slot) => isBookableAt(rules, slot, now, BOGOTA))).toBe(false)
  })
})
