import { describe, expect, it } from 'vitest'
import { applyGridRow, type GridVariant, readGridRow, refusedCells } from './price-grid.ts'

const sizes = ['Pequeña', 'Mediana', 'Familiar']
// Ids as the server gives them (UUIDs, one per letter): the grid sends back only those.
const idOf = (key: 'a' | 'b' | 'c' | 'd') => `00000000-0000-4000-8000-00000000000${key}`
const variant = (
  key: 'a' | 'b' | 'c' | 'd',
  label: string,
  price: string | null,
  specialPrice: string | null = null,
) => ({ id: idOf(key), label, price, specialPrice })

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
    expect(applyGridRow(variants, sizes, ['8', '12', null], ['8', '12.5', null])).toEqual([
      variant('a', 'Pequeña', '8'),
      variant('b', 'mediana', '12.5'),
    ])
  })

  it("creates a missing column's variant in the columns' order", () => {
    const variants = [variant('a', 'Pequeña', '8'), variant('c', 'Familiar', '15')]
    expect(applyGridRow(variants, sizes, ['8', null, '15'], ['8', '12', '15'])).toEqual([
      variant('a', 'Pequeña', '8'),
      { label: 'Mediana', price: '12', specialPrice: null },
      variant('c', 'Familiar', '15'),
    ])
  })

  it('puts a new first column before the variants of later columns', () => {
    const variants = [variant('b', 'Mediana', '12')]
    expect(
      applyGridRow(variants, sizes, [null, '12', null], ['8', '12', null]).map(({ label }) => label),
    ).toEqual(['Pequeña', 'Mediana'])
  })

  it("gives a sole unlabelled variant the first column's label, so its id (and promotions) stay", () => {
    expect(applyGridRow([variant('a', '', '9')], sizes, ['9', null, null], ['9', '13', '17'])).toEqual([
      variant('a', 'Pequeña', '9'),
      { label: 'Mediana', price: '13', specialPrice: null },
      { label: 'Familiar', price: '17', specialPrice: null },
    ])
  })

  it('removes the variant of an emptied cell', () => {
    const variants = [variant('a', 'Pequeña', '8'), variant('b', 'Mediana', '12')]
    expect(applyGridRow(variants, sizes, ['8', '12', null], [null, '12', null])).toEqual([
      variant('b', 'Mediana', '12'),
    ])
  })

  it('keeps the last variant with its prices cleared when every cell is emptied', () => {
    const variants = [variant('a', 'Pequeña', '8', '7'), variant('b', 'Mediana', '12')]
    expect(applyGridRow(variants, sizes, ['8', '12', null], [null, null, null])).toEqual([
      variant('a', 'Pequeña', null, null),
    ])
  })

  it('sends each size back with its English label', () => {
    const variants = [{ ...variant('a', 'Pequeña', '8'), translations: { en: { label: 'Small' } } }]
    expect(applyGridRow(variants, sizes, ['8', null, null], ['9', null, null])).toEqual([
      {
        id: idOf('a'),
        label: 'Pequeña',
        price: '9',
        specialPrice: null,
        translations: { en: { label: 'Small' } },
      },
    ])
  })

  it('leaves variants of no column alone, where they are', () => {
    const variants: GridVariant[] = [variant('d', 'Porción', '3'), variant('a', 'Pequeña', '8')]
    expect(applyGridRow(variants, sizes, ['8', null, null], [null, '12', null])).toEqual([
      variant('d', 'Porción', '3'),
      { label: 'Mediana', price: '12', specialPrice: null },
    ])
  })

  it('sends untouched sizes back exactly as they were, special prices included', () => {
    // Pequeña's special price equals its price (as an owner may have typed it): the grid has no say in it.
    const variants = [variant('a', 'Pequeña', '10', '10'), variant('b', 'Mediana', '20', '18')]
    expect(applyGridRow(variants, sizes, ['10', '20', null], ['10', '20', '30'])).toEqual([
      variant('a', 'Pequeña', '10', '10'),
      variant('b', 'Mediana', '20', '18'),
      { label: 'Familiar', price: '30', specialPrice: null },
    ])
  })

  it('keeps the special price of a size whose price changes and stays above it', () => {
    const variants = [variant('b', 'Mediana', '20', '18')]
    expect(applyGridRow(variants, sizes, [null, '20', null], [null, '19', null])).toEqual([
      variant('b', 'Mediana', '19', '18'),
    ])
  })

  it('sends no id the server did not give (a provisional one from the list), so it makes one', () => {
    const variants = [variant('a', 'Pequeña', '8'), { ...variant('b', 'Mediana', '12'), id: 'pending-1' }]
    expect(applyGridRow(variants, sizes, ['8', '12', null], ['9', '12', null])).toEqual([
      variant('a', 'Pequeña', '9'),
      { label: 'Mediana', price: '12', specialPrice: null },
    ])
  })
})

describe('A changed cell refused by the grid', () => {
  it('is one priced at or below its size’s special price, which only the product dialog changes', () => {
    const variants = [variant('a', 'Pequeña', '10', '10'), variant('b', 'Mediana', '20', '18')]
    // Mediana 20 → 17 would fall under its special price 18; 18 would equal it.
    expect(refusedCells(variants, sizes, ['10', '20', null], ['10', '17', null])).toEqual([
      { column: 1, specialPrice: '18' },
    ])
    expect(refusedCells(variants, sizes, ['10', '20', null], ['10', '18', null])).toEqual([
      { column: 1, specialPrice: '18' },
    ])
  })

  it('is never an untouched cell, a price above the special one, or an emptied cell', () => {
    const variants = [variant('a', 'Pequeña', '10', '10'), variant('b', 'Mediana', '20', '18')]
    expect(refusedCells(variants, sizes, ['10', '20', null], ['10', '19', '30'])).toEqual([])
    expect(refusedCells(variants, sizes, ['10', '20', null], ['10', null, null])).toEqual([])
  })
})
