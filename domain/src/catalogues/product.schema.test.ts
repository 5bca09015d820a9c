import { describe, expect, it } from 'vitest'
import { DecimalSchema, NewProductSchema, ProductChangeSchema } from './product.schema.ts'

describe('DecimalSchema', () => {
  it('takes exact decimals with at most two places', () => {
    for (const price of ['0', '12000', '12.5', '0.01', ' 99.99 '])
      expect(DecimalSchema.safeParse(price).success).toBe(true)
    for (const price of ['12,50', '-1', '1.234', '1e3', '', '$12'])
      expect(DecimalSchema.safeParse(price).success).toBe(false)
  })
})

describe('NewProductSchema', () => {
  it('fills the optional fields: available, no tags, no special price', () => {
    const product = NewProductSchema.parse({
      categoryId: '7b0c1f5e-2a51-4c1f-9d0b-1f2e3d4c5b6a',
      name: 'Limonada',
      price: '5000',
    })
    expect(product).toMatchObject({
      available: true,
      tags: [],
      optionGroups: [],
      description: '',
      variants: [{ label: '', price: '5000', specialPrice: null }],
    })
  })

  it('takes a product without a price, kept empty rather than 0', () => {
    const base = { categoryId: '7b0c1f5e-2a51-4c1f-9d0b-1f2e3d4c5b6a', name: 'Pesca del día' }
    expect(NewProductSchema.parse(base).variants).toEqual([
      { label: '', price: null, specialPrice: null, translations: {} },
    ])
    expect(NewProductSchema.parse({ ...base, price: null }).variants[0]?.price).toBeNull()
    expect(NewProductSchema.safeParse({ ...base, price: '' }).success).toBe(false)
  })

  const base = { categoryId: '7b0c1f5e-2a51-4c1f-9d0b-1f2e3d4c5b6a', name: 'Margarita' }
  const issuesOf = (input: unknown) =>
    (NewProductSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ])

  it('takes variants over the single price, in their order', () => {
    const sizes = [
      { label: 'Pequeña', price: '20000' },
      { label: 'Familiar', price: '45000', specialPrice: '40000' },
    ]
    expect(NewProductSchema.parse({ ...base, price: '1', variants: sizes }).variants).toEqual([
      { label: 'Pequeña', price: '20000', specialPrice: null, translations: {} },
      { label: 'Familiar', price: '45000', specialPrice: '40000', translations: {} },
    ])
  })

  it('refuses 0 or 21 variants, a missing or repeated label, a bad price, each at its field', () => {
    expect(issuesOf({ ...base, variants: [] })).toEqual([['variants', 'products.errors.noVariants']])
    const many = Array.from({ length: 21 }, (_, index) => ({ label: `T${index}`, price: '1' }))
    expect(issuesOf({ ...base, variants: many })).toEqual([['variants', 'products.errors.tooManyVariants']])
    expect(
      issuesOf({
        ...base,
        variants: [
          { label: 'Copa', price: '4' },
          { label: '', price: '18' },
        ],
      }),
    ).toEqual([['variants.1.label', 'products.errors.variantLabelRequired']])
    expect(issuesOf({ ...base, variants: [{ label: 'Copa' }, { label: ' COPA ' }] })).toEqual([
      ['variants.1.label', 'products.errors.variantLabelDuplicate'],
    ])
    for (const price of ['-1', '1.123456789012'])
      expect(issuesOf({ ...base, variants: [{ price }] })).toEqual([
        ['variants.0.price', 'products.errors.price'],
      ])
  })

  it('refuses an option group choosing more than it offers', () => {
    const extras = { name: 'Extras', min: 0, max: 3, options: [{ label: 'Bacon', priceDelta: '1.5' }] }
    expect(issuesOf({ ...base, price: '10', optionGroups: [extras] })).toEqual([
      ['optionGroups.0.max', 'products.errors.optionChoiceRange'],
    ])
  })
})

describe('ProductChangeSchema', () => {
  it('leaves out what is not sent, so the single-price shape and variants stay apart', () => {
    expect(ProductChangeSchema.parse({ price: '12.5' })).toEqual({ price: '12.5' })
  })
})
