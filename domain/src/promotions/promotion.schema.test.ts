import { describe, expect, it } from 'vitest'
import { PROMOTION_LIMITS, PromotionInputSchema } from './promotion.schema.ts'

const catalogueId = crypto.randomUUID()

/** The messages of each failing field of `input`, or null when the schema takes it. */
function refusals(input: object): Record<string, string[]> | null {
  const result = PromotionInputSchema.safeParse({ catalogueId, ...input })
  if (result.success) return null
  const fields: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.')
    fields[field] = [...(fields[field] ?? []), issue.message]
  }
  return fields
}

describe('PromotionInputSchema', () => {
  it('asks for nothing but the catalogue: every field has a default', () => {
    expect(PromotionInputSchema.parse({ catalogueId })).toEqual({
      catalogueId,
      nombre: '',
      descripcion: '',
      imagen: null,
      activo: true,
      tipo: 'normal',
      porcentaje: null,
      producto2x1: null,
      precioNormal: null,
      fechaInicio: null,
      fechaFin: null,
      franjaSemanal: null,
      productosEspecificos: [],
      variantes: [],
      categorias: [],
      etiquetas: [],
      translations: {},
    })
    expect(refusals({ catalogueId: 'no' })).toHaveProperty('catalogueId')
  })

  it('trims texts and refuses them whole past their limits', () => {
    expect(PromotionInputSchema.parse({ catalogueId, nombre: '  2x1 martes  ' }).nombre).toBe('2x1 martes')
    expect(refusals({ nombre: 'n'.repeat(PROMOTION_LIMITS.nombre) })).toBeNull()
    expect(refusals({ nombre: 'n'.repeat(PROMOTION_LIMITS.nombre + 1) })).toHaveProperty('nombre')
    expect(refusals({ descripcion: 'd'.repeat(PROMOTION_LIMITS.descripcion + 1) })).toHaveProperty(
      'descripcion',
    )
  })

  it('takes a discount of 1 to 99 whole percent only', () => {
    const percentage = { porcentaje: ['promotions.errors.percentage'] }
    for (const porcentaje of [0, 100, 120, -5, null]) {
      expect(refusals({ tipo: 'descuento', porcentaje }), String(porcentaje)).toEqual(percentage)
    }
    expect(refusals({ tipo: 'descuento', porcentaje: 12.5 })).toMatchObject(percentage)
    expect(refusals({ tipo: 'descuento', porcentaje: 1 })).toBeNull()
    expect(refusals({ tipo: 'descuento', porcentaje: 99 })).toBeNull()
  })

  it('refuses a 2x1 that does not say which product comes free', () => {
    expect(refusals({ tipo: '2x1' })).toEqual({ producto2x1: ['promotions.errors.freeProductRequired'] })
    expect(refusals({ tipo: '2x1', producto2x1: null })).toEqual({
      producto2x1: ['promotions.errors.freeProductRequired'],
    })
    expect(refusals({ tipo: '2x1', producto2x1: crypto.randomUUID() })).toBeNull()
  })

  it('clears the fields that do not belong to the chosen type', () => {
    const second = crypto.randomUUID()
    const all = { porcentaje: 30, producto2x1: second, precioNormal: '9000' }
    expect(PromotionInputSchema.parse({ catalogueId, tipo: 'descuento', ...all })).toMatchObject({
      porcentaje: 30,
      producto2x1: null,
      precioNormal: null,
    })
    expect(PromotionInputSchema.parse({ catalogueId, tipo: '2x1', ...all })).toMatchObject({
      porcentaje: null,
      producto2x1: second,
      precioNormal: null,
    })
    // A percentage outside 1–99 does not matter to a type that clears it.
    expect(
      PromotionInputSchema.parse({ catalogueId, tipo: 'normal', ...all, porcentaje: 120 }),
    ).toMatchObject({
      porcentaje: null,
      producto2x1: null,
      precioNormal: '9000',
    })
  })

  it('takes a fixed price as an exact decimal of at most two places', () => {
    expect(refusals({ precioNormal: '12000.5' })).toBeNull()
    expect(refusals({ precioNormal: '12,50' })).toEqual({ precioNormal: ['products.errors.price'] })
    expect(refusals({ precioNormal: '1.999' })).toEqual({ precioNormal: ['products.errors.price'] })
  })

  it('refuses an end at or before its start; either alone is fine', () => {
    const start = '2026-12-01T22:00:00.000Z'
    const endBeforeStart = { fechaFin: ['promotions.errors.endBeforeStart'] }
    expect(refusals({ fechaInicio: start, fechaFin: '2026-12-01T21:59:59.000Z' })).toEqual(endBeforeStart)
    expect(refusals({ fechaInicio: start, fechaFin: start })).toEqual(endBeforeStart)
    expect(refusals({ fechaInicio: start, fechaFin: '2026-12-01T22:00:01.000Z' })).toBeNull()
    expect(refusals({ fechaInicio: start })).toBeNull()
    expect(refusals({ fechaFin: start })).toBeNull()
  })

  it('takes instants in UTC only, so no time is read in the server’s zone', () => {
    expect(refusals({ fechaInicio: '2026-12-01T22:00:00Z' })).toBeNull()
    expect(refusals({ fechaInicio: '2026-12-01T17:00:00-05:00' })).toHaveProperty('fechaInicio')
    expect(refusals({ fechaInicio: '2026-12-01T17:00' })).toHaveProperty('fechaInicio')
  })

  it('takes a weekly window of distinct days and two different times of day', () => {
    const window = { dias: [1, 2, 3, 4], desde: '17:00', hasta: '19:00' }
    expect(refusals({ franjaSemanal: window })).toBeNull()
    // Past midnight is a window too.
    expect(refusals({ franjaSemanal: { ...window, desde: '22:00', hasta: '02:00' } })).toBeNull()
    expect(refusals({ franjaSemanal: { ...window, dias: [] } })).toEqual({
      'franjaSemanal.dias': ['promotions.errors.windowDays'],
    })
    expect(refusals({ franjaSemanal: { ...window, dias: [1, 1] } })).toEqual({
      'franjaSemanal.dias': ['promotions.errors.windowDays'],
    })
    expect(refusals({ franjaSemanal: { ...window, dias: [0, 8] } })).toHaveProperty('franjaSemanal.dias.0')
    expect(refusals({ franjaSemanal: { ...window, hasta: '17:00' } })).toEqual({
      'franjaSemanal.hasta': ['promotions.errors.windowEmpty'],
    })
    expect(refusals({ franjaSemanal: { ...window, desde: '24:00' } })).toEqual({
      'franjaSemanal.desde': ['promotions.errors.timeOfDay'],
    })
    expect(refusals({ franjaSemanal: { ...window, desde: '7:00' } })).toEqual({
      'franjaSemanal.desde': ['promotions.errors.timeOfDay'],
    })
  })

  it('takes affected ids as uuids, at most 500 of each, and tags of the six only', () => {
    const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID())
    expect(refusals({ productosEspecificos: ids(PROMOTION_LIMITS.affected) })).toBeNull()
    expect(refusals({ productosEspecificos: ids(PROMOTION_LIMITS.affected + 1) })).toHaveProperty(
      'productosEspecificos',
    )
    expect(refusals({ categorias: ['not-an-id'] })).toHaveProperty('categorias.0')
    expect(refusals({ etiquetas: ['Picante', 'Vegano'] })).toBeNull()
    expect(refusals({ etiquetas: ['Barato'] })).toHaveProperty('etiquetas.0')
  })
})
