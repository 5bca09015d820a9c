import { describe, expect, it } from 'vitest'
import type { Word } from '../geometry/word.ts'
import { columnsUnder, isSizeLabel, readSizeRow, type SizeLabel } from './size-labels.ts'

// Words as a row sets them: one space between the words of a label, two (wide, a column apart) between labels.
function words(text: string): Word[] {
  const row: Word[] = []
  let x = 0
  for (const [index, label] of text.split('  ').entries()) {
    if (index > 0) x += 30
    for (const token of label.split(' ')) {
      row.push({
        text: token,
        box: { x0: x, y0: 0, x1: x + token.length * 5.5, y1: 10 },
        size: 10,
        isBold: true,
        isItalic: false,
        confidence: 100,
      })
      x += token.length * 5.5 + 2.8
    }
  }
  return row
}

const labels = (text: string) => readSizeRow(words(text))?.map((label) => label.text)

describe('isSizeLabel', () => {
  it('knows sizes in Spanish and English, whatever their case, accents and a colon', () => {
    for (const size of [
      'Copa',
      'BOTELLA',
      'Pequeña',
      'pequena',
      'Media ración',
      '½ Ración',
      'Glass:',
      'Half pint',
      'XL',
    ])
      expect(isSizeLabel(size), size).toBe(true)
    for (const text of ['Margarita', 'Rioja', 'Copa de vino', 'Pasta', 'Salmon'])
      expect(isSizeLabel(text), text).toBe(false)
    // OCR's one-letter slips on longer words.
    for (const slip of ['Mediuim', 'Botela', 'Familar']) expect(isSizeLabel(slip), slip).toBe(true)
  })
})

describe('readSizeRow', () => {
  it('reads a header row of sizes, one or several words each, the signs between left out', () => {
    expect(labels('Pequeña  Mediana  Familiar')).toEqual(['Pequeña', 'Mediana', 'Familiar'])
    expect(labels('S  M  L')).toEqual(['S', 'M', 'L'])
    expect(labels('Copa / Botella')).toEqual(['Copa', 'Botella'])
    expect(labels('½ Ración  Ración')).toEqual(['½ Ración', 'Ración'])
    expect(labels('Glass  Carafe  Bottle')).toEqual(['Glass', 'Carafe', 'Bottle'])
    // Run together by a PDF's text layer.
    expect(labels('MediaRación')).toEqual(['Media', 'Ración'])
    // One size of two words over one column, two sizes over two.
    expect(labels('Media ración  Ración')).toEqual(['Media ración', 'Ración'])
    expect(labels('Media  Ración')).toEqual(['Media', 'Ración'])
  })

  it('refuses a row with any other word, one size alone, or two single letters', () => {
    expect(labels('Pizza  Mediana')).toBeUndefined()
    expect(labels('Familiar')).toBeUndefined()
    expect(labels('M  L')).toBeUndefined()
  })
})

describe('columnsUnder', () => {
  const header: SizeLabel[] = [
    { text: 'S', box: { x0: 400, y0: 0, x1: 410, y1: 10 } },
    { text: 'M', box: { x0: 460, y0: 0, x1: 470, y1: 10 } },
    { text: 'L', box: { x0: 520, y0: 0, x1: 530, y1: 10 } },
  ]
  const price = (x0: number) => ({ x0, y0: 20, x1: x0 + 24, y1: 30 })

  it('gives the column each price stands under, left to right', () => {
    expect(columnsUnder([price(392), price(452), price(512)], header)).toEqual([0, 1, 2])
    // A size the item does not come in leaves its column empty.
    expect(columnsUnder([price(452), price(512)], header)).toEqual([1, 2])
  })

  it('refuses prices far from every column, or two under one label', () => {
    expect(columnsUnder([price(200), price(260)], header)).toBeUndefined()
    expect(columnsUnder([price(452), price(458)], header)).toBeUndefined()
  })
})
