import { describe, expect, it } from 'vitest'
import { ALLERGENS } from '#domain/catalogues/allergens.ts'
import { BASIC_TEXT_ONLY_ERROR, NO_STRUCTURE_ERROR } from '#domain/menu-analyses/analysis-errors.ts'
import { MENU_ALLERGENS } from '#menu-reader/analysed-menu.schema.ts'
import { BASIC_TEXT_ONLY, buildPlainTextMenu, NO_STRUCTURE } from '#menu-reader/plain-text-menu.ts'
import { AnalysedMenuSchema } from './menu-analysis.schema.ts'

describe('the analysed menu the API answers', () => {
  it('carries the errors the web reacts to in the words the reader writes', () => {
    // The reader imports nothing of ours, so these two copies meet here, where both can be imported.
    expect(BASIC_TEXT_ONLY).toBe(BASIC_TEXT_ONLY_ERROR)
    expect(NO_STRUCTURE).toBe(NO_STRUCTURE_ERROR)
  })

  it('names the 14 allergens as the catalogue stores them, in the same order', () => {
    expect(MENU_ALLERGENS).toEqual(ALLERGENS)
  })

  it('is the reader’s menu with a picture for each page instead of its slope', () => {
    const read = buildPlainTextMenu(
      ['Café Central', 'Tinto'],
      [{ number: 1, width: 800, height: 1200, slope: 0.01 }],
    )
    const answered = {
      ...read,
      pages: [{ number: 1, width: 800, height: 1200, image: '/api/menu-analyses/a/pages/1' }],
    }
    expect(AnalysedMenuSchema.parse(answered)).toEqual(answered)
    expect(AnalysedMenuSchema.safeParse(read).success).toBe(false)
  })

  it('answers a result stored before the reader told printed from guessed currencies as a guess', () => {
    const read = buildPlainTextMenu(['Café Central', 'Tinto'])
    const { currencyEvidence: _, ...stored } = { ...read, currency: 'USD' }
    expect(AnalysedMenuSchema.parse(stored)).toMatchObject({ currency: 'USD', currencyEvidence: 'guessed' })
  })

  it('answers a result stored before allergens and translations were read with none of them', () => {
    const read = buildPlainTextMenu(['Café Central', 'Tinto'])
    const section = read.sections[0]!
    const { allergens: _a, allergenTraces: _t, translations: _e, ...oldItem } = section.items[0]!
    const { translations: _s, ...oldSection } = { ...section, items: [oldItem] }
    const parsed = AnalysedMenuSchema.parse({ ...read, sections: [oldSection] })
    expect(parsed.sections[0]).toMatchObject({ translations: {} })
    expect(parsed.sections[0]?.items[0]).toMatchObject({
      allergens: [],
      allergenTraces: [],
      translations: {},
    })
  })

  it('answers a result stored before the reader gave reasons to check items with none, and passes them on', () => {
    const read = buildPlainTextMenu(['Café Central', 'Tinto'])
    const section = read.sections[0]!
    const { review: _r, ...oldItem } = section.items[0]!
    const parsed = AnalysedMenuSchema.parse({ ...read, sections: [{ ...section, items: [oldItem] }] })
    expect(parsed.sections[0]?.items[0]?.review).toEqual([])
    const flagged = { ...section, items: [{ ...oldItem, review: ['priceMissing', 'nameUnknown'] }] }
    const kept = AnalysedMenuSchema.parse({ ...read, sections: [flagged] })
    expect(kept.sections[0]?.items[0]?.review).toEqual(['priceMissing', 'nameUnknown'])
  })
})
