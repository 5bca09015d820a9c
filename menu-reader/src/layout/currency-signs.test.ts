import { describe, expect, it } from 'vitest'
import { restoreCurrencySigns } from './currency-signs.ts'
import { ocrPage, ocrWord, textsOf } from './test-ocr-page.ts'

const [word, page, texts] = [ocrWord, ocrPage, textsOf]

describe('restoreCurrencySigns', () => {
  it('puts back the $ OCR read as an S on a page of $ prices', () => {
    const read = restoreCurrencySigns(
      page(['Burrata', '$380', 'S680', 'César', '$550', 'S900', 'Soda', '$80', 'S1.050']),
    )
    expect(texts(read)).toEqual(['Burrata', '$380', '$680', 'César', '$550', '$900', 'Soda', '$80', '$1.050'])
  })

  it('leaves an S and digits alone on a page without $ prices, in a text PDF, and before one digit', () => {
    expect(texts(restoreCurrencySigns(page(['Menú', 'S10', '12,50', '9,00'])))).toEqual([
      'Menú',
      'S10',
      '12,50',
      '9,00',
    ])
    const printed = page(['$380', '$550', '$80', 'S680'], 'text')
    expect(texts(restoreCurrencySigns(printed))).toEqual(['$380', '$550', '$80', 'S680'])
    expect(texts(restoreCurrencySigns(page(['$380', '$550', '$80', 'S2', 'Salsa'])))).toEqual([
      '$380',
      '$550',
      '$80',
      'S2',
      'Salsa',
    ])
  })

  it('puts back the £ OCR read as an f before the prices of a page priced in pounds', () => {
    const read = restoreCurrencySigns(
      page(['Beef', 'Wellington', '·', 'f16.50', 'Onion', 'rings', 'f4.50', 'Pie', 'f9', '£7.50']),
    )
    expect(texts(read)).toEqual([
      'Beef',
      'Wellington',
      '·',
      '£16.50',
      'Onion',
      'rings',
      '£4.50',
      'Pie',
      '£9',
      '£7.50',
    ])
  })

  it('leaves an f or F before a number alone unless two prices with pence show the page priced in pounds', () => {
    expect(texts(restoreCurrencySigns(page(['Menú', 'F1', 'f2', '12,50', 'f8.50'])))).toEqual([
      'Menú',
      'F1',
      'f2',
      '12,50',
      'f8.50',
    ])
    const printed = page(['f16.50', 'f4.50'], 'text')
    expect(texts(restoreCurrencySigns(printed))).toEqual(['f16.50', 'f4.50'])
  })

  it('reads a lone S before a number on its line as the $ of a page that prints "$ 9.000"', () => {
    // Each row: words laid left to right from x = 40, a type height apart, on the row's baseline.
    const row = (y: number, ...texts: string[]) => {
      let x = 40
      return texts.map((text) => {
        const placed = { ...word(text), box: { x0: x, y0: y - 10, x1: x + text.length * 6, y1: y } }
        x = placed.box.x1 + 6
        return placed
      })
    }
    const read = restoreCurrencySigns({
      ...page([]),
      words: [
        ...row(100, 'Sidra', 'natural', '$', '9.000'),
        ...row(120, 'Weissbier', 'S', '10.000'),
        ...row(140, 'Caña', '$', '10.000'),
        ...row(160, 'Talla', 'S', 'M'),
      ],
    })
    expect(texts(read)).toEqual([
      'Sidra',
      'natural',
      '$',
      '9.000',
      'Weissbier',
      '$',
      '10.000',
      'Caña',
      '$',
      '10.000',
      'Talla',
      'S',
      'M',
    ])
    const onePrinted = restoreCurrencySigns({
      ...page([]),
      words: [...row(100, 'Sidra', '$', '9'), ...row(120, 'Talla', 'S', '10')],
    })
    expect(texts(onePrinted)).toEqual(['Sidra', '$', '9', 'Talla', 'S', '10'])
  })
})
