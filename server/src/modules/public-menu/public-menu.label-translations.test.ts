import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from './test-menu.ts'

// Sizes, extras and a category's shared sizes in English (decision 061): kept with the product and the
// category, limited as the Spanish, and shown on the English menu with each text falling back to the Spanish
// on its own, marked as Spanish.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://vitrina.example' })
})
afterAll(async () => {
  await app.close()
})

const open = (url: string) => app.inject({ method: 'GET', url })

const wine = {
  name: 'Vino tinto',
  variants: [
    { label: 'Copa', price: '4500', translations: { en: { label: 'Glass' } } },
    { label: 'Botella', price: '18000', translations: { en: { label: '' } } },
  ],
  optionGroups: [
    {
      name: 'Adiciones',
      max: 2,
      translations: { en: { name: 'Add-ons' } },
      options: [
        { label: 'Chorizo', priceDelta: '2', translations: { en: { label: 'Sausage' } } },
        { label: 'Queso', priceDelta: '1' },
      ],
    },
  ],
}

describe('English sizes and extras through the API', () => {
  it('are kept with each size, group and extra, an empty one dropped, and survive a change of prices', async () => {
    const owner = await newOwner(app)
    const created = await owner.addProduct(wine)
    expect(created.variants.map((variant: { translations: object }) => variant.translations)).toEqual([
      { en: { label: 'Glass' } },
      {},
    ])
    expect(created.optionGroups[0].translations).toEqual({ en: { name: 'Add-ons' } })
    expect(
      created.optionGroups[0].options.map((option: { translations: object }) => option.translations),
    ).toEqual([{ en: { label: 'Sausage' } }, {}])

    // A client of the single-price shape changes the first size's price: its English stays.
    const single = await owner.addProduct({
      name: 'Café',
      variants: [{ label: 'Taza', price: '2', translations: { en: { label: 'Cup' } } }],
    })
    const repriced = await owner.call('PATCH', `/api/products/${single.id}`, { price: '3' })
    expect(repriced.variants[0]).toMatchObject({
      label: 'Taza',
      price: '3',
      translations: { en: { label: 'Cup' } },
    })
  })

  it('refuse an English text longer than the Spanish may be, at its field, nothing saved', async () => {
    const owner = await newOwner(app)
    const response = await app.inject({
      method: 'POST',
      url: `/api/catalogues/${owner.catalogue.id}/products`,
      headers: { cookie: owner.cookie },
      payload: {
        categoryId: owner.categories[0]!.id,
        name: 'Vino',
        variants: [{ label: 'Copa', price: '4', translations: { en: { label: 'g'.repeat(41) } } }],
        optionGroups: [
          {
            name: 'Extras',
            max: 1,
            options: [{ label: 'Queso', translations: { en: { label: 'c'.repeat(81) } } }],
          },
        ],
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toMatchObject({
      'variants.0.translations.en.label': ['products.errors.variantLabelTooLong'],
      'optionGroups.0.options.0.translations.en.label': ['products.errors.optionLabelTooLong'],
    })
    expect(await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/products`)).toEqual([])
  })
})

describe('a category’s shared sizes in English through the API', () => {
  it('are kept beside the sizes, follow them when only the sizes change, and none past the last size', async () => {
    const owner = await newOwner(app)
    const category = owner.categories[0]!
    const saved = await owner.call('PATCH', `/api/categories/${category.id}`, {
      variantLabels: ['Pequeña', 'Mediana', 'Familiar'],
      variantLabelTranslations: { en: ['Small', '', 'Family'] },
    })
    expect(saved.variantLabelTranslations).toEqual({ en: ['Small', '', 'Family'] })

    const moved = await owner.call('PATCH', `/api/categories/${category.id}`, {
      variantLabels: ['Familiar', 'Pequeña'],
    })
    expect(moved.variantLabelTranslations).toEqual({ en: ['Family', 'Small'] })

    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/categories/${category.id}`,
      headers: { cookie: owner.cookie },
      payload: { variantLabelTranslations: { en: ['Family', 'Small', 'Jumbo'] } },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toEqual({
      'variantLabelTranslations.en.2': ['categories.errors.labelTranslationWithoutLabel'],
    })
    const [kept] = await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/categories`)
    expect(kept.variantLabelTranslations).toEqual({ en: ['Family', 'Small'] })
  })
})

describe('the English menu', () => {
  it('shows the English sizes and extras, and the Spanish, marked, where the owner left one empty', async () => {
    const owner = await newOwner(app)
    await owner.addProduct(wine)
    const english = (await open(`/m/${owner.slug}?lang=en`)).body
    expect(english).toMatch(/<li>Glass<span class="sr">:<\/span>/)
    expect(english).toMatch(/<li><span lang="es">Botella<\/span><span class="sr">:<\/span>/)
    expect(english).toContain('<div class="og">Add-ons (')
    expect(english).toMatch(/<li>Sausage \+/)
    expect(english).toMatch(/<li><span lang="es">Queso<\/span> \+/)

    const spanish = (await open(`/m/${owner.slug}?lang=es`)).body
    expect(spanish).toMatch(/<li>Copa<span class="sr">:<\/span>/)
    expect(spanish).toContain('<div class="og">Adiciones (')
    expect(spanish).not.toContain('Glass')
    expect(spanish).not.toContain('Sausage')
  })

  it('names the template’s categories in English, as the owner may change them', async () => {
    const owner = await newOwner(app)
    await owner.addProduct({ name: 'Croquetas', price: '9000' })
    await owner.addProduct({ name: 'Limonada', price: '5000' }, owner.categories[2]!.id)
    expect((await open(`/m/${owner.slug}?lang=en`)).body).toMatch(/<h2>Starters<\/h2>.*<h2>Drinks<\/h2>/s)
    expect((await open(`/m/${owner.slug}?lang=es`)).body).toMatch(/<h2>Entradas<\/h2>.*<h2>Bebidas<\/h2>/s)

    // Renamed without an English name of its own, a category no longer says the template's.
    const renamed = await owner.call('PATCH', `/api/categories/${owner.categories[0]!.id}`, {
      name: 'Pizzas',
    })
    expect(renamed.translations).toEqual({})
    const kept = await owner.call('PATCH', `/api/categories/${owner.categories[2]!.id}`, {
      name: 'Refrescos',
      translations: { en: { name: 'Soft drinks' } },
    })
    expect(kept.translations).toEqual({ en: { name: 'Soft drinks' } })
    expect((await open(`/m/${owner.slug}?lang=en`)).body).toMatch(
      /<h2><span lang="es">Pizzas<\/span><\/h2>.*<h2>Soft drinks<\/h2>/s,
    )
  })

  it('heads a size table with the category’s English sizes, the Spanish one where none was given', async () => {
    const owner = await newOwner(app)
    const category = owner.categories[0]!
    await owner.call('PATCH', `/api/categories/${category.id}`, {
      variantLabels: ['Pequeña', 'Familiar'],
      variantLabelTranslations: { en: ['Small', ''] },
    })
    for (const name of ['Margarita', 'Hawaiana']) {
      await owner.addProduct({
        name,
        variants: [
          { label: 'Pequeña', price: '20' },
          { label: 'Familiar', price: '35' },
        ],
      })
    }
    const english = (await open(`/m/${owner.slug}?lang=en`)).body
    expect(english).toContain(
      '<th scope="col">Small</th><th scope="col"><span lang="es">Familiar</span></th>',
    )
    const spanish = (await open(`/m/${owner.slug}?lang=es`)).body
    expect(spanish).toContain('<th scope="col">Pequeña</th><th scope="col">Familiar</th>')
  })
})
