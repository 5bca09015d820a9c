// Several prices per item, as menus print them, read into variants: the words of a page laid out as a text
// PDF lays them out (read-layout.test.ts's way), read by readLayout, each item's variants by itemVariants.
import { describe, expect, it } from 'vitest'
import type { PageWords, Word } from '../geometry/word.ts'
import { itemVariants } from './item-variants.ts'
import { readLayout } from './read-layout.ts'

type Style = { size?: number; isBold?: boolean }

// A line of text as words from x, a character 0.55 of the type size wide.
function line(text: string, x: number, y: number, style: Style = {}): Word[] {
  const size = style.size ?? 10
  const words: Word[] = []
  let cursor = x
  for (const token of text.split(' ')) {
    const width = token.length * size * 0.55
    words.push({
      text: token,
      box: { x0: cursor, y0: y - size * 0.8, x1: cursor + width, y1: y + size * 0.2 },
      size,
      isBold: style.isBold ?? false,
      isItalic: false,
      confidence: 100,
    })
    cursor += width + size * 0.28
  }
  return words
}

// Texts set right-aligned at each column's right edge, on one row: a size table's prices or its header.
const columns = (texts: readonly string[], rights: readonly number[], y: number, style: Style = {}) =>
  texts.flatMap((text, index) => {
    const width = text.length * (style.size ?? 10) * 0.55
    return text === '' ? [] : line(text, (rights[index] ?? 0) - width, y, style)
  })

const page = (...lines: Word[][]): PageWords => ({
  page: 1,
  width: 600,
  height: 800,
  words: lines.flat(),
  source: 'text',
})

/** Each item's name and its variants as "label price" ("price" alone when unlabelled). */
const read = (words: PageWords) =>
  readLayout([words]).sections.flatMap((section) =>
    section.items.map((item) => [
      item.name,
      ...itemVariants(item).map(({ label, price }) => (label ? `${label} ${price}` : price)),
    ]),
  )

const RIGHTS = [420, 480, 540]

describe('several prices after one name', () => {
  it('reads them unlabelled, in printed order, when the menu prints no sizes', () => {
    const menu = page(
      line('PIZZAS', 40, 60, { size: 16, isBold: true }),
      [...line('Margarita .....', 40, 100), ...columns(['8,50', '12,00', '15,50'], RIGHTS, 100)],
      [...line('Cuatro quesos .....', 40, 120), ...columns(['9,50', '13,00', '16,50'], RIGHTS, 120)],
      [...line('Combo 2', 40, 140), ...columns(['12.50'], [540], 140)],
    )
    expect(read(menu)).toEqual([
      ['Margarita', '8,50', '12,00', '15,50'],
      ['Cuatro quesos', '9,50', '13,00', '16,50'],
      // A number printed unlike the price (no cents) is the name's.
      ['Combo 2', '12.50'],
    ])
  })

  it('keeps a size word that ends a name in the name when no price carries a size', () => {
    const menu = page(
      line('PIZZAS', 40, 60, { size: 16, isBold: true }),
      [...line('Pizza familiar', 40, 100), ...columns(['12', '15'], [480, 540], 100)],
      [...line('Pizza mediana', 40, 120), ...columns(['10'], [540], 120)],
    )
    expect(read(menu)).toEqual([
      ['Pizza familiar', '12', '15'],
      ['Pizza mediana', '10'],
    ])
  })
})

