import { describe, expect, it } from 'vitest'
import { ColourSchema, DEFAULT_DESIGN, DesignChangeSchema } from './design.schema.ts'

describe('ColourSchema', () => {
  it('takes # and up to six hex digits, or nothing (docs/product-spec.md §5)', () => {
    for (const colour of ['', '#', '#1', '#12ab', '#ABCDEF'])
      expect(ColourSchema.safeParse(colour).success).toBe(true)
    for (const colour of ['123456', '#1234567', '#ggg', 'red', ' #123']) {
      expect(ColourSchema.safeParse(colour).success).toBe(false)
    }
  })
})

describe('the design', () => {
  it('starts with the spec’s sizes: title 40 px, text 15 px', () => {
    expect(DEFAULT_DESIGN).toMatchObject({ titleSize: 40, textSize: 15, font: 'Inter', logo: null })
  })

  it('lets a change remove an image but never name one', () => {
    expect(DesignChangeSchema.safeParse({ banner: null }).success).toBe(true)
    expect(DesignChangeSchema.safeParse({ banner: 'https://example.com/x.png' }).success).toBe(false)
  })

  it('leaves a change with only the fields it names, so saving one never resets the others', () => {
    expect(DesignChangeSchema.parse({ businessName: 'Café de la Plaza' })).toEqual({
      businessName: 'Café de la Plaza',
    })
    expect(DesignChangeSchema.parse({ logo: null })).toEqual({ logo: null })
  })
})
