import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

// A product's sizes and extras through the API (decision 044): variants and option groups round trip in the
// owner's order with stable ids, clients of the single-price shape keep working, bad input is refused at its
// field with nothing saved, and another business can neither read nor change them.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

type Variant = { id: string; label: string; price: string | null; specialPrice: string | null }

/** A new owner (pesos unless `currency` says otherwise) with a catalogue, its first category and helpers. */
async function ownerWithCatalogue(currency = 'COP') {
  const owner = await registerTestOwner(app, 'variants')
  await app.database.db.update(businesses).set({ currency }).where(eq(businesses.id, owner.businessId))
  const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
  const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
  const products = async () => (await owner.call('GET', `/api/catalogues/${catalogue.id}/products`)).json()
  const create = (body: object) =>
    owner.call('POST', `/api/catalogues/${catalogue.id}/products`, { categoryId: category.id, ...body })
  return {
    ...owner,
    catalogueId: catalogue.id as string,
    categoryId: category.id as string,
    products,
    create,
  }
}

const pizzaSizes = [
  { label: 'Pequeña', price: '20000' },
  { label: 'Mediana', price: '32000.00', specialPrice: '30000' },
  { label: 'Familiar', price: '45000' },
]
const extras = {
  name: 'Ingredientes extra',
  min: 0,
  max: 2,
  options: [
    { label: 'Tocineta', priceDelta: '3000' },
    { label: 'Queso', priceDelta: '2000' },
  ],
}

const shapeOf = (variants: Variant[]) =>
  variants.map(({ label, price, specialPrice }) => [label, price, specialPrice])

