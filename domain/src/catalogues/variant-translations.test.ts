import { describe, expect, it } from 'vitest'
import { CategoryChangeSchema, NewCategorySchema } from './catalogue.schema.ts'
import {
  alignLabelTranslations,
  OptionGroupInputSchema,
  SharedLabelTranslationsSchema,
  sharedLabelText,
  VariantsInputSchema,
} from './variant.schema.ts'

// The English of sizes, extras and a category's shared sizes (decision 061): beside the Spanish, with the
// Spanish field's limit, an empty text dropped, and each falling back to the Spanish on its own.

const pathsAndMessages = (issues: { path: PropertyKey[]; message: string }[] | undefined) =>
  issues?.map((issue) => [issue.path.join('.'), issue.message])

describe('a size’s English label', () => {
  it('is kept trimmed, an empty one dropped, and a size sent without one has none', () => {
    const variants = VariantsInputSchema.parse([
      { label: 'Copa', price: '4', translations: { en: { label: ' Glass ' } } },
      { label: 'Botella', price: '18', translations: { en: { label: '' } } },
      { label: 'Jarra', price: '12' },
    ])
    expect(variants.map((variant) => variant.translations)).toEqual([{ en: { label: 'Glass' } }, {}, {}])
  })

  it('has the Spanish label’s limit, 40 characters, refused at its field', () => {
    const result = VariantsInputSchema.safeParse([
      { label: 'Copa', price: '4', translations: { en: { label: 'g'.repeat(41) } } },
    ])
    expect(pathsAndMessages(result.error?.issues)).toEqual([
      ['0.translations.en.label', 'products.errors.variantLabelTooLong'],
    ])
    expect(
      VariantsInputSchema.safeParse([{ label: 'Copa', translations: { en: { label: 'g'.repeat(40) } } }])
        .success,
    ).toBe(true)
  })
})

describe('an extra’s English names', () => {
  const group = (translations: object, optionTranslations: object) => ({
    name: 'Adiciones',
    max: 1,
    translations,
    options: [{ label: 'Chorizo', translations: optionTranslations }],
  })

  it('are kept for the group and each option', () => {
    const parsed = OptionGroupInputSchema.parse(
      group({ en: { name: 'Add-ons' } }, { en: { label: 'Sausage' } }),
    )
    expect(parsed.translations).toEqual({ en: { name: 'Add-ons' } })
    expect(parsed.options[0]?.translations).toEqual({ en: { label: 'Sausage' } })
    expect(OptionGroupInputSchema.parse(group({}, {})).options[0]?.translations).toEqual({})
  })

  it('have the Spanish names’ limits, 80 characters each', () => {
    const result = OptionGroupInputSchema.safeParse(
      group({ en: { name: 'n'.repeat(81) } }, { en: { label: 'o'.repeat(81) } }),
    )
    expect(pathsAndMessages(result.error?.issues)).toEqual([
      ['translations.en.name', 'products.errors.optionGroupNameTooLong'],
      ['options.0.translations.en.label', 'products.errors.optionLabelTooLong'],
    ])
    expect(
      OptionGroupInputSchema.safeParse(
        group({ en: { name: 'n'.repeat(80) } }, { en: { label: 'o'.repeat(80) } }),
      ).success,
    ).toBe(true)
  })
})

describe('a category’s shared sizes in English', () => {
  it('sit beside the Spanish ones, one for each, trimmed; a language with none is dropped', () => {
    expect(SharedLabelTranslationsSchema.parse({ en: [' Small', '', 'Family'] })).toEqual({
      en: ['Small', '', 'Family'],
    })
    expect(SharedLabelTranslationsSchema.parse({ en: ['', ' '] })).toEqual({})
    expect(SharedLabelTranslationsSchema.safeParse({ fr: ['Petite'] }).success).toBe(false)
  })

  it('have the Spanish sizes’ limit, and no more of them than there are sizes', () => {
    const tooLong = SharedLabelTranslationsSchema.safeParse({ en: ['s'.repeat(41)] })
    expect(pathsAndMessages(tooLong.error?.issues)).toEqual([['en.0', 'products.errors.variantLabelTooLong']])
    const beyond = CategoryChangeSchema.safeParse({
      variantLabels: ['Pequeña'],
      variantLabelTranslations: { en: ['Small', 'Large'] },
    })
    expect(pathsAndMessages(beyond.error?.issues)).toEqual([
      ['variantLabelTranslations.en.1', 'categories.errors.labelTranslationWithoutLabel'],
    ])
    expect(NewCategorySchema.parse({ variantLabels: ['Pequeña'] }).variantLabelTranslations).toEqual({})
  })

  it('follow their Spanish size when the sizes are reordered, renamed or removed without them', () => {
    const before = {
      variantLabels: ['Pequeña', 'Mediana', 'Familiar'],
      translations: { en: ['Small', 'Medium', ''] },
    }
    expect(
      alignLabelTranslations(before.variantLabels, before.translations, ['familiar', 'Pequeña', 'Jumbo']),
    ).toEqual({
      en: ['', 'Small', ''],
    })
    expect(alignLabelTranslations(before.variantLabels, before.translations, ['Única'])).toEqual({})
  })

  it('fall back to the Spanish size one by one', () => {
    const category = {
      variantLabels: ['Pequeña', 'Mediana'],
      variantLabelTranslations: { en: ['Small', ''] },
    }
    expect(sharedLabelText(category, 0, 'en')).toBe('Small')
    expect(sharedLabelText(category, 1, 'en')).toBe('Mediana')
    expect(sharedLabelText(category, 0, 'es')).toBe('Pequeña')
  })
})
