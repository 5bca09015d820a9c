import { describe, expect, it } from 'vitest'
import { AnalysedMenuSchema } from './analysed-menu.schema.ts'
import { BASIC_TEXT_ONLY, buildPlainTextMenu } from './plain-text-menu.ts'

describe('buildPlainTextMenu', () => {
  it('takes the first line as the name and the next ten as items of one section', () => {
    const lines = ['La Esquina', ...Array.from({ length: 12 }, (_, index) => `Line ${index + 1}`)]
    const menu = buildPlainTextMenu(lines)
    expect(menu.restaurantName).toBe('La Esquina')
    expect(menu.sections.map((section) => section.name)).toEqual(['Menu Items'])
    expect(menu.sections[0]?.items.map((item) => item.name)).toEqual(lines.slice(1, 11))
    expect(menu.sections[0]?.items[0]).toMatchObject({
      id: 's1-i1',
      price: '',
      priceValue: null,
      confidence: 70,
    })
    expect(menu.metadata).toMatchObject({ confidence: 70, errors: [BASIC_TEXT_ONLY], fileType: '' })
  })

  it('keeps the pages and the metadata it is given, and is a valid analysed menu', () => {
    const pages = [{ number: 1, width: 600, height: 800, slope: 0 }]
    const metadata = {
      confidence: 0,
      errors: [],
      processingTime: 1.5,
      fileSize: 1234,
      fileType: 'png' as const,
      fileName: 'carta.png',
    }
    const menu = buildPlainTextMenu(['Bar Pepe', 'Tortilla'], pages, metadata)
    expect(menu.pages).toEqual(pages)
    expect(menu.metadata).toEqual({ ...metadata, confidence: 70, errors: [BASIC_TEXT_ONLY] })
    expect(AnalysedMenuSchema.parse(menu)).toEqual(menu)
  })

  it('names an unnamed menu "Extracted Menu"', () => {
    expect(buildPlainTextMenu([]).restaurantName).toBe('Extracted Menu')
  })
})
