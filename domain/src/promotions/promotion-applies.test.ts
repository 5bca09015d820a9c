import { describe, expect, it } from 'vitest'
import type { WeeklyWindow } from './promotion.schema.ts'
import { isPromotionLive, nextPromotionBoundary, type PromotionSchedule } from './promotion-applies.ts'

const MADRID = 'Europe/Madrid'
const BOGOTA = 'America/Bogota'
const at = (iso: string) => new Date(iso)
const always = (change: Partial<PromotionSchedule> = {}): PromotionSchedule => ({
  activo: true,
  fechaInicio: null,
  fechaFin: null,
  franjaSemanal: null,
  ...change,
})
const weekly = (dias: number[], desde: string, hasta: string): PromotionSchedule =>
  always({ franjaSemanal: { dias, desde, hasta } as WeeklyWindow })

describe('isPromotionLive', () => {
  it('follows the switch and the dates, from the start included to the end excluded', () => {
    const dated = always({ fechaInicio: '2026-12-01T05:00:00.000Z', fechaFin: '2026-12-08T05:00:00.000Z' })
    expect(isPromotionLive(dated, at('2026-12-01T04:59:59.999Z'), BOGOTA)).toBe(false)
    expect(isPromotionLive(dated, at('2026-12-01T05:00:00.000Z'), BOGOTA)).toBe(true)
    expect(isPromotionLive(dated, at('2026-12-08T04:59:59.999Z'), BOGOTA)).toBe(true)
    expect(isPromotionLive(dated, at('2026-12-08T05:00:00.000Z'), BOGOTA)).toBe(false)
    expect(isPromotionLive({ ...dated, activo: false }, at('2026-12-03T12:00:00Z'), BOGOTA)).toBe(false)
  })

  it('reads a weekly window on the business clock', () => {
    // Monday to Thursday 17:00–19:00 in Bogotá (UTC−5); 2026-12-07 is a Monday.
    const happyHour = weekly([1, 2, 3, 4], '17:00', '19:00')
    expect(isPromotionLive(happyHour, at('2026-12-07T21:59:00Z'), BOGOTA)).toBe(false)
    expect(isPromotionLive(happyHour, at('2026-12-07T22:00:00Z'), BOGOTA)).toBe(true)
    expect(isPromotionLive(happyHour, at('2026-12-08T00:00:00Z'), BOGOTA)).toBe(false)
    // Friday 18:00 is not one of its days.
    expect(isPromotionLive(happyHour, at('2026-12-11T23:00:00Z'), BOGOTA)).toBe(false)
  })

  it('runs a window past midnight into the next day, from the day it opens', () => {
    // Fridays 22:00–02:00: Saturday 01:00 is inside, Friday 01:00 (Thursday's night) is not.
    const lateNight = weekly([5], '22:00', '02:00')
    expect(isPromotionLive(lateNight, at('2026-12-12T06:00:00Z'), BOGOTA)).toBe(true)
    expect(isPromotionLive(lateNight, at('2026-12-12T07:00:00Z'), BOGOTA)).toBe(false)
    expect(isPromotionLive(lateNight, at('2026-12-11T06:00:00Z'), BOGOTA)).toBe(false)
  })

  it('keeps the window on the wall clock across summer and winter time in Madrid', () => {
    const evening = weekly([1, 2, 3, 4, 5, 6, 7], '17:00', '19:00')
    expect(isPromotionLive(evening, at('2026-07-01T15:00:00Z'), MADRID)).toBe(true)
    expect(isPromotionLive(evening, at('2026-07-01T17:00:00Z'), MADRID)).toBe(false)
    expect(isPromotionLive(evening, at('2026-12-01T15:00:00Z'), MADRID)).toBe(false)
    expect(isPromotionLive(evening, at('2026-12-01T16:00:00Z'), MADRID)).toBe(true)
  })

  it('opens a window whose start the spring change skips when the clock jumps past it', () => {
    // 2026-03-29: Madrid goes from 02:00 CET (01:00Z) straight to 03:00 CEST.
    const night = weekly([7], '02:30', '04:00')
    expect(isPromotionLive(night, at('2026-03-29T00:59:00Z'), MADRID)).toBe(false)
    expect(isPromotionLive(night, at('2026-03-29T01:00:00Z'), MADRID)).toBe(true)
    expect(isPromotionLive(night, at('2026-03-29T01:59:00Z'), MADRID)).toBe(true)
    expect(isPromotionLive(night, at('2026-03-29T02:00:00Z'), MADRID)).toBe(false)
  })

  it('closes a window once when the autumn change repeats its closing time', () => {
    // 2026-10-25: Madrid goes from 03:00 CEST (01:00Z) back to 02:00 CET, so 02:00–03:00 happens twice.
    const saturdayNight = weekly([6], '22:00', '02:30')
    expect(isPromotionLive(saturdayNight, at('2026-10-25T00:29:00Z'), MADRID)).toBe(true)
    expect(isPromotionLive(saturdayNight, at('2026-10-25T00:30:00Z'), MADRID)).toBe(false)
    // 02:15 again, on winter time: the window has closed and stays closed.
    expect(isPromotionLive(saturdayNight, at('2026-10-25T01:15:00Z'), MADRID)).toBe(false)
  })
})

