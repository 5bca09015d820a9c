import { describe, expect, it } from 'vitest'
import { fitsSizeTable, isSinglePrice, menuRuns, variantInColumn } from './size-table.ts'

const product = (name: string, ...labels: string[]) => ({
  name,
  variants: labels.map((label) => ({ label })),
})
const SIZES = ['Pequeña', 'Mediana', 'Familiar']

describe('size tables', () => {
  it('fits a product whose every size is one of the shared labels, compared as the owner reads them', () => {
    expect(fitsSizeTable(product('a', 'Pequeña', ' MEDIANA '), SIZES)).toBe(true)
    expect(fitsSizeTable(product('b', 'Pequeña', 'Gigante'), SIZES)).toBe(false)
    expect(fitsSizeTable(product('c', ''), SIZES)).toBe(false)
  })

  it('cuts a category into runs in the owner order, all cards without shared labels', () => {
    const products = [
      product('a', 'Mediana'),
      product('b', ''),
      product('c', 'Familiar'),
      product('d', 'Pequeña'),
    ]
    expect(menuRuns(products, SIZES).map((run) => [run.kind, run.products.map((p) => p.name)])).toEqual([
      ['table', ['a']],
      ['cards', ['b']],
      ['table', ['c', 'd']],
    ])
    expect(menuRuns(products, []).map((run) => run.kind)).toEqual(['cards'])
  })

  it('finds the variant under a column, none for a size the product lacks', () => {
    const variants = [{ label: 'mediana', price: '12' }]
    expect(variantInColumn(variants, 'Mediana')).toBe(variants[0])
    expect(variantInColumn(variants, 'Familiar')).toBeUndefined()
  })

  it('tells a plain single price from a labelled one', () => {
    expect(isSinglePrice(product('a', ''))).toBe(true)
    expect(isSinglePrice(product('b', '½ ración'))).toBe(false)
    expect(isSinglePrice(product('c', 'Copa', 'Botella'))).toBe(false)
  })
})
