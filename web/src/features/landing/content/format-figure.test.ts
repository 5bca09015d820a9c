import { describe, expect, it } from 'vitest'
import { formatFigure } from './format-figure.ts'

describe('formatFigure', () => {
  it('groups thousands the way each language writes them, as Intl does with grouping always on', () => {
    for (const value of [0, 7, 40, 999, 1000, 2000, 12_345, 1_234_567]) {
      for (const language of ['es', 'en']) {
        const intl = new Intl.NumberFormat(language, { useGrouping: 'always', maximumFractionDigits: 0 })
        expect(formatFigure(value, language)).toBe(intl.format(value))
      }
    }
    expect(formatFigure(2000, 'es')).toBe('2.000')
    expect(formatFigure(2000, 'en')).toBe('2,000')
  })
})
