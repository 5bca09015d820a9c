import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { createOwnerWithMenu, type OwnerWithMenu, postPromotion } from './test-promotions.ts'

// Promotions that reach single variants (decision 044): "only the Familiar". A variant lives inside its
// product's row, so nothing cascades when it is deleted: the promotion keeps the ids that still exist.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

type Variant = { id: string; label: string; price: string | null }

/** The owner's menu plus a pizza in three sizes in Fuertes: Pequeña 20000, Mediana 32000, Familiar 45000. */
async function ownerWithPizza(label = 'promotions-variants') {
  const owner = await createOwnerWithMenu(app, label)
  const created = await owner.call('POST', `/api/catalogues/${owner.catalogueId}/products`, {
    categoryId: owner.categories[1]?.id,
    name: 'Pizza',
    variants: [
      { label: 'Pequeña', price: '20000' },
      { label: 'Mediana', price: '32000' },
      { label: 'Familiar', price: '45000' },
    ],
  })
  expect(created.statusCode, created.body).toBe(201)
  const pizza = created.json() as { id: string; variants: Variant[] }
  const [small, medium, family] = pizza.variants as [Variant, Variant, Variant]
  return { ...owner, pizza, small, medium, family }
}

const promotionOf = async (owner: OwnerWithMenu, id: string) =>
  (await owner.call('GET', `/api/promotions/${id}`)).json().promotion

describe('a promotion on single variants', () => {
  it('saves and reads the variants it names, named "Pizza (Familiar)" in what it affects', async () => {
    const owner = await ownerWithPizza()
    const created = await postPromotion(owner, {
      catalogueId: owner.catalogueId,
      nombre: 'Familiar de la semana',
      tipo: 'descuento',
      porcentaje: 15,
      productosEspecificos: [owner.products.arepa.id],
      variantes: [owner.family.id, owner.medium.id, owner.family.id],
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().promotion).toMatchObject({
      productosEspecificos: [owner.products.arepa.id],
      // Named twice is chosen once, in the owner's order.
      variantes: [owner.family.id, owner.medium.id],
      afecta: 'Arepa, Pizza (Familiar), Pizza (Mediana)',
      // The pizza's category is reached through its variants.
      categoria: 'Entradas, Fuertes',
    })
    expect(await promotionOf(owner, created.json().promotion.id)).toEqual(created.json().promotion)
  })

  it('refuses a variant that is not one of the catalogue’s, another business’s included', async () => {
    const owner = await ownerWithPizza()
    const other = await ownerWithPizza('promotions-variants-other')
    for (const id of ['6f1c2d3e-4b5a-4c6d-8e7f-901234567890', other.family.id]) {
      const refused = await postPromotion(owner, { catalogueId: owner.catalogueId, variantes: [id] })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.fields).toEqual({ variantes: ['promotions.errors.unknownVariant'] })
    }
    expect((await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)).json()).toEqual({
      promotions: [],
    })
  })

  it('compares a fixed price with every variant it reaches', async () => {
    const owner = await ownerWithPizza()
    const base = { catalogueId: owner.catalogueId, tipo: 'normal' as const, precioNormal: '30000' }
    // Below the Familiar and the Mediana, above the Pequeña.
    const whole = await postPromotion(owner, { ...base, productosEspecificos: [owner.pizza.id] })
    expect(whole.json().error.fields).toEqual({ precioNormal: ['promotions.errors.fixedPriceAbovePrice'] })
    const small = await postPromotion(owner, { ...base, variantes: [owner.small.id, owner.family.id] })
    expect(small.json().error.fields).toEqual({ precioNormal: ['promotions.errors.fixedPriceAbovePrice'] })
    const large = await postPromotion(owner, { ...base, variantes: [owner.medium.id, owner.family.id] })
    expect(large.statusCode, large.body).toBe(201)
    const exact = await postPromotion(owner, { ...base, precioNormal: '32000', variantes: [owner.medium.id] })
    expect(exact.statusCode).toBe(201)
  })

  it('stays valid and readable when a variant it names is deleted, keeping the others', async () => {
    const owner = await ownerWithPizza()
    const { promotion } = (
      await postPromotion(owner, {
        catalogueId: owner.catalogueId,
        tipo: 'descuento',
        porcentaje: 10,
        variantes: [owner.family.id, owner.small.id],
      })
    ).json()
    // The owner removes the Familiar size.
    const resized = await owner.call('PATCH', `/api/products/${owner.pizza.id}`, {
      variants: [owner.small, owner.medium],
    })
    expect(resized.statusCode, resized.body).toBe(200)

    const read = await owner.call('GET', `/api/promotions/${promotion.id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json().promotion).toMatchObject({ variantes: [owner.small.id], afecta: 'Pizza (Pequeña)' })
    const list = (await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)).json()
    expect(list.promotions[0].variantes).toEqual([owner.small.id])
    // What is left can be saved again as it is.
    const { id, estado, categoria, afecta, createdAt, updatedAt, ...input } = read.json().promotion
    const saved = await owner.call('PUT', `/api/promotions/${id}`, input)
    expect(saved.statusCode, saved.body).toBe(200)

    // The whole product deleted: the promotion reaches nothing and is still there.
    expect((await owner.call('DELETE', `/api/products/${owner.pizza.id}`)).statusCode).toBe(204)
    expect(await promotionOf(owner, promotion.id)).toMatchObject({ variantes: [], afecta: '' })
  })
})
