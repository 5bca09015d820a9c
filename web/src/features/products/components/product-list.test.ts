import { describe, expect, it } from 'vitest'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import {
  countActiveFilters,
  foldText,
  groupByCategory,
  NO_FILTERS,
  type ProductFilters,
  selectProducts,
} from './product-list.ts'

const cafe = buildProduct({
  id: 'cafe',
  name: 'Café de olla',
  categoryId: 'bebidas',
  price: '4500',
  tags: ['Recomendado'],
  position: 1,
})
const pina = buildProduct({
  id: 'pina',
  name: 'Jugo de piña',
  categoryId: 'bebidas',
  price: '4500.5',
  description: 'Natural, sin azúcar',
  available: false,
  position: 0,
})
const aji = buildProduct({
  id: 'aji',
  name: 'Ají de la casa',
  categoryId: 'entradas',
  price: '12000',
  specialPrice: '900',
  tags: ['Picante', 'Vegano'],
})
const products = [cafe, pina, aji]

const select = (overrides: Partial<Parameters<typeof selectProducts>[1]>) =>
  selectProducts(products, { search: '', filters: NO_FILTERS, sort: 'category', ...overrides }).map(
    ({ id }) => id,
  )

describe('product list', () => {
  it('searches names and descriptions without minding accents or case', () => {
    expect(foldText('Piña ÁJÍ')).toBe('pina aji')
    expect(select({ search: 'PINA' })).toEqual(['pina'])
    expect(select({ search: 'azucar' })).toEqual(['pina'])
    expect(select({ search: '  café ' })).toEqual(['cafe'])
    expect(select({ search: 'pizza' })).toEqual([])
  })

  it('sorts by the price paid, decimals included, the special price when there is one', () => {
    expect(select({ sort: 'price' })).toEqual(['aji', 'cafe', 'pina'])
  })

  it('puts dishes without a price after the priced ones when sorting by price', () => {
    const pesca = buildProduct({ id: 'pesca', name: 'Pesca del día', categoryId: 'fuertes', price: null })
    const arroz = buildProduct({ id: 'arroz', name: 'Arroz del día', categoryId: 'fuertes', price: null })
    const sorted = selectProducts([pesca, cafe, arroz, aji], {
      search: '',
      filters: NO_FILTERS,
      sort: 'price',
    })
    expect(sorted.map(({ id }) => id)).toEqual(['aji', 'cafe', 'arroz', 'pesca'])
  })

  it('sorts by name with Spanish collation', () => {
    expect(select({ sort: 'name' })).toEqual(['aji', 'cafe', 'pina'])
  })

  it('keeps the menu order within categories when sorted by category', () => {
    expect(select({ sort: 'category' })).toEqual(['pina', 'aji', 'cafe'])
  })

  it('filters by availability and by any of the chosen tags', () => {
    const only = (filters: Partial<ProductFilters>) => select({ filters: { ...NO_FILTERS, ...filters } })
    expect(only({ availability: 'available' })).toEqual(['aji', 'cafe'])
    expect(only({ availability: 'unavailable' })).toEqual(['pina'])
    expect(only({ tags: ['Vegano'] })).toEqual(['aji'])
    expect(only({ tags: ['Vegano', 'Recomendado'] })).toEqual(['aji', 'cafe'])
    expect(only({ tags: ['Sin gluten'] })).toEqual([])
    expect(countActiveFilters({ availability: 'available', tags: ['Vegano', 'Picante'] })).toBe(3)
    expect(countActiveFilters(NO_FILTERS)).toBe(0)
  })

  it('groups products under their categories, in the categories order, empty ones included', () => {
    const categories = [
      buildCategory({ id: 'entradas', name: 'Entradas' }),
      buildCategory({ id: 'postres', name: 'Postres' }),
      buildCategory({ id: 'bebidas', name: 'Bebidas' }),
    ]
    const groups = groupByCategory(
      categories,
      selectProducts(products, { search: '', filters: NO_FILTERS, sort: 'category' }),
    )
    expect(groups.map(({ category, products }) => [category.id, products.map(({ id }) => id)])).toEqual([
      ['entradas', ['aji']],
      ['postres', []],
      ['bebidas', ['pina', 'cafe']],
    ])
  })
})
