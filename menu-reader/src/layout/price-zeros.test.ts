import { describe, expect, it } from 'vitest'
import type { PageWords } from '../geometry/word.ts'
import { restorePriceZeros } from './price-zeros.ts'

const page = (texts: string[], source: PageWords['source'] = 'ocr'): PageWords => ({
  page: 1,
  width: 600,
  height: 800,
  words: texts.map((text) => ({
    text,
    box: { x0: 0, y0: 0, x1: 10, y1: 10 },
    size: 10,
    isBold: false,
    isItalic: false,
    confidence: 90,
  })),
  source,
})

const texts = (words: PageWords) => words.words.map((word) => word.text)

describe('restorePriceZeros', () => {
  it('gives back the zeros OCR read as o after a price’s separator', () => {
    expect(texts(restorePriceZeros(page(['$', '21.ooo', '8.oo', '£7.o0', '12,0O€', '9.50'])))).toEqual([
      '$',
      '21.000',
      '8.00',
      '£7.00',
      '12,00€',
      '9.50',
    ])
  })

  it('leaves words that are not a number and its decimals alone, and a text PDF as printed', () => {
    expect(texts(restorePriceZeros(page(['oo', 'Zoo', '1.oooo', 'n.oo', 'Oporto'])))).toEqual([
      'oo',
      'Zoo',
      '1.oooo',
      'n.oo',
      'Oporto',
    ])
    expect(texts(restorePriceZeros(page(['8.oo'], 'text')))).toEqual(['8.oo'])
  })
})