describe('nextPromotionBoundary', () => {
  it('is the nearest start or end ahead', () => {
    const now = at('2026-12-01T12:00:00Z')
    const later = always({ fechaInicio: '2026-12-05T00:00:00.000Z', fechaFin: '2026-12-09T00:00:00.000Z' })
    const ending = always({ fechaFin: '2026-12-07T00:00:00.000Z' })
    expect(nextPromotionBoundary([later, ending], now, BOGOTA)?.toISOString()).toBe(
      '2026-12-05T00:00:00.000Z',
    )
    expect(nextPromotionBoundary([later, ending], at('2026-12-05T00:00:00Z'), BOGOTA)?.toISOString()).toBe(
      '2026-12-07T00:00:00.000Z',
    )
  })

  it('is null when nothing changes without an edit', () => {
    const now = at('2026-12-01T12:00:00Z')
    expect(nextPromotionBoundary([], now, BOGOTA)).toBeNull()
    expect(nextPromotionBoundary([always()], now, BOGOTA)).toBeNull()
    expect(
      nextPromotionBoundary(
        [always({ activo: false, fechaInicio: '2027-01-01T00:00:00.000Z' })],
        now,
        BOGOTA,
      ),
    ).toBeNull()
    expect(nextPromotionBoundary([always({ fechaFin: '2026-11-01T00:00:00.000Z' })], now, BOGOTA)).toBeNull()
  })

  it('finds the next opening or closing of a weekly window, a weekend away if need be', () => {
    const happyHour = weekly([1, 2, 3, 4], '17:00', '19:00')
    const next = (iso: string) => nextPromotionBoundary([happyHour], at(iso), BOGOTA)?.toISOString()
    expect(next('2026-12-07T17:00:00Z')).toBe('2026-12-07T22:00:00.000Z')
    expect(next('2026-12-07T22:00:00Z')).toBe('2026-12-08T00:00:00.000Z')
    // Thursday 20:00 → Monday 17:00.
    expect(next('2026-12-11T01:00:00Z')).toBe('2026-12-14T22:00:00.000Z')
  })

  it('counts a window only inside the dates', () => {
    const dated = {
      ...weekly([1, 2, 3, 4, 5, 6, 7], '17:00', '19:00'),
      fechaInicio: '2026-12-10T05:00:00.000Z',
      fechaFin: '2026-12-10T23:00:00.000Z',
    }
    const next = (iso: string) => nextPromotionBoundary([dated], at(iso), BOGOTA)?.toISOString()
    expect(next('2026-12-07T12:00:00Z')).toBe('2026-12-10T05:00:00.000Z')
    expect(next('2026-12-10T05:00:00Z')).toBe('2026-12-10T22:00:00.000Z')
    // The end comes before the window closes at 19:00 (00:00Z).
    expect(next('2026-12-10T22:00:00Z')).toBe('2026-12-10T23:00:00.000Z')
  })

  // Walks from boundary to boundary over both of Madrid's 2026 clock changes: between two boundaries the
  // promotion never changes (checked every 5 minutes), and at each boundary it does.
  it.each([
    ['2026-03-27T00:00:00Z', '2026-04-01T00:00:00Z'],
    ['2026-10-23T00:00:00Z', '2026-10-28T00:00:00Z'],
  ])('reports exactly the instants a window changes, %s to %s', (from, to) => {
    const windows = [weekly([1, 2, 3, 4, 5, 6, 7], '02:30', '04:00'), weekly([5, 6, 7], '22:00', '02:30')]
    for (const promotion of windows) {
      let instant = at(from)
      let changes = 0
      while (instant < at(to)) {
        const boundary = nextPromotionBoundary([promotion], instant, MADRID) as Date
        expect(boundary.getTime()).toBeGreaterThan(instant.getTime())
        const live = isPromotionLive(promotion, instant, MADRID)
        for (let step = instant.getTime(); step < boundary.getTime(); step += 5 * 60_000) {
          expect(isPromotionLive(promotion, new Date(step), MADRID)).toBe(live)
        }
        expect(isPromotionLive(promotion, new Date(boundary.getTime() - 1), MADRID)).toBe(live)
        expect(isPromotionLive(promotion, boundary, MADRID)).toBe(!live)
        instant = boundary
        changes++
      }
      expect(changes).toBeGreaterThanOrEqual(6)
    }
  })
})
