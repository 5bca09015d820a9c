import { describe, expect, it } from 'vitest'
import { unionOfBoxes } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'
import { line, lineEndingAt } from '../layout/test-words.ts'
import { isAcrossColumns } from './column-flags.ts'

// Two columns of dishes, names at x 40 and 320, prices ending at 260 and 560, a line every 20 units.
const DISHES = ['Croquetas caseras', 'Patatas bravas', 'Pulpo a la gallega', 'Ensalada mixta', 'Tortilla']
function twoColumns(): Word[] {
  return DISHES.flatMap((name, row) => [
    ...line(name, 40, 100 + row * 20),
    ...lineEndingAt('9,50', 260, 100 + row * 20),
    ...line(`${name} de la casa`, 320, 100 + row * 20),
    ...lineEndingAt('12,00', 560, 100 + row * 20),
  ])
}
const boxOf = (words: readonly Word[]) => unionOfBoxes(words.map((word) => word.box))

describe('isAcrossColumns', () => {
  it('tells an item inside one column from one whose box spans the gutter between two', () => {
    const words = twoColumns()
    const left = words.filter((word) => word.box.x1 <= 260 && word.box.y0 < 100)
    expect(isAcrossColumns(boxOf(left), words)).toBe(false)
    const row = words.filter((word) => word.box.y0 < 100)
    expect(isAcrossColumns(boxOf(row), words)).toBe(true)
  })

  it('sees no gutter between names and the prices of one column lined up on the right', () => {
    const words = DISHES.flatMap((name, row) => [
      ...line(name, 40, 100 + row * 20),
      ...lineEndingAt('9,50', 560, 100 + row * 20),
    ])
    const first = words.filter((word) => word.box.y0 < 100)
    expect(isAcrossColumns(boxOf(first), words)).toBe(false)
  })

  it('sees no gutter where descriptions run across the page under full-width names', () => {
    const words = DISHES.flatMap((name, row) => [
      ...line(name, 40, 100 + row * 40),
      ...lineEndingAt('9,50', 560, 100 + row * 40),
      ...line(
        'con patatas fritas, ensalada de la huerta y salsa de la casa hecha al momento',
        40,
        120 + row * 40,
      ),
    ])
    const first = words.filter((word) => word.box.y0 < 120)
    expect(isAcrossColumns(boxOf(first), words)).toBe(false)
  })
})
