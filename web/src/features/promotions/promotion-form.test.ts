import { describe, expect, it } from 'vitest'
import { compareDecimals } from '#domain/promotions/discounted-price.ts'
import { buildProduct } from '../../entities/catalogue/testing/test-data.ts'
import { type PromotionFormValues, promotionFormDefaults, promotionFormSchema } from './promotion-form.ts'
import { buildPromotion } from './testing/fake-promotions.ts'

const products = [
  buildProduct({ id: 'p-empanadas', name: 'Empanadas', categoryId: 'c-entradas', price: '12000' }),
  buildProduct({ id: 'p-cafe', name: 'Café', categoryId: 'c-bebidas', price: '4500', tags: ['Vegano'] }),
  buildProduct({ id: 'p-pesca', name: 'Pesca', categoryId: 'c-fuertes', price: null }),
]
const schema = promotionFormSchema({ timeZone: 'America/Bogota', products })
const empty = promotionFormDefaults(null, 'America/Bogota')

function refusals(values: Partial<PromotionFormValues>) {
  const result = schema.safeParse({ ...empty, ...values })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('the wizard form', () => {
  it('saves an empty promotion: no field is required', () => {
    expect(schema.parse(empty)).toMatchObject({
      nombre: '',
      tipo: 'normal',
      fechaInicio: null,
      franjaSemanal: null,
    })
  })

  it('refuses a discount of 0 % or 120 %, and one left without a percentage', () => {
    expect(refusals({ tipo: 'descuento', porcentaje: '0' })).toEqual({
      porcentaje: 'promotions.errors.percentage',
    })
    expect(refusals({ tipo: 'descuento', porcentaje: '120' })).toEqual({
      porcentaje: 'promotions.errors.percentage',
    })
    expect(refusals({ tipo: 'descuento', porcentaje: '' })).toEqual({
      porcentaje: 'promotions.errors.percentage',
    })
    expect(schema.parse({ ...empty, tipo: 'descuento', porcentaje: ' 20 ' }).porcentaje).toBe(20)
  })

  it('reads the dates on the business’s clock and refuses an end not after the start', () => {
    const parsed = schema.parse({ ...empty, fechaInicio: '2026-12-01T17:30', fechaFin: '2026-12-02T17:30' })
    expect(parsed).toMatchObject({
      fechaInicio: '2026-12-01T22:30:00.000Z',
      fechaFin: '2026-12-02T22:30:00.000Z',
    })
    expect(refusals({ fechaInicio: '2026-12-01T17:30', fechaFin: '2026-12-01T17:30' })).toEqual({
      fechaFin: 'promotions.errors.endBeforeStart',
    })
    expect(refusals({ fechaInicio: '2026-12-01T17:30', fechaFin: '2026-11-30T09:00' })).toEqual({
      fechaFin: 'promotions.errors.endBeforeStart',
    })
  })

  it('refuses a fixed price above a product it reaches, one by one, by category or by tag', () => {
    const above = { tipo: 'normal' as const, precioNormal: '5.000' }
    expect(refusals({ ...above, productosEspecificos: ['p-cafe'] })).toEqual({
      precioNormal: 'promotions.errors.fixedPriceAbovePrice',
    })
    expect(refusals({ ...above, categorias: ['c-bebidas'] })).toHaveProperty('precioNormal')
    expect(refusals({ ...above, etiquetas: ['Vegano'] })).toHaveProperty('precioNormal')
    expect(refusals({ ...above, productosEspecificos: ['p-empanadas', 'p-pesca'] })).toEqual({})
    expect(schema.parse({ ...empty, ...above, productosEspecificos: ['p-empanadas'] }).precioNormal).toBe(
      '5000',
    )
  })

  it('refuses a fixed price above any size it reaches, whole or alone, and saves the sizes chosen alone', () => {
    const pizza = buildProduct({
      id: 'p-pizza',
      name: 'Pizza',
      categoryId: 'c-fuertes',
      variants: [
        { id: 'v-small', label: 'Pequeña', price: '20000', specialPrice: null, translations: {} },
        { id: 'v-large', label: 'Familiar', price: '45000', specialPrice: null, translations: {} },
      ],
    })
    const sized = promotionFormSchema({ timeZone: 'America/Bogota', products: [...products, pizza] })
    const fixed = { ...empty, tipo: 'normal' as const, precioNormal: '30.000' }
    const refusal = (values: Partial<PromotionFormValues>) =>
      sized.safeParse({ ...fixed, ...values }).error?.issues.map((issue) => issue.message)
    // Whole, the pizza's small size costs less than the fixed price; alone, the Familiar does not.
    expect(refusal({ productosEspecificos: ['p-pizza'] })).toEqual(['promotions.errors.fixedPriceAbovePrice'])
    expect(refusal({ variantes: ['v-small'] })).toEqual(['promotions.errors.fixedPriceAbovePrice'])
    expect(refusal({ variantes: ['v-large'] })).toBeUndefined()
    expect(sized.parse({ ...fixed, variantes: ['v-large'] })).toMatchObject({
      productosEspecificos: [],
      variantes: ['v-large'],
      precioNormal: '30000',
    })
    expect(refusals({ variantes: Array.from({ length: 501 }, (_, index) => `v-${index}`) })).toEqual({
      variantes: 'promotions.errors.tooMany',
    })
  })

  it('starts from the sizes a promotion reaches', () => {
    const promotion = buildPromotion({ id: 'p1', nombre: 'Familiar', variantes: ['v-large'] })
    expect(promotionFormDefaults(promotion, 'America/Bogota').variantes).toEqual(['v-large'])
    expect(empty.variantes).toEqual([])
  })

  it('keeps only the fields of the chosen type', () => {
    const parsed = schema.parse({
      ...empty,
      tipo: '2x1',
      porcentaje: '20',
      precioNormal: '9000',
      producto2x1: 'p-cafe',
      productosEspecificos: ['p-cafe'],
    })
    expect(parsed).toMatchObject({ tipo: '2x1', porcentaje: null, precioNormal: null, producto2x1: 'p-cafe' })
  })

  it('asks a 2x1 for its free product among the products it reaches, by name, category, tag or size', () => {
    const required = { producto2x1: 'promotions.errors.freeProductRequired' }
    expect(refusals({ tipo: '2x1', productosEspecificos: ['p-cafe'] })).toEqual(required)
    expect(refusals({ tipo: '2x1', productosEspecificos: ['p-cafe'], producto2x1: 'p-empanadas' })).toEqual(
      required,
    )
    expect(refusals({ tipo: '2x1', categorias: ['c-entradas'], producto2x1: 'p-empanadas' })).toEqual({})
    expect(refusals({ tipo: '2x1', etiquetas: ['Vegano'], producto2x1: 'p-cafe' })).toEqual({})
    const pescaSize = products[2]!.variants[0]!.id
    expect(refusals({ tipo: '2x1', variantes: [pescaSize], producto2x1: 'p-pesca' })).toEqual({})
  })

  it('asks a weekly window for days and a length', () => {
    expect(refusals({ hasWindow: true, dias: [], desde: '17:00', hasta: '17:00' })).toEqual({
      dias: 'promotions.errors.windowDays',
      hasta: 'promotions.errors.windowEmpty',
    })
    expect(
      schema.parse({ ...empty, hasWindow: true, dias: [4, 1], desde: '22:00', hasta: '02:00' }).franjaSemanal,
    ).toEqual({
      dias: [1, 4],
      desde: '22:00',
      hasta: '02:00',
    })
  })

  it('starts from a saved promotion with its dates on the business’s clock', () => {
    const saved = buildPromotion({
      id: 'p1',
      nombre: 'Happy hour',
      tipo: 'descuento',
      porcentaje: 20,
      fechaInicio: '2026-12-01T22:30:00.000Z',
      franjaSemanal: { dias: [1, 2], desde: '17:00', hasta: '19:00' },
    })
    expect(promotionFormDefaults(saved, 'America/Bogota')).toMatchObject({
      porcentaje: '20',
      fechaInicio: '2026-12-01T17:30',
      fechaFin: '',
      hasWindow: true,
      dias: [1, 2],
    })
  })
})

describe('compareDecimals', () => {
  it('compares exact decimals of any length', () => {
    expect(compareDecimals('12000', '9999.99')).toBeGreaterThan(0)
    expect(compareDecimals('12.5', '12.50')).toBe(0)
    expect(compareDecimals('0.1', '0.09')).toBeGreaterThan(0)
    expect(compareDecimals('4500', '5000')).toBeLessThan(0)
  })
})
