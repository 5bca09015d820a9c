import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { PromotionInputDraft } from '#domain/promotions/promotion.schema.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

/** An owner with a catalogue of three categories and a product in the first two, as the promotions tests need. */
export type OwnerWithMenu = TestOwner & {
  catalogueId: string
  categories: { id: string; name: string }[]
  /** Arepa (8000) in Entradas, Bandeja (25000) in Fuertes. */
  products: { arepa: { id: string; price: string }; bandeja: { id: string; price: string } }
}

/** A newly registered owner with a catalogue holding Arepa (8000) in Entradas and Bandeja (25000) in Fuertes. */
export async function createOwnerWithMenu(
  app: FastifyInstance,
  label = 'promotions',
): Promise<OwnerWithMenu> {
  const owner = await registerTestOwner(app, label)
  const catalogue = await owner.call('POST', '/api/catalogues', { template: 'clasico' })
  expect(catalogue.statusCode, catalogue.body).toBe(201)
  const catalogueId = catalogue.json().id as string
  const categories = (await owner.call('GET', `/api/catalogues/${catalogueId}/categories`)).json() as {
    id: string
    name: string
  }[]
  const addProduct = async (categoryId: string | undefined, name: string, price: string) => {
    const response = await owner.call('POST', `/api/catalogues/${catalogueId}/products`, {
      categoryId,
      name,
      price,
    })
    expect(response.statusCode, response.body).toBe(201)
    return { id: response.json().id as string, price }
  }
  const arepa = await addProduct(categories[0]?.id, 'Arepa', '8000')
  const bandeja = await addProduct(categories[1]?.id, 'Bandeja', '25000')
  return { ...owner, catalogueId, categories, products: { arepa, bandeja } }
}

/** Creates a promotion through the API and answers the response (not checked: tests of refusals use it). */
export function postPromotion(
  owner: TestOwner,
  input: Omit<PromotionInputDraft, 'catalogueId'> & { catalogueId: string },
) {
  return owner.call('POST', '/api/promotions', input)
}
