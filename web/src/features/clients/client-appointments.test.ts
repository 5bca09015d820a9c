import { describe, expect, it } from 'vitest'
import { formatLocalDate, splitAppointments } from './client-appointments.ts'
import { buildClientAppointment } from './testing/fake-clients.ts'

const at = (id: string, start: string) =>
  buildClientAppointment({ id, start, date: start.slice(0, 10), time: start.slice(11, 16) })

describe('splitAppointments', () => {
  it('lists the coming ones soonest first and the past ones latest first', () => {
    const now = new Date('2026-12-10T12:00:00Z')
    const { coming, past } = splitAppointments(
      [
        at('old', '2026-11-01T19:00:00Z'),
        at('next-week', '2026-12-17T19:00:00Z'),
        at('yesterday', '2026-12-09T19:00:00Z'),
        at('tomorrow', '2026-12-11T19:00:00Z'),
      ],
      now,
    )
    expect(coming.map((each) => each.id)).toEqual(['tomorrow', 'next-week'])
    expect(past.map((each) => each.id)).toEqual(['yesterday', 'old'])
  })
})

describe('formatLocalDate', () => {
  it('writes the business’s date as it is, whatever the browser’s zone', () => {
    expect(formatLocalDate('2026-12-03', 'es')).toBe('jue, 3 dic 2026')
    expect(formatLocalDate('2026-12-03', 'en')).toBe('Thu, Dec 3, 2026')
  })
})
