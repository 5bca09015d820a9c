import { describe, expect, it } from 'vitest'
import { buildAnalysedMenu } from '../test-fakes.ts'
import { readAnalysisResult } from './analysis-result.ts'

describe('readAnalysisResult (docs/product-spec.md §4 "Result handling")', () => {
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

  it('else no items, at confidence 50, for the widget to show as "Could not parse menu items"', () => {
    // Raw text is the reader's to turn into a menu (menu-reader/src/plain-text-menu.ts), not the browser's.
    expect(readAnalysisResult({ rawText: 'Café Central\nPlato 1' }).sections).toEqual([])
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
