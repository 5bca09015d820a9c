import { describe, expect, it } from 'vitest'
import {
  ALWAYS,
  type Availability,
  AvailabilitySchema,
  isServedAt,
  nextAvailabilityEdge,
  servingAt,
} from './availability.ts'

const MADRID = 'Europe/Madrid'
const weekdayLunch: Availability = {
  windows: [{ dias: [1, 2, 3, 4, 5], desde: '13:00', hasta: '16:00' }],
  dates: [],
  hideWhenClosed: false,
}
const served = (availability: Availability, iso: string) => isServedAt(availability, new Date(iso), MADRID)
const edge = (availability: Availability, iso: string) =>
  nextAvailabilityEdge(availability, new Date(iso), MADRID)?.toISOString() ?? null

describe('when a dish is served', () => {
  it('is always served when nothing is set', () => {
    expect(served(ALWAYS, '2026-12-06T03:00:00Z')).toBe(true)
    expect(edge(ALWAYS, '2026-12-06T03:00:00Z')).toBeNull()
  })

  it('follows weekday hours on the business’s clock', () => {
    // Monday 2026-12-07, Madrid is UTC+1: 13:00 local is 12:00Z.
    expect(served(weekdayLunch, '2026-12-07T11:59:00Z')).toBe(false)
    expect(served(weekdayLunch, '2026-12-07T12:00:00Z')).toBe(true)
    expect(served(weekdayLunch, '2026-12-07T15:00:00Z')).toBe(false)
    // Saturday at 14:00 local.
    expect(served(weekdayLunch, '2026-12-12T13:00:00Z')).toBe(false)
    expect(edge(weekdayLunch, '2026-12-07T09:00:00Z')).toBe('2026-12-07T12:00:00.000Z')
    expect(edge(weekdayLunch, '2026-12-07T12:30:00Z')).toBe('2026-12-07T15:00:00.000Z')
    // Friday after lunch: next Monday.
    expect(edge(weekdayLunch, '2026-12-11T16:00:00Z')).toBe('2026-12-14T12:00:00.000Z')
  })

  it('keeps its local hours across the spring clock change', () => {
    // Monday 2026-03-30 is in summer time (UTC+2): 13:00 local is 11:00Z.
    expect(served(weekdayLunch, '2026-03-30T11:00:00Z')).toBe(true)
    expect(served(weekdayLunch, '2026-03-30T14:30:00Z')).toBe(false)
    expect(edge(weekdayLunch, '2026-03-27T16:00:00Z')).toBe('2026-03-30T11:00:00.000Z')
  })

  it('runs past midnight into the next day', () => {
    const lateNight: Availability = { ...ALWAYS, windows: [{ dias: [5], desde: '22:00', hasta: '02:00' }] }
    // Saturday 01:00 local belongs to Friday's opening.
    expect(served(lateNight, '2026-12-12T00:00:00Z')).toBe(true)
    expect(served(lateNight, '2026-12-12T01:30:00Z')).toBe(false)
  })

  it('serves on the days of its date ranges only, both ends included, with the edges at local midnight', () => {
    const summer: Availability = { ...ALWAYS, dates: [{ from: '2026-06-01', to: '2026-09-30' }] }
    expect(served(summer, '2026-05-31T21:59:00Z')).toBe(false)
    expect(served(summer, '2026-05-31T22:00:00Z')).toBe(true)
    expect(served(summer, '2026-09-30T21:59:00Z')).toBe(true)
    expect(served(summer, '2026-09-30T22:00:00Z')).toBe(false)
    expect(edge(summer, '2026-05-01T00:00:00Z')).toBe('2026-05-31T22:00:00.000Z')
    expect(edge(summer, '2026-07-01T00:00:00Z')).toBe('2026-09-30T22:00:00.000Z')
  })

  it('needs both the day and the hour when both are set', () => {
    const summerLunch: Availability = { ...weekdayLunch, dates: [{ from: '2026-12-08', to: '2026-12-08' }] }
    expect(served(summerLunch, '2026-12-07T12:30:00Z')).toBe(false)
    expect(served(summerLunch, '2026-12-08T12:30:00Z')).toBe(true)
  })
})

describe('how a dish stands for the diner now', () => {
  const at = (availability: Availability, iso: string) => servingAt(availability, new Date(iso), MADRID)

  it('says when it opens later the same day', () => {
    expect(at(weekdayLunch, '2026-12-07T08:00:00Z')).toEqual({ kind: 'later', opensAt: '13:00' })
    expect(at(weekdayLunch, '2026-12-07T12:10:00Z')).toEqual({ kind: 'served' })
  })

  it('is closed once the day’s hours are over, or on a day without them', () => {
    expect(at(weekdayLunch, '2026-12-07T16:00:00Z')).toEqual({ kind: 'closed' })
    expect(at(weekdayLunch, '2026-12-12T08:00:00Z')).toEqual({ kind: 'closed' })
  })

  it('finds a second window of the same day', () => {
    const twoServices: Availability = {
      ...ALWAYS,
      windows: [
        { dias: [1], desde: '13:00', hasta: '16:00' },
        { dias: [1], desde: '20:00', hasta: '23:30' },
      ],
    }
    expect(at(twoServices, '2026-12-07T16:00:00Z')).toEqual({ kind: 'later', opensAt: '20:00' })
  })
})

describe('availability as typed', () => {
  it('refuses a date range that ends before it starts, at its field', () => {
    const result = AvailabilitySchema.safeParse({ dates: [{ from: '2026-06-10', to: '2026-06-01' }] })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['dates', 0, 'to'],
      message: 'availability.errors.rangeOrder',
    })
  })

  it('refuses a window that opens and closes at the same time, and a date that is not one', () => {
    expect(
      AvailabilitySchema.safeParse({ windows: [{ dias: [1], desde: '13:00', hasta: '13:00' }] }).success,
    ).toBe(false)
    expect(AvailabilitySchema.safeParse({ dates: [{ from: '2026-02-31', to: '2026-03-01' }] }).success).toBe(
      false,
    )
  })

  it('fills what is not sent with “always”', () => {
    expect(AvailabilitySchema.parse({})).toEqual(ALWAYS)
  })
})

describe('a dish inside its category’s hours', () => {
  it('is served only when both serve it, and opens when the later of the two does', () => {
    const breakfast: Availability = {
      ...ALWAYS,
      windows: [{ dias: [1, 2, 3, 4, 5, 6, 7], desde: '08:00', hasta: '12:00' }],
    }
    const fromTen: Availability = {
      ...ALWAYS,
      windows: [{ dias: [1, 2, 3, 4, 5, 6, 7], desde: '10:00', hasta: '23:00' }],
    }
    // Monday 09:00 in Madrid.
    expect(servingAt([breakfast, fromTen], new Date('2026-12-07T08:00:00Z'), MADRID)).toEqual({
      kind: 'later',
      opensAt: '10:00',
    })
    expect(servingAt([breakfast, fromTen], new Date('2026-12-07T10:00:00Z'), MADRID)).toEqual({
      kind: 'served',
    })
    expect(servingAt([breakfast, fromTen], new Date('2026-12-07T11:00:00Z'), MADRID)).toEqual({
      kind: 'closed',
    })
  })
})
