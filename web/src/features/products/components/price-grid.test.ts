import { describe, expect, it } from 'vitest'
import { applyGridRow, type GridVariant, readGridRow } from './price-grid.ts'

const sizes = ['Pequeña', 'Mediana', 'Familiar']
const variant = (id: string, label: string, price: string | null, specialPrice: string | null = null) => ({
  id,
  label,
  price,
  specialPrice,
})

describe('A grid row', () => {
  it('reads each column from the variant labelled as it, ignoring case and spaces', () => {
    const variants = [variant('a', 'familiar ', '15.5'), variant('b', 'Pequeña', '8.5')]
    expect(readGridRow(variants, sizes)).toEqual(['8.5', '', '15.5'])
  })

  it('shows a sole unlabelled price under the first column', () => {
    expect(readGridRow([variant('a', '', '9')], sizes)).toEqual(['9', '', ''])
  })
})

describe('Saving a grid row', () => {
  it('sets the price of the matching variant, keeping its id, label and place', () => {
    const variants = [variant('a', 'Pequeña', '8'), variant('b', 'mediana', '12')]
    expect(applyGridRow(variants, sizes, ['8', '12.5', null])).toEqual([
      variant('a', 'Pequeña', '8'),
      variant('b', 'mediana', '12.5'),
    ])
  })

  it("creates a missing column's variant in the columns' order", () => {
    const variants = [variant('a', 'Pequeña', '8'), variant('c', 'Familiar', '15')]
    expect(applyGridRow(variants, sizes, ['8', '12', '15'])).toEqual([
      variant('a', 'Pequeña', '8'),
      { label: 'Mediana', price: '12', specialPrice: null },
      variant('c', 'Familiar', '15'),
    ])
  })

  it('puts a new first column before the variants of later columns', () => {
    const variants = [variant('b', 'Mediana', '12')]
    expect(applyGridRow(variants, sizes, ['8', '12', null]).map(({ label }) => label)).toEqual([
      'Pequeña',
      'Mediana',
    ])
  })

  it("gives a sole unlabelled variant the first column's label, so its id (and promotions) stay", () => {
    expect(applyGridRow([variant('a', '', '9')], sizes, ['9', '13', '17'])).toEqual([
      variant('a', 'Pequeña', '9'),
      { label: 'Mediana', price: '13', specialPrice: null },
      { label: 'Familiar', price: '17', specialPrice: null },
    ])
  })

  it('removes the variant of an emptied cell', () => {
    const variants = [variant('a', 'Pequeña', '8'), variant('b', 'Mediana', '12')]
    expect(applyGridRow(variants, sizes, [null, '12', null])).toEqual([variant('b', 'Mediana', '12')])
  })

  it('keeps the last variant with its prices cleared when every cell is emptied', () => {
    const variants = [variant('a', 'Pequeña', '8', '7'), variant('b', 'Mediana', '12')]
    expect(applyGridRow(variants, sizes, [null, null, null])).toEqual([variant('a', 'Pequeña', null, null)])
  })

  it('leaves variants of no column alone, where they are', () => {
    const variants: GridVariant[] = [variant('p', 'Porción', '3'), variant('a', 'Pequeña', '8')]
    expect(applyGridRow(variants, sizes, [null, '12', null])).toEqual([
      variant('p', 'Porción', '3'),
      { label: 'Mediana', price: '12', specialPrice: null },
    ])
  })

  it('keeps a special price below the new price, and drops one that would now be a rise', () => {
    const variants = [variant('a', 'Pequeña', '10', '8'), variant('b', 'Mediana', '14', '12')]
    expect(applyGridRow(variants, sizes, ['11', '11', null])).toEqual([
      variant('a', 'Pequeña', '11', '8'),
      variant('b', 'Mediana', '11', null),
    ])
  })
})