describe('size tables', () => {
  it('labels each price with the header word over its column (Pequeña | Mediana | Familiar)', () => {
    const menu = page(
      line('PIZZAS', 40, 60, { size: 16, isBold: true }),
      columns(['Pequeña', 'Mediana', 'Familiar'], RIGHTS, 80, { isBold: true }),
      [...line('Margarita', 40, 100), ...columns(['8,50', '12,00', '15,50'], RIGHTS, 100)],
      [...line('Barbacoa', 40, 120), ...columns(['9,00', '13,50', '17,00'], RIGHTS, 120)],
      // A size this pizza does not come in: its prices stand under the other two.
      [...line('Calzone', 40, 140), ...columns(['', '11,00', '14,00'], RIGHTS, 140)],
    )
    expect(read(menu)).toEqual([
      ['Margarita', 'Pequeña 8,50', 'Mediana 12,00', 'Familiar 15,50'],
      ['Barbacoa', 'Pequeña 9,00', 'Mediana 13,50', 'Familiar 17,00'],
      ['Calzone', 'Mediana 11,00', 'Familiar 14,00'],
    ])
  })

  it('reads "S M L" and "½ Ración Ración" headers, each table until the next heading', () => {
    const menu = page(
      line('PIZZAS', 40, 60, { size: 16, isBold: true }),
      columns(['S', 'M', 'L'], RIGHTS, 80, { isBold: true }),
      [...line('Pepperoni', 40, 100), ...columns(['$9', '$13', '$17'], RIGHTS, 100)],
      line('RACIONES', 40, 140, { size: 16, isBold: true }),
      columns(['½ Ración', 'Ración'], [480, 540], 160, { isBold: true }),
      [...line('Calamares', 40, 180), ...columns(['7 €', '12 €'], [480, 540], 180)],
      line('POSTRES', 40, 220, { size: 16, isBold: true }),
      [...line('Flan', 40, 240), ...columns(['4,50', '6,00'], [480, 540], 240)],
    )
    expect(read(menu)).toEqual([
      ['Pepperoni', 'S $9', 'M $13', 'L $17'],
      ['Calamares', '½ Ración 7 €', 'Ración 12 €'],
      ['Flan', '4,50', '6,00'],
    ])
  })

  it('keeps the header over a line OCR read as a heading set tight under a row, while prices line up', () => {
    const menu = page(
      line('RACIONES', 40, 60, { size: 16, isBold: true }),
      columns(['Media', 'Ración'], [480, 540], 80, { isBold: true }),
      [...line('Calamares', 40, 100), ...columns(['7 €', '12 €'], [480, 540], 100)],
      // A photo's description read large: tight under the row, it passes for a heading.
      line('Con alioli de la casa', 40, 116, { size: 16 }),
      [...line('Croquetas', 40, 136), ...columns(['6 €', '10 €'], [480, 540], 136)],
    )
    expect(read(menu)).toEqual([
      ['Calamares', 'Media 7 €', 'Ración 12 €'],
      ['Croquetas', 'Media 6 €', 'Ración 10 €'],
    ])
    // Prices that do not stand under the header's columns are no longer the table's.
    const moved = page(
      line('RACIONES', 40, 60, { size: 16, isBold: true }),
      columns(['Media', 'Ración'], [480, 540], 80, { isBold: true }),
      [...line('Calamares', 40, 100), ...columns(['7 €', '12 €'], [480, 540], 100)],
      line('Con alioli de la casa', 40, 116, { size: 16 }),
      [...line('Pulpo', 40, 136), ...columns(['9 €', '15 €'], [300, 360], 136)],
    )
    expect(read(moved)).toEqual([
      ['Calamares', 'Media 7 €', 'Ración 12 €'],
      ['Pulpo', '9 €', '15 €'],
    ])
  })

  it('reads a table in each of two page columns, its header beside the other column’s text', () => {
    const menu = page(
      [
        ...line('VINOS', 40, 60, { size: 16, isBold: true }),
        ...line('CAFÉS', 320, 60, { size: 16, isBold: true }),
      ],
      [
        ...columns(['Copa', 'Botella'], [220, 280], 80, { isBold: true }),
        ...columns(['Small', 'Large'], [500, 560], 80),
      ],
      [
        ...line('Rioja crianza', 40, 100),
        ...columns(['4,50', '18,00'], [220, 280], 100),
        ...line('Latte', 320, 100),
        ...columns(['2.50', '3.20'], [500, 560], 100),
      ],
      [
        ...line('Albariño', 40, 120),
        ...columns(['5,00', '21,00'], [220, 280], 120),
        ...line('Mocha', 320, 120),
        ...columns(['2.80', '3.60'], [500, 560], 120),
      ],
      [...line('Verdejo', 40, 140), ...columns(['4,00', '16,00'], [220, 280], 140)],
    )
    expect(read(menu)).toEqual([
      ['Rioja crianza', 'Copa 4,50', 'Botella 18,00'],
      ['Albariño', 'Copa 5,00', 'Botella 21,00'],
      ['Verdejo', 'Copa 4,00', 'Botella 16,00'],
      ['Latte', 'Small 2.50', 'Large 3.20'],
      ['Mocha', 'Small 2.80', 'Large 3.60'],
    ])
  })

  it('labels slashed prices with the sizes a note under the heading names ("Copa / Botella")', () => {
    const menu = page(
      line('VINOS', 40, 60, { size: 16, isBold: true }),
      line('Copa / Botella', 40, 80),
      [...line('Tannat', 40, 100), ...columns(['$590/$1090'], [540], 100)],
      [...line('Malbec', 40, 120), ...columns(['$640/$1190'], [540], 120)],
    )
    expect(read(menu)).toEqual([
      ['Tannat', 'Copa $590', 'Botella $1090'],
      ['Malbec', 'Copa $640', 'Botella $1190'],
    ])
  })
})

describe('the size printed before each price', () => {
  it('reads "Copa 4,50 · Botella 18" and "Media 6 / Entera 10" after the name', () => {
    const menu = page(
      line('VINOS Y RACIONES', 40, 60, { size: 16, isBold: true }),
      [...line('Rioja crianza', 40, 100), ...columns(['Copa 4,50 · Botella 18'], [540], 100)],
      [...line('Tortilla de patatas', 40, 120), ...columns(['Media 6 / Entera 10'], [540], 120)],
      [...line('Pizza familiar', 40, 140), ...columns(['14'], [540], 140)],
    )
    expect(read(menu)).toEqual([
      ['Rioja crianza', 'Copa 4,50', 'Botella 18'],
      ['Tortilla de patatas', 'Media 6', 'Entera 10'],
      // One price: the size word is the name's.
      ['Pizza familiar', '14'],
    ])
  })

  it('reads the sizes and prices on the line under the name ("Glass $9.00 · Bottle $34.00")', () => {
    const menu = page(
      line('WINES', 40, 60, { size: 16, isBold: true }),
      line('Malbec Reserve', 40, 100, { isBold: true }),
      line('Glass $9.00 · Bottle $34.00', 40, 114),
      line('Sauvignon Blanc', 40, 140, { isBold: true }),
      line('Glass $8.00 · Bottle $30.00', 40, 154),
    )
    expect(read(menu)).toEqual([
      ['Malbec Reserve', 'Glass $9.00', 'Bottle $34.00'],
      ['Sauvignon Blanc', 'Glass $8.00', 'Bottle $30.00'],
    ])
  })
})
