import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotions } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { MAX_PROMOTIONS_PER_CATALOGUE } from './index.ts'
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

describe('refusals at the field', () => {
  const fieldsOf = (response: { statusCode: number; json: () => { error: { fields?: object } } }) => {
    expect(response.statusCode).toBe(400)
    return response.json().error.fields
  }

  it('refuses an end before or at its start, and 0 % or 120 % off, naming the field with its message', async () => {
    const owner = await createOwnerWithMenu(app)
    const base = { catalogueId: owner.catalogueId }
    const start = '2026-12-10T12:00:00.000Z'
    expect(
      fieldsOf(
        await postPromotion(owner, { ...base, fechaInicio: start, fechaFin: '2026-12-10T11:59:59.000Z' }),
      ),
    ).toEqual({
      fechaFin: ['promotions.errors.endBeforeStart'],
    })
    expect(fieldsOf(await postPromotion(owner, { ...base, fechaInicio: start, fechaFin: start }))).toEqual({
      fechaFin: ['promotions.errors.endBeforeStart'],
    })
    for (const porcentaje of [0, 120, null]) {
      expect(fieldsOf(await postPromotion(owner, { ...base, tipo: 'descuento', porcentaje }))).toEqual({
        porcentaje: ['promotions.errors.percentage'],
      })
    }
    for (const porcentaje of [1, 99]) {
      expect((await postPromotion(owner, { ...base, tipo: 'descuento', porcentaje })).statusCode).toBe(201)
    }
  })

  it('refuses a fixed price above the price of a product it reaches, by itself, its category or its tag', async () => {
    const owner = await createOwnerWithMenu(app)
    const { arepa, bandeja } = owner.products
    const base = { catalogueId: owner.catalogueId, tipo: 'normal' as const }
    const above = { fields: { precioNormal: ['promotions.errors.fixedPriceAbovePrice'] } }
    const refused = await postPromotion(owner, {
      ...base,
      precioNormal: '8000.01',
      productosEspecificos: [arepa.id],
    })
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', ...above })
    const byCategory = await postPromotion(owner, {
      ...base,
      precioNormal: '9000',
      categorias: [owner.categories[0]?.id ?? ''],
    })
    expect(byCategory.json().error).toMatchObject(above)
    // Equal to the price is not above it; the dearer product alone allows more.
    expect(
      (
        await postPromotion(owner, {
          ...base,
          precioNormal: '8000',
          productosEspecificos: [arepa.id, bandeja.id],
        })
      ).statusCode,
    ).toBe(201)
    expect(
      (await postPromotion(owner, { ...base, precioNormal: '25000', productosEspecificos: [bandeja.id] }))
        .statusCode,
    ).toBe(201)
    expect(
      (await postPromotion(owner, { ...base, precioNormal: '25000.01', productosEspecificos: [bandeja.id] }))
        .statusCode,
    ).toBe(400)

    await owner.call('PATCH', `/api/products/${arepa.id}`, { tags: ['Picante'] })
    const byTag = await postPromotion(owner, { ...base, precioNormal: '10000', etiquetas: ['Picante'] })
    expect(byTag.json().error).toMatchObject(above)
    // A fixed price is checked only for a normal promotion: a discount clears it.
    const discount = await postPromotion(owner, {
      ...base,
      tipo: 'descuento',
      porcentaje: 10,
      precioNormal: '99999',
      productosEspecificos: [arepa.id],
    })
    expect(discount.statusCode).toBe(201)
    expect(discount.json().promotion.precioNormal).toBeNull()
  })

  it('refuses an unknown product, category or second product, and an image that is not one of ours', async () => {
    const owner = await createOwnerWithMenu(app)
    const unknown = randomUUID()
    const fields = fieldsOf(
      await postPromotion(owner, {
        catalogueId: owner.catalogueId,
        tipo: '2x1',
        productosEspecificos: [owner.products.arepa.id, unknown],
        categorias: [unknown],
        producto2x1: unknown,
        imagen: 'https://tracker.example/pixel.gif',
      }),
    )
    expect(fields).toEqual({
      productosEspecificos: ['promotions.errors.unknownProduct'],
      categorias: ['promotions.errors.unknownCategory'],
      producto2x1: ['promotions.errors.unknownProduct'],
      imagen: ['promotions.errors.image'],
    })
    const list = await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)
    expect(list.json().promotions).toEqual([])
  })

  it('refuses a 2x1 without its free product, or with one it does not reach', async () => {
    const owner = await createOwnerWithMenu(app)
    const { arepa, bandeja } = owner.products
    const withoutFree = {
      catalogueId: owner.catalogueId,
      tipo: '2x1' as const,
      productosEspecificos: [arepa.id],
    }
    expect(fieldsOf(await postPromotion(owner, withoutFree))).toEqual({
      producto2x1: ['promotions.errors.freeProductRequired'],
    })
    expect(fieldsOf(await postPromotion(owner, { ...withoutFree, producto2x1: bandeja.id }))).toEqual({
      producto2x1: ['promotions.errors.freeProductNotReached'],
    })
    const list = await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)
    expect(list.json().promotions).toEqual([])
  })

  it('refuses moving a promotion to another catalogue, and answers 404 for a catalogue that does not exist', async () => {
    const owner = await createOwnerWithMenu(app)
    const other = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    const created = (await postPromotion(owner, { catalogueId: owner.catalogueId, nombre: 'Quieta' })).json()
    const moved = await owner.call('PUT', `/api/promotions/${created.promotion.id}`, {
      catalogueId: other.id,
    })
    expect(fieldsOf(moved)).toEqual({ catalogueId: ['promotions.errors.otherCatalogue'] })
    expect((await owner.call('GET', `/api/promotions/${created.promotion.id}`)).json().promotion.nombre).toBe(
      'Quieta',
    )
    expect((await postPromotion(owner, { catalogueId: randomUUID() })).statusCode).toBe(404)
    expect((await owner.call('GET', `/api/promotions?catalogueId=${randomUUID()}`)).statusCode).toBe(404)
    expect((await owner.call('GET', '/api/promotions?catalogueId=nope')).statusCode).toBe(400)
  })

  it('answers 401 without a session, whatever was sent', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/promotions?catalogueId=${randomUUID()}` })).statusCode,
    ).toBe(401)
    expect(
      (await app.inject({ method: 'POST', url: '/api/promotions', payload: { porcentaje: 'x' } })).statusCode,
    ).toBe(401)
  })
})

describe('the catalogue', () => {
  it('holds at most 200 promotions: the 201st is refused, and one more fits after a deletion', async () => {
    const owner = await createOwnerWithMenu(app)
    const rows = Array.from({ length: MAX_PROMOTIONS_PER_CATALOGUE - 1 }, (_, n) => ({
      businessId: owner.businessId,
      catalogueId: owner.catalogueId,
      nombre: `Promo ${n}`,
      tipo: 'normal' as const,
    }))
    await app.database.db.insert(promotions).values(rows)
    const last = await postPromotion(owner, { catalogueId: owner.catalogueId, nombre: 'La 200' })
    expect(last.statusCode).toBe(201)
    const over = await postPromotion(owner, { catalogueId: owner.catalogueId, nombre: 'La 201' })
    expect(over.statusCode).toBe(409)
    expect(over.json().error).toEqual({
      code: 'promotion_limit_reached',
      message:
        'Este catálogo ya tiene 200 promociones, el máximo. Elimina las que ya no uses para crear otra.',
    })
    const list = (await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)).json()
    expect(list.promotions).toHaveLength(200)
    expect(list.promotions[0].nombre).toBe('La 200')
    // The cap is per catalogue: another catalogue of the same business still takes one.
    const other = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    expect((await postPromotion(owner, { catalogueId: other.id })).statusCode).toBe(201)
    expect((await owner.call('DELETE', `/api/promotions/${last.json().promotion.id}`)).statusCode).toBe(204)
    expect((await postPromotion(owner, { catalogueId: owner.catalogueId })).statusCode).toBe(201)
  })

  it('is marked changed by every write of a promotion, and not by a refused one or a read', async () => {
    const owner = await createOwnerWithMenu(app)
    const editedAt = async () =>
      (await owner.call('GET', `/api/catalogues/${owner.catalogueId}`)).json().editado
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
    let before = await editedAt()
    await tick()
    const created = (await postPromotion(owner, { catalogueId: owner.catalogueId })).json()
    expect(await editedAt()).not.toBe(before)
    expect(Date.parse(await editedAt())).toBeGreaterThan(Date.parse(before))

    before = await editedAt()
    await tick()
    await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)
    await postPromotion(owner, { catalogueId: owner.catalogueId, tipo: 'descuento', porcentaje: 0 })
    await postPromotion(owner, { catalogueId: owner.catalogueId, productosEspecificos: [randomUUID()] })
    expect(await editedAt()).toBe(before)

    await owner.call('PUT', `/api/promotions/${created.promotion.id}`, { catalogueId: owner.catalogueId })
    expect(Date.parse(await editedAt())).toBeGreaterThan(Date.parse(before))
    before = await editedAt()
    await tick()
    await owner.call('DELETE', `/api/promotions/${created.promotion.id}`)
    expect(Date.parse(await editedAt())).toBeGreaterThan(Date.parse(before))
  })
})
