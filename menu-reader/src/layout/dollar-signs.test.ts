import { describe, expect, it } from 'vitest'
import type { PageWords, Word } from '../geometry/word.ts'
import { restoreDollarSigns } from './dollar-signs.ts'

const word = (text: string): Word => ({
  text,
  box: { x0: 0, y0: 0, x1: 10, y1: 10 },
  size: 10,
  isBold: false,
  isItalic: false,
  confidence: 90,
})

const page = (texts: string[], source: PageWords['source'] = 'ocr'): PageWords => ({
  page: 1,
  width: 600,
  height: 800,
  words: texts.map(word),
  source,
})

const texts = (words: PageWords) => words.words.map((w) => w.text)

describe('restoreDollarSigns', () => {
  it('puts back the $ OCR read as an S on a page of $ prices', () => {
    const read = restoreDollarSigns(
      page(['Burrata', '$380', 'S680', 'César', '$550', 'S900', 'Soda', '$80', 'S1.050']),
    )
    expect(texts(read)).toEqual(['Burrata', '$380', '$680', 'César', '$550', '$900', 'Soda', '$80', '$1.050'])
  })

  it('leaves an S and digits alone on a page without $ prices, in a text PDF, and before one digit', () => {
    expect(texts(restoreDollarSigns(page(['Menú', 'S10', '12,50', '9,00'])))).toEqual([
      'Menú',
      'S10',
      '12,50',
      '9,00',
    ])
    const printed = page(['$380', '$550', '$80', 'S680'], 'text')
    expect(texts(restoreDollarSigns(printed))).toEqual(['$380', '$550', '$80', 'S680'])
    expect(texts(restoreDollarSigns(page(['$380', '$550', '$80', 'S2', 'Salsa'])))).toEqual([
      '$380',
      '$550',
      '$80',
      'S2',
      'Salsa',
    ])
  })
})
