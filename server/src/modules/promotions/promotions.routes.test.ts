import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { createOwnerWithMenu, postPromotion } from './test-promotions.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('promotions', () => {
  it('creates, reads, lists newest first, replaces and deletes a promotion', async () => {
    const owner = await createOwnerWithMenu(app)
    const { arepa, bandeja } = owner.products
    const [entradas, fuertes] = owner.categories
    const created = await postPromotion(owner, {
      catalogueId: owner.catalogueId,
      nombre: '  Hora feliz ',
      tipo: 'descuento',
      porcentaje: 20,
      precioNormal: '1000',
      fechaInicio: '2026-12-01T22:00:00.000Z',
      fechaFin: '2026-12-31T22:00:00.000Z',
      franjaSemanal: { dias: [1, 2, 3, 4], desde: '17:00', hasta: '19:00' },
      productosEspecificos: [bandeja.id],
      categorias: [entradas?.id ?? ''],
      etiquetas: ['Picante'],
    })
    expect(created.statusCode, created.body).toBe(201)
    const { promotion } = created.json()
    expect(promotion).toMatchObject({
      catalogueId: owner.catalogueId,
      nombre: 'Hora feliz',
      descripcion: '',
      imagen: null,
      estado: 'Activa',
      activo: true,
      tipo: 'descuento',
      porcentaje: 20,
      // Fields of another type are cleared.
      precioNormal: null,
      producto2x1: null,
      fechaInicio: '2026-12-01T22:00:00.000Z',
      fechaFin: '2026-12-31T22:00:00.000Z',
      franjaSemanal: { dias: [1, 2, 3, 4], desde: '17:00', hasta: '19:00' },
      productosEspecificos: [bandeja.id],
      categorias: [entradas?.id],
      etiquetas: ['Picante'],
      categoria: 'Entradas, Fuertes',
      afecta: 'Bandeja, Entradas, Picante',
    })
    expect((await owner.call('GET', `/api/promotions/${promotion.id}`)).json()).toEqual({ promotion })

    const second = await postPromotion(owner, {
      catalogueId: owner.catalogueId,
      nombre: 'Dos por uno',
      tipo: '2x1',
      producto2x1: arepa.id,
      productosEspecificos: [arepa.id],
    })
    expect(second.statusCode, second.body).toBe(201)
    const list = await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)
    expect(list.statusCode).toBe(200)
    expect(list.json().promotions.map((p: { nombre: string }) => p.nombre)).toEqual([
      'Dos por uno',
      'Hora feliz',
    ])

    const replaced = await owner.call('PUT', `/api/promotions/${promotion.id}`, {
      catalogueId: owner.catalogueId,
      nombre: 'Precio fijo',
      tipo: 'normal',
      activo: false,
      precioNormal: '7999.50',
      categorias: [fuertes?.id, entradas?.id],
    })
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json().promotion).toMatchObject({
      id: promotion.id,
      nombre: 'Precio fijo',
      estado: 'Inactiva',
      tipo: 'normal',
      porcentaje: null,
      precioNormal: '7999.5',
      fechaInicio: null,
      franjaSemanal: null,
      productosEspecificos: [],
      categorias: [fuertes?.id, entradas?.id],
      etiquetas: [],
      afecta: 'Fuertes, Entradas',
      createdAt: promotion.createdAt,
    })

    expect((await owner.call('DELETE', `/api/promotions/${promotion.id}`)).statusCode).toBe(204)
    expect((await owner.call('GET', `/api/promotions/${promotion.id}`)).statusCode).toBe(404)
    expect((await owner.call('DELETE', `/api/promotions/${promotion.id}`)).statusCode).toBe(404)
    const after = (await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)).json()
    expect(after.promotions.map((p: { nombre: string }) => p.nombre)).toEqual(['Dos por uno'])
  })
})
