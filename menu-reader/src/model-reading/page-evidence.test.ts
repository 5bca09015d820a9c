import { describe, expect, it } from 'vitest'
import { line, page } from '../layout/test-words.ts'
import { findNameOnPage, isPriceOnPage, readPageEvidence } from './page-evidence.ts'

// A menu page as OCR read it, slips and all: a price's zeros read as O's, a price split in two words, a
// decimal comma, a name with one letter wrong, and a name wrapped under itself.
const evidence = readPageEvidence([
  page(
    line('Empanoda', 40, 100),
    line('$5.OOO', 480, 100),
    line('Bandeja paisa', 40, 130),
    line('18 000', 480, 130),
    line('Caña de cerveza', 40, 160),
    line('12,50', 480, 160),
    line('Ajiaco santafereño', 40, 190),
    line('con pollo y alcaparras', 40, 202),
    line('24.000', 480, 190),
  ),
])

describe('isPriceOnPage', () => {
  it('finds a price whose zeros OCR read as the letter O', () => {
    expect(isPriceOnPage('$5.000', evidence)).toBe(true)
  })

  it('finds a price OCR split in two words', () => {
    expect(isPriceOnPage('$18.000', evidence)).toBe(true)
    expect(isPriceOnPage('18000', evidence)).toBe(true)
  })

  it('finds a price written another way but of the same value', () => {
    expect(isPriceOnPage('12.5', evidence)).toBe(true)
    expect(isPriceOnPage('12,50 €', evidence)).toBe(true)
  })

  it('finds no price the page does not print, nor one without digits', () => {
    expect(isPriceOnPage('$7.500', evidence)).toBe(false)
    expect(isPriceOnPage('$99.000', evidence)).toBe(false)
    expect(isPriceOnPage('12.6', evidence)).toBe(false)
    expect(isPriceOnPage('Consultar', evidence)).toBe(false)
    expect(isPriceOnPage('', evidence)).toBe(false)
  })
})

describe('findNameOnPage', () => {
  it('finds a name OCR read with one letter wrong, and says where it is printed', () => {
    expect(findNameOnPage('Empanada', evidence)).toMatchObject({
      page: 1,
      box: { x0: 40, y0: 92, x1: 40 + 8 * 5.5, y1: 102 },
    })
  })

  it('finds a name whatever its case and accents', () => {
    expect(findNameOnPage('CAÑA DE CERVEZA', evidence)).toBeDefined()
    expect(findNameOnPage('Ajiaco Santafereno', evidence)).toBeDefined()
  })

  it('finds a name wrapped on two lines, its place both lines', () => {
    const found = findNameOnPage('Ajiaco santafereño con pollo y alcaparras', evidence)
    expect(found?.box).toMatchObject({ x0: 40, y0: 182, y1: 204 })
  })

  it('finds no name the page does not print', () => {
    expect(findNameOnPage('Langosta Thermidor', evidence)).toBeUndefined()
    expect(findNameOnPage('Arepa', evidence)).toBeUndefined()
    expect(findNameOnPage('', evidence)).toBeUndefined()
  })
})

describe('a price beside its name', () => {
  const menu = readPageEvidence([
    page(
      line('Empanada de pollo', 40, 100),
      line('8,00', 480, 100),
      line('Tomates aliñados', 40, 300),
      line('6,50', 480, 300),
      line('Alérgenos: 1 5 7', 40, 500),
      line('Plato del día', 40, 600),
      line('Consultar', 480, 600),
    ),
  ])
  const empanada = findNameOnPage('Empanada de pollo', menu)

  it('is found on its name’s row', () => {
    expect(isPriceOnPage('8,00 €', menu, empanada)).toBe(true)
  })

  it('is not found when it is another dish’s, printed rows away (two prices swapped)', () => {
    expect(isPriceOnPage('6,50', menu, empanada)).toBe(false)
    expect(isPriceOnPage('6,50', menu)).toBe(true)
  })

  it('is not found with its decimals moved, nor in an allergen code', () => {
    expect(isPriceOnPage('800', menu, empanada)).toBe(false)
    expect(isPriceOnPage('0,80', menu, empanada)).toBe(false)
    expect(isPriceOnPage('5', menu, findNameOnPage('Tomates aliñados', menu))).toBe(false)
  })

  it('printed as words is found as words', () => {
    expect(isPriceOnPage('Consultar', menu, findNameOnPage('Plato del día', menu))).toBe(true)
    expect(isPriceOnPage('A convenir', menu)).toBe(false)
  })
})

describe('a short name', () => {
  it('is found only as a whole word: "Pato" is not in "Plato", "Té" not in "Tomates"', () => {
    const menu = readPageEvidence([page(line('Plato del día', 40, 100), line('Tomates', 40, 200))])
    expect(findNameOnPage('Pato', menu)).toBeUndefined()
    expect(findNameOnPage('Té', menu)).toBeUndefined()
    expect(findNameOnPage('Plato', menu)).toBeDefined()
  })
})
