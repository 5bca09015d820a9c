import { describe, expect, it } from 'vitest'
import { affectsProduct, affectsVariant } from './affects-product.ts'

const arepa = { id: 'p1', categoryId: 'c1', tags: ['Vegano', 'Sin gluten'] }
const nothing = { productosEspecificos: [], categorias: [], etiquetas: [] }

describe('affectsProduct', () => {
  it('reaches a product named, in a category named, or carrying a tag named', () => {
    expect(affectsProduct({ ...nothing, productosEspecificos: ['p1'] }, arepa)).toBe(true)
    expect(affectsProduct({ ...nothing, categorias: ['c1'] }, arepa)).toBe(true)
    expect(affectsProduct({ ...nothing, etiquetas: ['Sin gluten'] }, arepa)).toBe(true)
  })

  it('reaches nothing else, and nothing at all when it names nothing', () => {
    expect(
      affectsProduct({ productosEspecificos: ['p2'], categorias: ['c2'], etiquetas: ['Picante'] }, arepa),
    ).toBe(false)
    expect(affectsProduct(nothing, arepa)).toBe(false)
  })
})

describe('affectsVariant', () => {
  const none = { ...nothing, variantes: [] }

  it('reaches every variant of a product it reaches whole', () => {
    expect(affectsVariant({ ...none, categorias: ['c1'] }, arepa, 'v-small')).toBe(true)
    expect(affectsVariant({ ...none, productosEspecificos: ['p1'] }, arepa, 'v-large')).toBe(true)
  })

  it('reaches a variant it names, and not its siblings', () => {
    const onlyLarge = { ...none, variantes: ['v-large'] }
    expect(affectsVariant(onlyLarge, arepa, 'v-large')).toBe(true)
    expect(affectsVariant(onlyLarge, arepa, 'v-small')).toBe(false)
    expect(affectsVariant(none, arepa, 'v-small')).toBe(false)
  })
})
