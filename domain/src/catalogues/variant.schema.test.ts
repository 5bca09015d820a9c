import { describe, expect, it } from 'vitest'
import {
  checkVariantPrices,
  firstVariant,
  fitsMinorUnit,
  OptionGroupInputSchema,
  SharedLabelsSchema,
  toLabelKey,
  trimDecimal,
  VariantsInputSchema,
} from './variant.schema.ts'

describe('trimDecimal', () => {
  it('gives the shortest exact form', () => {
    expect(['12000.00', '12.50', '12.5', '0.0', '0', '100', '0.05'].map(trimDecimal)).toEqual([
      '12000',
      '12.5',
      '12.5',
      '0',
      '0',
      '100',
      '0.05',
    ])
  })
})

describe('fitsMinorUnit', () => {
  it('allows no cents in pesos and two in euros, trailing zeros not counting', () => {
    expect(fitsMinorUnit('12000', 'COP')).toBe(true)
    expect(fitsMinorUnit('12000.00', 'COP')).toBe(true)
    expect(fitsMinorUnit('12000.5', 'COP')).toBe(false)
    expect(fitsMinorUnit('4.55', 'EUR')).toBe(true)
  })
})

describe('toLabelKey', () => {
  it('reads labels as an owner does', () => {
    expect(toLabelKey('  Media   ración ')).toBe(toLabelKey('media ración'))
    expect(toLabelKey('COPA')).toBe('copa')
  })
})

describe('VariantsInputSchema', () => {
  it('takes one unlabelled variant, and labels are required only beside another', () => {
    expect(VariantsInputSchema.safeParse([{ price: '12000' }]).success).toBe(true)
    const issues = VariantsInputSchema.safeParse([{ label: 'Copa', price: '4' }, { price: '18' }]).error
      ?.issues
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.label', 'products.errors.variantLabelRequired'],
    ])
  })

  it('refuses a special price without a price at that variant', () => {
    const issues = VariantsInputSchema.safeParse([{ specialPrice: '10' }]).error?.issues
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.specialPrice', 'products.errors.specialWithoutPrice'],
    ])
  })
})

describe('OptionGroupInputSchema', () => {
  const options = [{ label: 'Tocineta', priceDelta: '1.5' }, { label: 'Queso' }]

  it('takes a choice within the options and defaults a delta to 0', () => {
    const group = OptionGroupInputSchema.parse({ name: 'Extras', max: 2, options })
    expect(group).toMatchObject({ min: 0, max: 2, options: [{ priceDelta: '1.5' }, { priceDelta: '0' }] })
  })

  it('refuses a range the options cannot meet, and an option label twice', () => {
    const messages = (input: object) =>
      OptionGroupInputSchema.safeParse(input).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ])
    expect(messages({ name: 'Extras', min: 2, max: 1, options })).toEqual([
      ['max', 'products.errors.optionChoiceRange'],
    ])
    expect(messages({ name: 'Extras', max: 1, options: [{ label: 'Queso' }, { label: 'queso' }] })).toEqual([
      ['options.1.label', 'products.errors.optionLabelDuplicate'],
    ])
  })

  it('answers every refusal with a message key the form can say in the owner language', () => {
    const keys = (input: object) =>
      OptionGroupInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []
    const all = [
      ...keys({ name: 'Extras', min: -1, max: 0, options }),
      ...keys({ name: 'Extras', max: 1.5, options }),
      ...keys({ name: 'x'.repeat(81), max: 1, options: [{ label: 'y'.repeat(81) }] }),
    ]
    expect(all.length).toBeGreaterThan(3)
    for (const key of all) expect(key).toMatch(/^products\.errors\.[A-Za-z]+$/)
  })
})

describe('SharedLabelsSchema', () => {
  it('takes none or distinct labels, refusing a blank or repeated one at its place', () => {
    expect(SharedLabelsSchema.parse([])).toEqual([])
    expect(SharedLabelsSchema.parse([' Pequeña', 'Familiar '])).toEqual(['Pequeña', 'Familiar'])
    const issues = SharedLabelsSchema.safeParse(['S', '', 's']).error?.issues
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1', 'products.errors.variantLabelRequired'],
      ['2', 'products.errors.variantLabelDuplicate'],
    ])
  })
})

describe('checkVariantPrices', () => {
  it('names every price and delta finer than the currency, at its field', () => {
    const variants = [
      { price: '20000', specialPrice: '18000.5' },
      { price: '32000.25', specialPrice: null },
    ]
    const groups = [{ options: [{ priceDelta: '1000' }, { priceDelta: '0.5' }] }]
    expect(checkVariantPrices(variants, groups, 'COP')).toEqual({
      'variants.0.specialPrice': ['products.errors.priceMinorUnit'],
      'variants.1.price': ['products.errors.priceMinorUnit'],
      'optionGroups.0.options.1.priceDelta': ['products.errors.priceMinorUnit'],
    })
    expect(checkVariantPrices(variants, groups, 'EUR')).toEqual({})
  })
})

describe('firstVariant', () => {
  it('answers the first variant’s prices, or none', () => {
    expect(
      firstVariant([
        { price: '4.5', specialPrice: null },
        { price: '18', specialPrice: null },
      ]),
    ).toEqual({
      price: '4.5',
      specialPrice: null,
    })
    expect(firstVariant([])).toEqual({ price: null, specialPrice: null })
  })
})
