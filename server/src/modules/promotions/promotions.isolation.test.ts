import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { products } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { createOwnerWithMenu, postPromotion } from './test-promotions.ts'

let app: FastifyInstance
const onPostgres = Boolean(inject('postgresUrl'))

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('another business', () => {
  it('gets 404 on every promotion route for our catalogue and promotion, and changes nothing', async () => {
    const owner = await createOwnerWithMenu(app, 'promo-owner')
    const intruder = await createOwnerWithMenu(app, 'promo-intruder')
    const created = await postPromotion(owner, {
      catalogueId: owner.catalogueId,
      nombre: 'Nuestra',
      productosEspecificos: [owner.products.arepa.id],
    })
    const { promotion } = created.json()
    const attempts: [Parameters<TestOwner['call']>[0], string, object?][] = [
      ['GET', `/api/promotions?catalogueId=${owner.catalogueId}`],
      ['GET', `/api/promotions/${promotion.id}`],
      ['PUT', `/api/promotions/${promotion.id}`, { catalogueId: owner.catalogueId, nombre: 'Mía' }],
      // Even naming its own catalogue, the promotion is not theirs to change.
      ['PUT', `/api/promotions/${promotion.id}`, { catalogueId: intruder.catalogueId, nombre: 'Mía' }],
      ['DELETE', `/api/promotions/${promotion.id}`],
      ['POST', '/api/promotions', { catalogueId: owner.catalogueId, nombre: 'Intrusa' }],
    ]
    for (const [method, url, body] of attempts) {
      const response = await intruder.call(method, url, body)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json().error.code).toBe('not_found')
    }
    const list = (await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)).json()
    expect(list.promotions).toEqual([promotion])
  })

  it('cannot attach our products, categories or second product to theirs, nor we theirs to ours', async () => {
    const owner = await createOwnerWithMenu(app, 'promo-owner')
    const other = await createOwnerWithMenu(app, 'promo-other')
    for (const [who, victim] of [
      [other, owner],
      [owner, other],
    ] as const) {
      const refused = await postPromotion(who, {
        catalogueId: who.catalogueId,
        tipo: '2x1',
        productosEspecificos: [victim.products.arepa.id],
        categorias: [victim.categories[0]?.id ?? ''],
        producto2x1: victim.products.bandeja.id,
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.fields).toEqual({
        productosEspecificos: ['promotions.errors.unknownProduct'],
        categorias: ['promotions.errors.unknownCategory'],
        producto2x1: ['promotions.errors.unknownProduct'],
      })
      // Nor by a change of one of their own promotions.
      const own = (await postPromotion(who, { catalogueId: who.catalogueId })).json().promotion
      const changed = await who.call('PUT', `/api/promotions/${own.id}`, {
        catalogueId: who.catalogueId,
        productosEspecificos: [victim.products.bandeja.id],
      })
      expect(changed.statusCode).toBe(400)
      expect(changed.json().error.fields).toEqual({
        productosEspecificos: ['promotions.errors.unknownProduct'],
      })
      expect(
        (await who.call('GET', `/api/promotions/${own.id}`)).json().promotion.productosEspecificos,
      ).toEqual([])
    }
  })

  it('refuses a product of another catalogue of the same business', async () => {
    const owner = await createOwnerWithMenu(app)
    const second = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    const refused = await postPromotion(owner, {
      catalogueId: second.id,
      productosEspecificos: [owner.products.arepa.id],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toEqual({
      productosEspecificos: ['promotions.errors.unknownProduct'],
    })
  })
})

describe('a deleted product or category', () => {
  it('drops out of the promotion, which keeps working', async () => {
    const owner = await createOwnerWithMenu(app)
    const { arepa, bandeja } = owner.products
    const [entradas, fuertes] = owner.categories
    const created = await postPromotion(owner, {
      catalogueId: owner.catalogueId,
      nombre: 'Combo',
      tipo: '2x1',
      producto2x1: bandeja.id,
      productosEspecificos: [arepa.id, bandeja.id],
      categorias: [entradas?.id ?? '', fuertes?.id ?? ''],
    })
    const { promotion } = created.json()
    expect(promotion.afecta).toBe('Arepa, Bandeja, Entradas, Fuertes')

    expect((await owner.call('DELETE', `/api/products/${bandeja.id}`)).statusCode).toBe(204)
    const afterProduct = await owner.call('GET', `/api/promotions/${promotion.id}`)
    expect(afterProduct.statusCode).toBe(200)
    expect(afterProduct.json().promotion).toMatchObject({
      productosEspecificos: [arepa.id],
      // The free product gone, the menu shows the 2x1 as "two of the same".
      producto2x1: null,
      afecta: 'Arepa, Entradas, Fuertes',
    })

    expect((await owner.call('DELETE', `/api/categories/${entradas?.id}`)).statusCode).toBe(204)
    const list = (await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)).json()
    expect(list.promotions).toHaveLength(1)
    expect(list.promotions[0]).toMatchObject({
      // Arepa was in Entradas: it went with its category.
      productosEspecificos: [],
      categorias: [fuertes?.id],
      categoria: 'Fuertes',
      afecta: 'Fuertes',
    })
    // Saved again, the 2x1 asks for a free product once more: the wizard asks for it before it saves.
    const { id, estado, categoria, afecta, createdAt, updatedAt, ...input } = list.promotions[0]
    const saved = await owner.call('PUT', `/api/promotions/${id}`, input)
    expect(saved.statusCode, saved.body).toBe(400)
    expect(saved.json().error.fields).toEqual({ producto2x1: ['promotions.errors.freeProductRequired'] })
    const asNormal = await owner.call('PUT', `/api/promotions/${id}`, { ...input, tipo: 'normal' })
    expect(asNormal.statusCode, asNormal.body).toBe(200)
  })

  // Two connections are needed to hold a deletion open while the save runs: PostgreSQL only.
  it.runIf(onPostgres)(
    'deleted while a promotion naming it is saved: the save waits, then refuses it',
    async () => {
      const owner = await createOwnerWithMenu(app)
      const productId = owner.products.arepa.id
      let release = () => {}
      let started = () => {}
      const isStarted = new Promise<void>((resolve) => {
        started = resolve
      })
      const deletion = app.database.db.transaction(async (tx) => {
        await tx.delete(products).where(eq(products.id, productId))
        started()
        await new Promise<void>((resolve) => {
          release = resolve
        })
      })
      await isStarted
      const saving = postPromotion(owner, {
        catalogueId: owner.catalogueId,
        productosEspecificos: [productId],
      })
      // Long enough for the save to reach the product while its deletion is still open.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      release()
      await deletion
      const saved = await saving
      expect(saved.statusCode, saved.body).toBe(400)
      expect(saved.json().error.fields).toEqual({
        productosEspecificos: ['promotions.errors.unknownProduct'],
      })
    },
  )

  it('goes with its catalogue, promotions and all', async () => {
    const owner = await createOwnerWithMenu(app)
    const { promotion } = (await postPromotion(owner, { catalogueId: owner.catalogueId })).json()
    expect((await owner.call('DELETE', `/api/catalogues/${owner.catalogueId}`)).statusCode).toBe(204)
    expect((await owner.call('GET', `/api/promotions/${promotion.id}`)).statusCode).toBe(404)
  })
})
