import { describe, expect, it } from 'vitest'
import { line } from '../test-words.ts'
import { isSetPriceLine, readLinePrices, readSupplement, setMenuPrices } from './set-menu-prices.ts'
import { isPriceLabel, isSetMenuTitle, readCourseHeading, readIncludes } from './set-menu-words.ts'

describe('readCourseHeading', () => {
  it.each([
    ['PRIMEROS', 'PRIMEROS'],
    ['Segundo plato:', 'Segundo plato'],
    ['— Postre o café —', 'Postre o café'],
    ['De primero', 'De primero'],
    ['Primer tiempo', 'Primer tiempo'],
    ['Principio', 'Principio'],
    ['Platos de fondo', 'Platos de fondo'],
    ['Segundos (a elegir)', 'Segundos (a elegir)'],
    ['Starters', 'Starters'],
    ['Main Course', 'Main Course'],
    ['Soup or Salad', 'Soup or Salad'],
    ['PRlMEROS', 'PRlMEROS'],
    ['PLATO PRI NCI PAL', 'PLATO PRI NCI PAL'],
  ])('reads "%s" as the course "%s"', (text, name) => {
    expect(readCourseHeading(text)).toBe(name)
  })

  it.each(['Sopa de lentejas', 'Entradas frías', 'Para picar', 'Vinos', 'Postres caseros de la abuela Rosa'])(
    'reads no course in "%s": a dish, or a carta heading',
    (text) => {
      expect(readCourseHeading(text)).toBeUndefined()
    },
  )
})

describe('isSetMenuTitle', () => {
  it.each([
    'Menú del día',
    'MENÚ EJECUTIVO',
    'Almuerzo del día',
    'Comida corrida',
    'CORRIENTAZO',
    'Set Lunch Menu',
    'L unch Menu',
    'AL MUERZO EJECUT IVO',
    'Prix Fixe Lunch',
  ])('reads "%s" as a set menu title', (text) => {
    expect(isSetMenuTitle(text)).toBe(true)
  })

  it.each(['Casa Lucía', 'Carta', 'Menú infantil de la semana que viene y algo más', 'Lunch'])(
    'reads "%s" as none',
    (text) => {
      expect(isSetMenuTitle(text)).toBe(false)
    },
  )
})

describe('readIncludes', () => {
  it.each([
    ['Incluye pan, bebida y postre o café', ['pan', 'bebida', 'postre o café']],
    ['Pan y bebida incluidos', ['Pan', 'bebida']],
    ['El menú incluye: pan · agua o vino · café', ['pan', 'agua o vino', 'café']],
    ['E/ mená incluye agua del día y tortillas', ['agua del día', 'tortillas']],
    ['Price includes tea or coffee', ['tea or coffee']],
    ['A glass of house wine included.', ['A glass of house wine']],
    ['Incluye bebida sin alcohol y café', ['bebida sin alcohol', 'café']],
  ])('reads what "%s" includes', (text, parts) => {
    expect(readIncludes(text)).toEqual(parts)
  })

  it.each(['IVA incluido', 'Bebida no incluida', 'Tax and gratuity not included', 'Lentejas estofadas'])(
    'reads nothing included in "%s"',
    (text) => {
      expect(readIncludes(text)).toBeUndefined()
    },
  )
})

describe('a set menu’s price lines', () => {
  const prices = (text: string) =>
    readLinePrices(line(text, 40, 100)).map(({ label, price }) => [label, price])

  it('reads each price with the words before it as its label', () => {
    expect(prices('Menú completo 12,50 € · Medio menú 8 €')).toEqual([
      ['Menú completo', '12,50 €'],
      ['Medio menú', '8 €'],
    ])
    expect(prices('2 courses £16 / 3 courses £20')).toEqual([
      ['2 courses', '£16'],
      ['3 courses', '£20'],
    ])
    expect(prices('Precio: $ 18.000')).toEqual([['Precio', '$ 18.000']])
    expect(prices('Almuerzo del día 21 000')).toEqual([['Almuerzo del día', '21 000']])
  })

  it('takes a line of prices named as a set menu’s, never a dish’s price or a note beside a price', () => {
    expect(isSetPriceLine(line('Precio del menú 14 €', 40, 100))).toBe(true)
    expect(isSetPriceLine(line('12,50 €', 40, 100))).toBe(true)
    expect(isSetPriceLine(line('£18 per person', 40, 100))).toBe(true)
    expect(isSetPriceLine(line('Croquetas caseras 8,50 €', 40, 100))).toBe(false)
    expect(isSetPriceLine(line('16,40 Solo mediodía', 40, 100))).toBe(false)
  })

  it('gives one price no label and two prices theirs', () => {
    const [only] = setMenuPrices(readLinePrices(line('Precio: 14 €', 40, 100)))
    expect(only).toMatchObject({ label: '', price: '14 €' })
    const both = setMenuPrices(readLinePrices(line('Menú: 12 € / Medio menú: 8 €', 40, 100)))
    expect(both.map((part) => part.label)).toEqual(['Menú', 'Medio menú'])
  })
})

describe('readSupplement', () => {
  it.each([
    ['Entrecot a la brasa (supl. 3 €)', 'Entrecot a la brasa', 'supl. 3 €'],
    ['- Filete de ternera supl.3,00', '- Filete de ternera', 'supl.3,00'],
    ['Short rib +$10', 'Short rib', '+$10'],
    ['Sirloin steak (£4 supplement)', 'Sirloin steak', '£4 supplement'],
  ])('reads "%s" as the dish "%s" costing "%s" more', (text, name, supplement) => {
    expect(readSupplement(text)).toEqual({ name, supplement })
  })

  it('reads none on a dish with its own price or none', () => {
    expect(readSupplement('Croquetas caseras 8,50 €')).toBeUndefined()
    expect(readSupplement('Huevos rotos con 2 huevos')).toBeUndefined()
  })
})

describe('isPriceLabel', () => {
  it('reads words that only announce a price as no dish', () => {
    expect(isPriceLabel('Precio por persona')).toBe(true)
    expect(isPriceLabel('Valor:')).toBe(true)
    expect(isPriceLabel('Price')).toBe(true)
    expect(isPriceLabel('Pollo asado')).toBe(false)
    expect(isPriceLabel('Price includes tea or coffee')).toBe(false)
  })
})
