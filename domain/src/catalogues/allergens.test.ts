import { describe, expect, it } from 'vitest'
import { ALLERGENS, isAllergen } from './allergens.ts'
import { NewProductSchema, ProductChangeSchema } from './product.schema.ts'

const categoryId = '6f1c4a8e-2d3b-4c5d-9e8f-0a1b2c3d4e5f'

describe('a product’s allergens', () => {
  it('are the 14 of the EU regulation', () => {
    expect(ALLERGENS).toHaveLength(14)
    expect(isAllergen('lacteos')).toBe(true)
    expect(isAllergen('Sin gluten')).toBe(false)
  })

  it('default to none, and are kept once each in the regulation’s order', () => {
    const plain = NewProductSchema.parse({ categoryId, name: 'Agua', price: '2' })
    expect(plain).toMatchObject({ allergens: [], allergenTraces: [], translations: {} })
    const marked = NewProductSchema.parse({
      categoryId,
      name: 'Croqueta',
      price: '2',
      allergens: ['lacteos', 'gluten', 'lacteos'],
      allergenTraces: ['frutos-de-cascara'],
    })
    expect(marked.allergens).toEqual(['gluten', 'lacteos'])
    expect(marked.allergenTraces).toEqual(['frutos-de-cascara'])
  })

  it('refuse one both contained and a trace, and an allergen that is not one of the 14', () => {
    const both = NewProductSchema.safeParse({
      categoryId,
      name: 'Pan',
      allergens: ['gluten'],
      allergenTraces: ['gluten'],
    })
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['allergenTraces', 'products.errors.allergenContainedAndTrace'],
    ])
    expect(ProductChangeSchema.safeParse({ allergens: ['gluten'], allergenTraces: ['gluten'] }).success).toBe(
      false,
    )
    expect(ProductChangeSchema.safeParse({ allergens: ['nueces'] }).success).toBe(false)
  })
})
