import { describe, expect, it } from 'vitest'
import type { Word } from '../geometry/word.ts'
import { readLineParts, withoutDanglingSize } from './line-parts.ts'
import { toSegment } from './segments.ts'
import { line } from './test-words.ts'

const words = (text: string): Word[] =>
  text.split(' ').map((token, index) => ({
    text: token,
    box: { x0: index * 40, y0: 0, x1: index * 40 + 30, y1: 10 },
    size: 10,
    isBold: false,
    isItalic: false,
    confidence: 90,
  }))

const texts = (line: Word[]) => line.map((word) => word.text).join(' ')

describe('withoutDanglingSize', () => {
  it('drops a size whose price was lost after a sized price', () => {
    expect(texts(withoutDanglingSize(words('Porción 11.5 K Entera')))).toBe('Porción 11.5 K')
    expect(texts(withoutDanglingSize(words('Copa 4,50 Media botella')))).toBe('Copa 4,50')
  })

  it('keeps a size word that ends a name, or follows an unsized price', () => {
    expect(texts(withoutDanglingSize(words('Pizza familiar')))).toBe('Pizza familiar')
    expect(texts(withoutDanglingSize(words('Combo 2 12,50 grande')))).toBe('Combo 2 12,50 grande')
    expect(texts(withoutDanglingSize(words('Entera')))).toBe('Entera')
  })
})

describe('readLineParts', () => {
  const parts = (text: string) => {
    const read = readLineParts(toSegment(1, line(text, 40, 100)))
    return [read.text, read.price, read.description ?? '']
  }

  it('reads name, price and description when the description runs on after the price', () => {
    expect(parts('CALDO GALLEGO – 8,50 – con grelos y chorizo')).toEqual([
      'CALDO GALLEGO',
      '8,50',
      'con grelos y chorizo',
    ])
    expect(parts('Lentil soup • 6.75 • with cumin and lemon')).toEqual([
      'Lentil soup',
      '6.75',
      'with cumin and lemon',
    ])
    expect(parts('Migas extremeñas 11,00 con uvas y torreznos')).toEqual([
      'Migas extremeñas',
      '11,00',
      'con uvas y torreznos',
    ])
    // OCR sets the dashes against the words, or reads them as a look-alike sign.
    expect(parts('SALMOREJO– 7,50 –con huevo y jamón')).toEqual(['SALMOREJO', '7,50', 'con huevo y jamón'])
    expect(parts('SALMOREJO 一 7,50 一 con huevo y jamón')).toEqual([
      'SALMOREJO',
      '7,50',
      'con huevo y jamón',
    ])
    // A bare number is a price only between separators.
    expect(parts('PISTO – 9 – con huevo frito')).toEqual(['PISTO', '9', 'con huevo frito'])
  })

  it('sends dietary marks to the description, not the name', () => {
    expect(parts('FALAFEL WRAP – £8 (VG) chickpeas, tahini and pickles')).toEqual([
      'FALAFEL WRAP',
      '£8',
      '(VG) chickpeas, tahini and pickles',
    ])
    expect(parts('Beetroot salad (V) (GF) 7.50')).toEqual(['Beetroot salad', '7.50', '(V) (GF)'])
    expect(parts('Ensalada templada (vegano) 9,00')).toEqual(['Ensalada templada', '9,00', '(vegano)'])
  })

  it('reads the lines OCR breaks an inline item into', () => {
    // "CORDERO LECHAL (SG) – 21 – con patatas panaderas", wrapped over three lines.
    expect(parts('CORDERO LECHAL – 21 –')).toEqual(['CORDERO LECHAL', '21', ''])
    expect(parts('(SG)')).toEqual(['', '', '(SG)'])
    expect(parts('– 21 – con patatas panaderas')).toEqual(['', '21', 'con patatas panaderas'])
  })

  it('parts a priced name from a description after a spaced dash', () => {
    expect(parts('Bacalao – al pil pil con patatas 16,00')).toEqual([
      'Bacalao',
      '16,00',
      'al pil pil con patatas',
    ])
  })

  it('keeps numbers that measure, count or date something in the text', () => {
    expect(parts('Cordero asado 250 g con patatas')).toEqual(['Cordero asado 250 g con patatas', '', ''])
    expect(parts('Vino de la casa 0,75 l tinto o blanco')).toEqual([
      'Vino de la casa 0,75 l tinto o blanco',
      '',
      '',
    ])
    expect(parts('Cocina de mercado desde 1994 en el barrio')).toEqual([
      'Cocina de mercado desde 1994 en el barrio',
      '',
      '',
    ])
    expect(parts('Combo 2 hamburguesas y refresco')).toEqual(['Combo 2 hamburguesas y refresco', '', ''])
    // A supplement a description mentions is not the dish's price.
    expect(parts('Patatas bravas +1,50 € con alioli')).toEqual(['Patatas bravas +1,50 € con alioli', '', ''])
  })

  it('reads a price printed before the name', () => {
    expect(parts('9,50 Tortilla de patatas')).toEqual(['Tortilla de patatas', '9,50', ''])
    expect(parts('$12 Smash burger')).toEqual(['Smash burger', '$12', ''])
    expect(parts('14 — Arroz negro')).toEqual(['Arroz negro', '14', ''])
    expect(parts('14 — Arroz negro — con alioli')).toEqual(['Arroz negro', '14', 'con alioli'])
  })

  it('leaves the sizes of a line to the price run', () => {
    expect(parts('Vermut Copa 3,50 · Botella 16,00')).toEqual(['Vermut', '3,50/16,00', ''])
  })
})
