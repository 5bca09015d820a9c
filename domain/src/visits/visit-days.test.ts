import { describe, expect, it } from 'vitest'
import { daysEndingWith, lastDayOverEverywhere, visitDayAt } from './visit-days.ts'

describe('visitDayAt', () => {
  it('reads the day on the business’s clock, not the server’s', () => {
    const instant = new Date('2026-03-01T03:30:00Z')
    expect(visitDayAt(instant, 'Europe/Madrid')).toBe('2026-03-01')
    expect(visitDayAt(instant, 'America/Bogota')).toBe('2026-02-28')
    expect(visitDayAt(instant, 'Pacific/Kiritimati')).toBe('2026-03-01')
  })
})

describe('daysEndingWith', () => {
  it('lists the days oldest first, today last, across a month and a leap day', () => {
    expect(daysEndingWith('2028-03-02', 4)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02'])
  })

  it('keeps every day across a clock change (calendar days, not 24-hour steps)', () => {
    const days = daysEndingWith('2026-03-30', 30)
    expect(days).toHaveLength(30)
    expect(days[0]).toBe('2026-03-01')
    expect(new Set(days).size).toBe(30)
  })
})

describe('lastDayOverEverywhere', () => {
  it('is the day before the date at UTC−12, the last zone where a day ends', () => {
    // 11:59 UTC on the 2nd is still the 1st at UTC−12: the 1st is not over everywhere yet.
    expect(lastDayOverEverywhere(new Date('2026-05-02T11:59:00Z'))).toBe('2026-04-30')
    expect(lastDayOverEverywhere(new Date('2026-05-02T12:00:00Z'))).toBe('2026-05-01')
  })
})
