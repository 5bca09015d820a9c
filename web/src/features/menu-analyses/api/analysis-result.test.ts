import { describe, expect, it } from 'vitest'
import { buildAnalysedMenu } from '../test-fakes.ts'
import { readAnalysisResult } from './analysis-result.ts'

describe('readAnalysisResult (spec §4 "Result handling")', () => {
  it('uses extractedMenu first', () => {
    const menu = buildAnalysedMenu()
    expect(readAnalysisResult({ extractedMenu: menu, sections: [], rawText: 'x' })).toEqual(menu)
  })

  it('else the sections as they are', () => {
    const { sections } = buildAnalysedMenu()
    const menu = readAnalysisResult({ sections })
    expect(menu.sections).toEqual(sections)
    expect(menu.metadata.confidence).toBe(80)
  })

  it('else the first line of raw text as the name and the next 10 as items, at confidence 70', () => {
    const lines = ['Café Central', '', ...Array.from({ length: 12 }, (_, index) => `Plato ${index + 1}`)]
    const menu = readAnalysisResult({ rawText: lines.join('\n') })
    expect(menu.restaurantName).toBe('Café Central')
    expect(menu.sections).toHaveLength(1)
    expect(menu.sections[0]!.name).toBe('Menu Items')
    expect(menu.sections[0]!.items.map((item) => item.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Plato ${index + 1}`),
    )
    expect(menu.metadata).toMatchObject({ confidence: 70, errors: ['Basic text extraction only'] })
  })

  it('else no items, at confidence 50, for the widget to show as "Could not parse menu items"', () => {
    const menu = readAnalysisResult({ sections: 'none' })
    expect(menu.sections).toEqual([])
    expect(menu.metadata).toMatchObject({
      confidence: 50,
      errors: ['Failed to extract structured menu data'],
    })
  })

  it('throws for a result that is not an object', () => {
    expect(() => readAnalysisResult('menu')).toThrow('Invalid result structure from API')
    expect(() => readAnalysisResult(null)).toThrow('Invalid result structure from API')
    expect(() => readAnalysisResult([])).toThrow('Invalid result structure from API')
  })
})
