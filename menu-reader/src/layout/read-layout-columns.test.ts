// Columns menus print that the reader must read however narrow their gutter (decision 047): a price column
// set a word space from the next column's names, rows run together, three columns. Composed menus only.
import { describe, expect, it } from 'vitest'
import type { PageWords } from '../geometry/word.ts'
import { readLayout } from './read-layout.ts'
import { line, lineEndingAt, page } from './test-words.ts'

const bold = { isBold: true }
const heading = { size: 14, isBold: true }

const itemsOf = (pages: PageWords[]) =>
  readLayout(pages).sections.map((section) => ({
    section: section.name,
    items: section.items.map((item) => [item.name, item.price]),
  }))

describe('columns', () => {
  // Two columns of names with right-aligned prices, the left column's prices a word space from the right
  // column's names: the gutter is no wider than a space.
  it('keeps a left column’s price off the right column’s name across a narrow gutter', () => {
    const left = [
      ['Ensalada verde', '7,50'],
      ['Esqueixada', '9,00'],
      ['Patatas bravas', '5,50'],
    ]
    const right = [
      ['Pulpo a feira', '16,00'],
      ['Chipirones', '12,50'],
      ['Zamburiñas', '14,00'],
    ]
    const rows = left.flatMap(([name = '', price = ''], index) => {
      const y = 100 + index * 20
      const [rightName = '', rightPrice = ''] = right[index] ?? []
      return [
        line(name, 40, y),
        lineEndingAt(price, 250, y),
        line(rightName, 253, y),
        lineEndingAt(rightPrice, 460, y),
      ]
    })
    const menu = page(line('ENTRANTES', 40, 60, heading), line('PESCADOS', 253, 60, heading), ...rows)
    expect(itemsOf([menu])).toEqual([
      { section: 'ENTRANTES', items: left },
      { section: 'PESCADOS', items: right },
    ])
  })

  it('reads two columns a word space apart, the left one’s descriptions reaching the gutter', () => {
    const small = { size: 8 }
    const menu = page(
      line('DESAYUNOS', 40, 60, heading),
      line('Tostada de aguacate', 40, 90),
      lineEndingAt('8,50', 250, 90),
      line('Con semillas, lima y pimienta rosa de Jamaica', 40, 104, small),
      line('Huevos rotos', 40, 130),
      lineEndingAt('9,00', 250, 130),
      line('Con patatas, jamón y pimientos del piquillo', 40, 144, small),
      line('Bizcocho casero', 40, 170),
      lineEndingAt('4,00', 250, 170),
      line('BEBIDAS', 256, 60, heading),
      line('Zumo natural', 256, 90),
      lineEndingAt('3,50', 460, 90),
      line('Café con leche', 256, 110),
      lineEndingAt('1,80', 460, 110),
      line('Con leche de avena o de soja', 256, 124, small),
      line('Chocolate a la taza', 256, 150),
      lineEndingAt('3,00', 460, 150),
      line('Té verde', 256, 170),
      lineEndingAt('2,20', 460, 170),
    )
    expect(itemsOf([menu])).toEqual([
      {
        section: 'DESAYUNOS',
        items: [
          ['Tostada de aguacate', '8,50'],
          ['Huevos rotos', '9,00'],
          ['Bizcocho casero', '4,00'],
        ],
      },
      {
        section: 'BEBIDAS',
        items: [
          ['Zumo natural', '3,50'],
          ['Café con leche', '1,80'],
          ['Chocolate a la taza', '3,00'],
          ['Té verde', '2,20'],
        ],
      },
    ])
  })

  it('splits rows that run two columns together, prices after the names', () => {
    // Prices right after the names; the gutter is less than a word space wide beside the longest name.
    const menu = page(
      line('TAPAS', 40, 60, heading),
      line('RACIONES', 165, 60, heading),
      line('Aceitunas aliñadas 3,50', 40, 100),
      line('Calamares 11,00', 165, 100),
      line('Boquerones 6,00', 40, 120),
      line('Oreja a la plancha 8,50', 165, 120),
      line('Gildas 2,50', 40, 140),
      line('Callos 9,00', 165, 140),
    )
    expect(itemsOf([menu])).toEqual([
      {
        section: 'TAPAS',
        items: [
          ['Aceitunas aliñadas', '3,50'],
          ['Boquerones', '6,00'],
          ['Gildas', '2,50'],
        ],
      },
      {
        section: 'RACIONES',
        items: [
          ['Calamares', '11,00'],
          ['Oreja a la plancha', '8,50'],
          ['Callos', '9,00'],
        ],
      },
    ])
  })

  it('reads three columns of prices before the names, column by column', () => {
    const columns = [
      ['Café solo', 'Cortado', 'Con leche'],
      ['Caña', 'Tercio', 'Clara'],
      ['Tostada', 'Croissant', 'Bizcocho'],
    ]
    const prices = ['1,40', '1,60', '1,80']
    const words = columns.flatMap((names, column) =>
      names.flatMap((name, row) => [
        line(prices[row] ?? '', 40 + column * 170, 100 + row * 20),
        line(name, 68 + column * 170, 100 + row * 20, bold),
      ]),
    )
    const menu = page(
      line('CAFÉS', 40, 60, heading),
      line('CERVEZAS', 210, 60, heading),
      line('DULCES', 380, 60, heading),
      ...words,
    )
    expect(itemsOf([menu])).toEqual(
      ['CAFÉS', 'CERVEZAS', 'DULCES'].map((section, column) => ({
        section,
        items: (columns[column] ?? []).map((name, row) => [name, prices[row]]),
      })),
    )
  })
})
