import { describe, expect, it } from 'vitest'
import { isOpenAt } from './open-now.ts'

// Bogotá is UTC−5 all year: 17:00Z is 12:00 there.
const at = (iso: string) => new Date(iso)
const BOGOTA = 'America/Bogota'

describe('open now', () => {
  const hours = [
    { dia: 1, desde: '12:00', hasta: '15:00' },
    { dia: 5, desde: '20:00', hasta: '01:00' },
  ]

  it('is open from a range’s start to just before its end, on its weekday only', () => {
    expect(isOpenAt(hours, at('2026-12-07T16:59:00Z'), BOGOTA)).toBe(false) // Monday 11:59
    expect(isOpenAt(hours, at('2026-12-07T17:00:00Z'), BOGOTA)).toBe(true) // Monday 12:00
    expect(isOpenAt(hours, at('2026-12-07T19:59:00Z'), BOGOTA)).toBe(true) // Monday 14:59
    expect(isOpenAt(hours, at('2026-12-07T20:00:00Z'), BOGOTA)).toBe(false) // Monday 15:00
    expect(isOpenAt(hours, at('2026-12-08T17:00:00Z'), BOGOTA)).toBe(false) // Tuesday 12:00
  })

  it('runs a range past midnight into the next day', () => {
    expect(isOpenAt(hours, at('2026-12-12T01:00:00Z'), BOGOTA)).toBe(true) // Friday 20:00
    expect(isOpenAt(hours, at('2026-12-12T05:30:00Z'), BOGOTA)).toBe(true) // Saturday 00:30
    expect(isOpenAt(hours, at('2026-12-12T06:00:00Z'), BOGOTA)).toBe(false) // Saturday 01:00
    expect(isOpenAt(hours, at('2026-12-13T05:30:00Z'), BOGOTA)).toBe(false) // Sunday 00:30
  })

  it('wraps Sunday’s late range into Monday', () => {
    const sunday = [{ dia: 7, desde: '22:00', hasta: '02:00' }]
    expect(isOpenAt(sunday, at('2026-12-07T06:00:00Z'), BOGOTA)).toBe(true) // Monday 01:00
  })

  it('is closed with no hours at all', () => {
    expect(isOpenAt([], at('2026-12-07T17:00:00Z'), BOGOTA)).toBe(false)
  })
})