describe('a product with variants and option groups', () => {
  it('round-trips labels, order, prices in their shortest form and option groups, each with an id', async () => {
    const owner = await ownerWithCatalogue()
    const created = await owner.create({ name: 'Margarita', variants: pizzaSizes, optionGroups: [extras] })
    expect(created.statusCode, created.body).toBe(201)
    const pizza = created.json()
    expect(shapeOf(pizza.variants)).toEqual([
      ['Pequeña', '20000', null],
      ['Mediana', '32000', '30000'],
      ['Familiar', '45000', null],
    ])
    // The single-price shape still reads: the first variant's prices.
    expect(pizza).toMatchObject({ price: '20000', specialPrice: null })
    expect(pizza.optionGroups).toEqual([
      {
        id: expect.any(String),
        name: 'Ingredientes extra',
        min: 0,
        max: 2,
        options: [
          { id: expect.any(String), label: 'Tocineta', priceDelta: '3000', translations: {} },
          { id: expect.any(String), label: 'Queso', priceDelta: '2000', translations: {} },
        ],
        translations: {},
      },
    ])
    expect(new Set(pizza.variants.map((variant: Variant) => variant.id)).size).toBe(3)
    expect(await owner.products()).toEqual([pizza])
  })

  it('keeps the ids it is sent back, in the new order, and gives the others new ones', async () => {
    const owner = await ownerWithCatalogue()
    const pizza = (
      await owner.create({ name: 'Hawaiana', variants: pizzaSizes, optionGroups: [extras] })
    ).json()
    const [small, medium, family] = pizza.variants as Variant[]
    const stranger = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890'
    const changed = await owner.call('PATCH', `/api/products/${pizza.id}`, {
      variants: [
        { ...family, price: '47000' },
        { id: small!.id, label: 'Personal', price: '18000' },
        { id: stranger, label: 'Gigante', price: '60000' },
      ],
      optionGroups: [{ ...pizza.optionGroups[0], max: 1, options: pizza.optionGroups[0].options.slice(1) }],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const variants = changed.json().variants as Variant[]
    expect(shapeOf(variants)).toEqual([
      ['Familiar', '47000', null],
      ['Personal', '18000', null],
      ['Gigante', '60000', null],
    ])
    expect(variants[0]!.id).toBe(family!.id)
    expect(variants[1]!.id).toBe(small!.id)
    // An id the product never had is not taken on trust; the removed one is gone.
    expect(variants[2]!.id).not.toBe(stranger)
    expect(variants.map((variant) => variant.id)).not.toContain(medium!.id)
    expect(changed.json()).toMatchObject({ price: '47000' })
    expect(changed.json().optionGroups[0]).toMatchObject({
      id: pizza.optionGroups[0].id,
      options: [{ id: pizza.optionGroups[0].options[1].id, label: 'Queso' }],
    })
  })

  it('lets a client of the single-price shape create with `price` and change only the first variant', async () => {
    const owner = await ownerWithCatalogue()
    const tinto = await owner.create({ name: 'Tinto', price: '2500', specialPrice: '2000' })
    expect(tinto.statusCode, tinto.body).toBe(201)
    expect(tinto.json()).toMatchObject({
      price: '2500',
      specialPrice: '2000',
      variants: [{ label: '', price: '2500', specialPrice: '2000' }],
      optionGroups: [],
    })
    const wine = (
      await owner.create({
        name: 'Malbec',
        variants: [
          { label: 'Copa', price: '18000' },
          { label: 'Botella', price: '85000' },
        ],
      })
    ).json()
    const repriced = await owner.call('PATCH', `/api/products/${wine.id}`, { price: '19000' })
    expect(repriced.statusCode, repriced.body).toBe(200)
    expect(shapeOf(repriced.json().variants)).toEqual([
      ['Copa', '19000', null],
      ['Botella', '85000', null],
    ])
    expect(repriced.json().variants[0].id).toBe(wine.variants[0].id)
    // Clearing the price with a special price left is refused at the field it sent.
    const orphan = await owner.call('PATCH', `/api/products/${tinto.json().id}`, { price: null })
    expect(orphan.statusCode).toBe(400)
    expect(orphan.json().error.fields).toEqual({ specialPrice: ['products.errors.specialWithoutPrice'] })
    // A change that names no price leaves the variants alone.
    const renamed = await owner.call('PATCH', `/api/products/${wine.id}`, { name: 'Malbec reserva' })
    expect(renamed.json().variants).toEqual(repriced.json().variants)
  })
})

describe('bad variants', () => {
  const refusals: [string, object, string, string][] = [
    ['no variants', { variants: [] }, 'variants', 'products.errors.noVariants'],
    [
      '200 variants',
      { variants: Array.from({ length: 200 }, (_, index) => ({ label: `T${index}`, price: '1000' })) },
      'variants',
      'products.errors.tooManyVariants',
    ],
    ['a negative price', { variants: [{ price: '-1000' }] }, 'variants.0.price', 'products.errors.price'],
    [
      'a 12-decimal price',
      { variants: [{ price: '1.123456789012' }] },
      'variants.0.price',
      'products.errors.price',
    ],
    [
      'labels that differ only in case and spaces',
      {
        variants: [
          { label: 'Copa', price: '4' },
          { label: ' COPA ', price: '18' },
        ],
      },
      'variants.1.label',
      'products.errors.variantLabelDuplicate',
    ],
    [
      'a missing label beside another variant',
      {
        variants: [
          { label: 'Copa', price: '4' },
          { label: '', price: '18' },
        ],
      },
      'variants.1.label',
      'products.errors.variantLabelRequired',
    ],
    [
      'a price in pesos with cents',
      {
        variants: [
          { label: 'Copa', price: '4000' },
          { label: 'Botella', price: '18000.5' },
        ],
      },
      'variants.1.price',
      'products.errors.priceMinorUnit',
    ],
    ['a single price in pesos with cents', { price: '12000.50' }, 'price', 'products.errors.priceMinorUnit'],
    [
      'an extra in pesos with cents',
      {
        price: '12000',
        optionGroups: [{ ...extras, options: [{ label: 'Queso', priceDelta: '0.5' }], max: 1 }],
      },
      'optionGroups.0.options.0.priceDelta',
      'products.errors.priceMinorUnit',
    ],
  ]

  it.each(refusals)('refuses %s at its field and saves nothing', async (_name, body, field, message) => {
    const owner = await ownerWithCatalogue('COP')
    const created = await owner.create({ name: 'Vino', ...body })
    expect(created.statusCode, created.body).toBe(400)
    expect(created.json().error.code).toBe('validation_failed')
    expect(created.json().error.fields[field]).toContain(message)
    expect(await owner.products()).toEqual([])

    const kept = (await owner.create({ name: 'Vino', price: '9000' })).json()
    const change = await owner.call('PATCH', `/api/products/${kept.id}`, body)
    expect(change.statusCode, change.body).toBe(400)
    expect(change.json().error.fields[field]).toContain(message)
    expect(await owner.products()).toEqual([kept])
  })

  it('takes cents where the currency has them', async () => {
    const owner = await ownerWithCatalogue('EUR')
    const created = await owner.create({
      name: 'Vino',
      variants: [
        { label: 'Copa', price: '4.50' },
        { label: 'Botella', price: '18' },
      ],
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(shapeOf(created.json().variants)).toEqual([
      ['Copa', '4.5', null],
      ['Botella', '18', null],
    ])
  })
})

describe('a category’s shared labels', () => {
  it('round-trip in order, and a repeated one is refused at its place', async () => {
    const owner = await ownerWithCatalogue()
    const sizes = ['Pequeña', 'Mediana', 'Familiar']
    const created = await owner.call('POST', `/api/catalogues/${owner.catalogueId}/categories`, {
      name: 'Pizzas',
      variantLabels: sizes,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().variantLabels).toEqual(sizes)
    const [, , , listed] = (await owner.call('GET', `/api/catalogues/${owner.catalogueId}/categories`)).json()
    expect(listed.variantLabels).toEqual(sizes)

    const repeated = await owner.call('PATCH', `/api/categories/${created.json().id}`, {
      variantLabels: ['Pequeña', 'pequeña'],
    })
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json().error.fields).toEqual({
      'variantLabels.1': ['products.errors.variantLabelDuplicate'],
    })
    const cleared = await owner.call('PATCH', `/api/categories/${created.json().id}`, { variantLabels: [] })
    expect(cleared.json().variantLabels).toEqual([])
    // Other categories have none.
    const [entradas] = (await owner.call('GET', `/api/catalogues/${owner.catalogueId}/categories`)).json()
    expect(entradas.variantLabels).toEqual([])
  })
})

describe('another business', () => {
  it('can neither read nor change a product’s variants', async () => {
    const owner = await ownerWithCatalogue()
    const intruder: TestOwner = await registerTestOwner(app, 'variants-intruder')
    const pizza = (
      await owner.create({ name: 'Margarita', variants: pizzaSizes, optionGroups: [extras] })
    ).json()

    const read = await intruder.call('GET', `/api/catalogues/${owner.catalogueId}/products`)
    expect(read.statusCode).toBe(404)
    expect(read.body).not.toContain(pizza.variants[0].id)
    const change = await intruder.call('PATCH', `/api/products/${pizza.id}`, {
      variants: [{ id: pizza.variants[0].id, label: '', price: '1' }],
    })
    expect(change.statusCode).toBe(404)
    const single = await intruder.call('PATCH', `/api/products/${pizza.id}`, { price: '1' })
    expect(single.statusCode).toBe(404)
    expect(await owner.products()).toEqual([pizza])
  })
})
