import { describe, expect, it } from 'vitest'
import { formatFigure } from './format-figure.ts'

describe('formatFigure', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatFigure(2000, 'es')).toBe('2.000')
    expect(formatFigure(2000, 'en')).toBe('2,000')
    expect(formatFigure(40, 'es')).toBe('40')
  })
})
