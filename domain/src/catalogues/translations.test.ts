import { describe, expect, it } from 'vitest'
import { ProductTranslationsSchema } from './product.schema.ts'
import { translated } from './translations.ts'

describe('translations of a row', () => {
  it('keep the fields given, trimmed, and drop an empty field and a language left with none', () => {
    expect(ProductTranslationsSchema.parse({ en: { name: '  Soup of the day ', description: '' } })).toEqual({
      en: { name: 'Soup of the day' },
    })
    expect(ProductTranslationsSchema.parse({ en: { name: '   ' } })).toEqual({})
    expect(ProductTranslationsSchema.parse({})).toEqual({})
  })

  it('refuse a language not offered, a field the row does not translate, and a text over the limit', () => {
    expect(ProductTranslationsSchema.safeParse({ fr: { name: 'Soupe' } }).success).toBe(false)
    expect(ProductTranslationsSchema.safeParse({ en: { price: '3' } }).success).toBe(false)
    expect(ProductTranslationsSchema.safeParse({ en: { name: 'n'.repeat(161) } }).success).toBe(false)
  })

  it('fall back to the original field by field', () => {
    const row = { name: 'Sopa', description: 'Del día', translations: { en: { name: 'Soup' } } }
    expect(translated(row, 'name', 'en')).toBe('Soup')
    expect(translated(row, 'description', 'en')).toBe('Del día')
    expect(translated(row, 'name', 'es')).toBe('Sopa')
  })
})
