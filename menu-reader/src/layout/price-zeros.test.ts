import { describe, expect, it } from 'vitest'
import { restorePriceZeros } from './price-zeros.ts'
import { ocrPage, textsOf } from './test-ocr-page.ts'

const [page, texts] = [ocrPage, textsOf]

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
