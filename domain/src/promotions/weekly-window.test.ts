import { describe, expect, it } from 'vitest'
import type { WeeklyWindow } from './promotion.schema.ts'
import { endOfBusinessDay, isInsideWeeklyWindow, nextWindowEdge } from './weekly-window.ts'

const MADRID = 'Europe/Madrid'
const window = (dias: number[], desde: string, hasta: string) => ({ dias, desde, hasta }) as WeeklyWindow
const next = (w: WeeklyWindow, iso: string) => nextWindowEdge(w, new Date(iso), MADRID)?.toISOString()

describe('weekly window edges in Madrid', () => {
  it('opens at the jump when the spring change skips its opening time', () => {
    // 2026-03-29 (a Sunday): 02:00 CET (01:00Z) becomes 03:00 CEST, so 02:30 never shows on the clock.
    expect(next(window([7], '02:30', '04:00'), '2026-03-29T00:00:00Z')).toBe('2026-03-29T01:00:00.000Z')
    expect(next(window([7], '02:30', '04:00'), '2026-03-29T01:00:00Z')).toBe('2026-03-29T02:00:00.000Z')
  })

  it('uses the first of the two 02:30s when the autumn change repeats the hour', () => {
    // 2026-10-25 (a Sunday): 03:00 CEST (01:00Z) becomes 02:00 CET.
    const saturdayNight = window([6], '23:00', '02:30')
    expect(next(saturdayNight, '2026-10-24T21:00:00Z')).toBe('2026-10-25T00:30:00.000Z')
    expect(isInsideWeeklyWindow(saturdayNight, new Date('2026-10-25T01:30:00Z'), MADRID)).toBe(false)
  })

  it('finds next week’s opening for a window of one day', () => {
    // Monday 2026-12-07 at 12:00 CET, window Mondays 09:00–10:00: next Monday 09:00 CET.
    expect(next(window([1], '09:00', '10:00'), '2026-12-07T11:00:00Z')).toBe('2026-12-14T08:00:00.000Z')
  })
})

describe('the end of the business day', () => {
  const end = (iso: string, timeZone = MADRID) => endOfBusinessDay(new Date(iso), timeZone).toISOString()

  it('is the next midnight on the business’s clock, not the server’s', () => {
    // 23:30 in Madrid on 2026-12-06 is 22:30Z: the day ends half an hour later.
    expect(end('2026-12-06T22:30:00Z')).toBe('2026-12-06T23:00:00.000Z')
    // 00:10 in Madrid is already the next day, which ends at its own midnight.
    expect(end('2026-12-06T23:10:00Z')).toBe('2026-12-07T23:00:00.000Z')
    // Bogotá is five hours behind UTC all year.
    expect(end('2026-12-07T03:00:00Z', 'America/Bogota')).toBe('2026-12-07T05:00:00.000Z')
  })

  it('lasts 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    expect(end('2026-03-29T00:00:00Z')).toBe('2026-03-29T22:00:00.000Z')
    expect(end('2026-10-25T00:00:00Z')).toBe('2026-10-25T23:00:00.000Z')
  })
})
