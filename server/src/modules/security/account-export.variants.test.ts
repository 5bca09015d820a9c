import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { exportAccount } from './account-export.service.ts'

// The account's data download carries what a product sells (decision 044): its sizes with their prices, its
// extras, the category's shared labels, and the single sizes a promotion is aimed at.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('the account’s data download', () => {
  it('holds each product’s variants and option groups, shared labels and promotions’ variants', async () => {
    const owner = await registerTestOwner(app, 'export-variants')
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const pizzas = (
      await owner.call('POST', `/api/catalogues/${catalogue.id}/categories`, {
        name: 'Pizzas',
        variantLabels: ['Pequeña', 'Familiar'],
      })
    ).json()
    const extras = { name: 'Extras', min: 0, max: 1, options: [{ label: 'Queso', priceDelta: '2000' }] }
    const pizza = (
      await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
        categoryId: pizzas.id,
        name: 'Margarita',
        variants: [
          { label: 'Pequeña', price: '20000' },
          { label: 'Familiar', price: '45000', specialPrice: '40000' },
        ],
        optionGroups: [extras],
      })
    ).json()
    const promotion = await owner.call('POST', '/api/promotions', {
      catalogueId: catalogue.id,
      tipo: 'descuento',
      porcentaje: 10,
      variantes: [pizza.variants[1].id],
    })
    expect(promotion.statusCode, promotion.body).toBe(201)

    const { bytes } = await exportAccount({ db: app.database.db }, owner.user.id, owner.businessId)
    const files = unzipSync(bytes)
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array))
    const [exported] = read('productos.json')
    expect(exported).toMatchObject({
      name: 'Margarita',
      variants: pizza.variants,
      optionGroups: pizza.optionGroups,
    })
    expect(exported.variants.map((variant: { label: string }) => variant.label)).toEqual([
      'Pequeña',
      'Familiar',
    ])
    const category = read('categorias.json').find((row: { id: string }) => row.id === pizzas.id)
    expect(category.variantLabels).toEqual(['Pequeña', 'Familiar'])
    expect(read('promociones.json').promotions[0].variantes).toEqual([pizza.variants[1].id])
  })
})
