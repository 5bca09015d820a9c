import { describe, expect, it } from 'vitest'
import { addMonths, gridRange, monthCells, todayIn, weekdayOf } from './calendar-month.ts'

describe('The month grid', () => {
  it('starts on Monday in Spanish: November 2026 (1st a Sunday) needs six weeks, 42 cells', () => {
    const cells = monthCells({ year: 2026, month: 11 }, 1)
    expect(cells).toHaveLength(42)
    expect(cells[0]).toEqual({ date: '2026-10-26', day: 26, weekday: 1, isInMonth: false })
    expect(cells[6]?.date).toBe('2026-11-01')
    expect(cells.at(-1)).toMatchObject({ date: '2026-12-06', isInMonth: false })
  })

  it('starts on Sunday in English: the same month fits in 35 cells from the 1st', () => {
    const cells = monthCells({ year: 2026, month: 11 }, 7)
    expect(cells).toHaveLength(35)
    expect(cells[0]).toEqual({ date: '2026-11-01', day: 1, weekday: 7, isInMonth: true })
    expect(gridRange(cells)).toEqual({ from: '2026-11-01', to: '2026-12-05' })
  })

  it('keeps a February of exactly four weeks at 35 cells, a leading and a trailing week outside it', () => {
    // February 2027 starts on a Monday and has 28 days.
    const cells = monthCells({ year: 2027, month: 2 }, 1)
    expect(cells).toHaveLength(35)
    expect(cells.filter((cell) => cell.isInMonth)).toHaveLength(28)
    expect(cells[0]?.date).toBe('2027-02-01')
  })

  it('moves across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
  })

  it('reads today on the business’s clock, not the browser’s', () => {
    // 04:30 UTC on 1 April is still 31 March in Bogotá (UTC−5), already 1 April in Madrid.
    const now = new Date('2026-04-01T04:30:00Z')
    expect(todayIn('America/Bogota', now)).toBe('2026-03-31')
    expect(todayIn('Europe/Madrid', now)).toBe('2026-04-01')
    expect(weekdayOf('2026-03-31')).toBe(2)
  })
})
