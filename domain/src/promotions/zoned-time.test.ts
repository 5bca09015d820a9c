import { describe, expect, it } from 'vitest'
import { instantOfWallClock, wallClockAt, wallClockText, zoneOffsetAt } from './zoned-time.ts'

const MADRID = 'Europe/Madrid'
const BOGOTA = 'America/Bogota'
const hour = 3_600_000

describe('zoned time', () => {
  it('reads the clock and the weekday of a zone', () => {
    const clock = wallClockAt(new Date('2026-12-01T22:30:00Z'), BOGOTA)
    expect(clock).toEqual({ year: 2026, month: 12, day: 1, hour: 17, minute: 30, second: 0, weekday: 2 })
    expect(zoneOffsetAt(new Date('2026-01-15T12:00:00Z'), MADRID)).toBe(hour)
    expect(zoneOffsetAt(new Date('2026-07-15T12:00:00Z'), MADRID)).toBe(2 * hour)
  })

  it('turns a typed wall-clock time into its instant and back', () => {
    expect(instantOfWallClock('2026-12-01T17:30', BOGOTA)?.toISOString()).toBe('2026-12-01T22:30:00.000Z')
    expect(instantOfWallClock('2026-07-01T09:00', MADRID)?.toISOString()).toBe('2026-07-01T07:00:00.000Z')
    expect(wallClockText(new Date('2026-07-01T07:00:00Z'), MADRID)).toBe('2026-07-01T09:00')
  })

  it('reads a time skipped by the spring change forward, and a repeated one as its first occurrence', () => {
    // Madrid: 2026-03-29 02:00 → 03:00; 2026-10-25 03:00 → 02:00.
    expect(instantOfWallClock('2026-03-29T02:30', MADRID)?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(instantOfWallClock('2026-10-25T02:30', MADRID)?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it('refuses what is not a date-time', () => {
    expect(instantOfWallClock('mañana', MADRID)).toBeNull()
    expect(instantOfWallClock('2026-02-30T10:00', MADRID)).toBeNull()
  })
})
