import { describe, expect, it } from 'vitest'
import { DecimalSchema, NewProductSchema } from './product.schema.ts'

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
    expect(product).toMatchObject({ available: true, tags: [], specialPrice: null, description: '' })
  })

  it('takes a product without a price, kept empty rather than 0', () => {
    const base = { categoryId: '7b0c1f5e-2a51-4c1f-9d0b-1f2e3d4c5b6a', name: 'Pesca del día' }
    expect(NewProductSchema.parse(base).price).toBeNull()
    expect(NewProductSchema.parse({ ...base, price: null }).price).toBeNull()
    expect(NewProductSchema.safeParse({ ...base, price: '' }).success).toBe(false)
  })
})
