import { describe, expect, it } from 'vitest'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import { pageOf, selectPromotions } from './promotion-list.ts'
import { buildPromotion } from './testing/fake-promotions.ts'

const now = new Date('2026-11-25T12:00:00Z')
const typeLabel = (promotion: Pick<Promotion, 'tipo'>) =>
  ({ descuento: 'Descuento', '2x1': '2x1', normal: 'Normal' })[promotion.tipo]

const happyHour = buildPromotion({
  id: 'p1',
  nombre: 'Happy hour',
  tipo: 'descuento',
  porcentaje: 20,
  categoria: 'Bebidas',
  afecta: 'Limonada de coco, Café',
})
const paused = buildPromotion({ id: 'p2', nombre: 'Menú del día', activo: false, estado: 'Inactiva' })
const ended = buildPromotion({
  id: 'p3',
  nombre: 'Empanadas 2x1',
  tipo: '2x1',
  categoria: 'Entradas',
  afecta: 'Empanadas',
  fechaFin: '2026-11-01T05:00:00.000Z',
  // As the server answered before the end: the list judges by the time now.
  estado: 'Activa',
})
const all = [happyHour, paused, ended]

const names = (promotions: Promotion[]) => promotions.map((promotion) => promotion.nombre)
const select = (search: string, filter: Parameters<typeof selectPromotions>[1]['filter'] = 'todas') =>
  names(selectPromotions(all, { search, filter, typeLabel, now }))

describe('selectPromotions', () => {
  it('keeps every promotion, in the API order, with no search and the filter on "todas"', () => {
    expect(select('')).toEqual(['Happy hour', 'Menú del día', 'Empanadas 2x1'])
  })

  it('filters by the status as of now: an ended one is Finalizada whatever its switch', () => {
    expect(select('', 'activa')).toEqual(['Happy hour'])
    expect(select('', 'inactiva')).toEqual(['Menú del día'])
    expect(select('', 'finalizada')).toEqual(['Empanadas 2x1'])
  })

  it('searches name, category, type and affects, without minding case or accents', () => {
    expect(select('menu')).toEqual(['Menú del día'])
    expect(select('BEBIDAS')).toEqual(['Happy hour'])
    expect(select('descuento')).toEqual(['Happy hour'])
    expect(select('2x1')).toEqual(['Empanadas 2x1'])
    expect(select('cafe')).toEqual(['Happy hour'])
    expect(select('coco limonada')).toEqual(['Happy hour'])
    expect(select('pizza')).toEqual([])
  })

  it('combines the search with the filter', () => {
    expect(select('empanadas', 'activa')).toEqual([])
    expect(select('empanadas', 'finalizada')).toEqual(['Empanadas 2x1'])
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 17 }, (_, index) => index + 1)

  it('cuts pages of eight and counts them', () => {
    expect(pageOf(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8], page: 1, pages: 3 })
    expect(pageOf(items, 3)).toEqual({ items: [17], page: 3, pages: 3 })
  })

  it('brings a page past the end back to the last one, and an empty list to page 1 of 1', () => {
    expect(pageOf(items, 9).page).toBe(3)
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pages: 1 })
  })
})
