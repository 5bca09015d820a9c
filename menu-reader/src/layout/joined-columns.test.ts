import { describe, expect, it } from 'vitest'
import { partLeftColumnPrices, splitAtPriceColumnEnds, splitJoinedColumns } from './joined-columns.ts'
import { toSegment } from './segments.ts'
import { line, lineEndingAt } from './test-words.ts'

const segment = (text: string, x = 40, y = 100) => toSegment(1, line(text, x, y))
const texts = (segments: { text: string }[]) => segments.map((s) => s.text)

describe('splitJoinedColumns', () => {
  it('splits a row that runs two or three columns together at each price', () => {
    expect(texts(splitJoinedColumns([segment('Boquerones 6,00 Oreja a la plancha 8,50')]))).toEqual([
      'Boquerones 6,00',
      'Oreja a la plancha 8,50',
    ])
    expect(texts(splitJoinedColumns([segment('Mojito $8.50 Daiquiri $9.00 Caipirinha $8.00')]))).toEqual([
      'Mojito $8.50',
      'Daiquiri $9.00',
      'Caipirinha $8.00',
    ])
    expect(texts(splitJoinedColumns([segment('6,00 Boquerones 8,50 Oreja a la plancha')]))).toEqual([
      '6,00 Boquerones',
      '8,50 Oreja a la plancha',
    ])
  })

  it('keeps one item’s sizes, a count in its name and a description together', () => {
    for (const text of [
      'Vermut Copa 3,50 Botella 16,00',
      'Combo 2 Hamburguesas 12,50',
      'Tortilla 9,50 con cebolla 10,50',
    ]) {
      expect(texts(splitJoinedColumns([segment(text)]))).toEqual([text])
    }
  })

  it('splits rows at bare numbers only where several rows split at the same place', () => {
    const rows = ['Pan 2 Agua 1', 'Olivas 3 Vino 4', 'Queso 9 Café 2'].map((text, index) =>
      toSegment(1, [
        ...line(text.split(' ').slice(0, 2).join(' '), 40, 100 + 20 * index),
        ...line(text.split(' ').slice(2).join(' '), 120, 100 + 20 * index),
      ]),
    )
    expect(texts(splitJoinedColumns(rows))).toEqual([
      'Pan 2',
      'Agua 1',
      'Olivas 3',
      'Vino 4',
      'Queso 9',
      'Café 2',
    ])
    expect(texts(splitJoinedColumns([segment('Pan 2 Agua 1')]))).toEqual(['Pan 2 Agua 1'])
  })
})

describe('partLeftColumnPrices', () => {
  it('parts a right-aligned price from the next column’s name set a space after it', () => {
    const row = [
      toSegment(1, line('Esqueixada', 40, 100)),
      toSegment(1, [...lineEndingAt('9,00', 250, 100), ...line('Chipirones', 253, 100)]),
      toSegment(1, lineEndingAt('12,50', 460, 100)),
    ]
    expect(texts(partLeftColumnPrices(row))).toEqual(['Esqueixada', '9,00', 'Chipirones', '12,50'])
  })

  it('leaves a row that prints its prices before the names', () => {
    const row = [
      toSegment(1, line('9,00 Esqueixada', 40, 100)),
      toSegment(1, line('12,50 Chipirones', 253, 100)),
    ]
    expect(texts(partLeftColumnPrices(row))).toEqual(['9,00 Esqueixada', '12,50 Chipirones'])
  })
})

describe('splitAtPriceColumnEnds', () => {
  it('splits after a price that ends a right-aligned column, where the next column’s text ran on', () => {
    const segments = [
      toSegment(1, line('Ensaladilla rusa', 40, 100)),
      toSegment(1, lineEndingAt('$ 9.000', 250, 100)),
      toSegment(1, line('Croquetas de jamón', 40, 120)),
      toSegment(1, [...lineEndingAt('$ 12.000', 250, 120), ...line('Con alioli suave', 256, 120)]),
      toSegment(1, line('Tortilla de patatas', 40, 140)),
      toSegment(1, lineEndingAt('$ 11.500', 250, 140)),
    ]
    expect(texts(splitAtPriceColumnEnds(segments))).toEqual([
      'Ensaladilla rusa',
      '$ 9.000',
      'Croquetas de jamón',
      '$ 12.000',
      'Con alioli suave',
      'Tortilla de patatas',
      '$ 11.500',
    ])
  })

  it('leaves a price before a name where no column of prices ends', () => {
    const segments = [toSegment(1, line('$ 12.000 Croquetas de jamón', 40, 100))]
    expect(texts(splitAtPriceColumnEnds(segments))).toEqual(['$ 12.000 Croquetas de jamón'])
  })
})
