import { describe, expect, it } from 'vitest'
import {
  findVariantLabelProblems,
  fromPriceRows,
  hasTooLongVariant,
  toDraftVariants,
  toPriceRows,
  toReviewedVariants,
  toVariantProblem,
} from './review-variants.ts'

const wine = [
  { label: 'Copa', price: '4,50' },
  { label: 'Botella', price: '18,00' },
]

describe('toDraftVariants', () => {
  it('keeps two or more prices as read, in printed order', () => {
    expect(toDraftVariants({ variants: wine })).toEqual(wine)
  })

  it('keeps none for one price, no price, or a result read before variants existed', () => {
    expect(toDraftVariants({ variants: [{ label: '', price: '8,50' }] })).toEqual([])
    expect(toDraftVariants({ variants: [] })).toEqual([])
    expect(toDraftVariants({})).toEqual([])
  })
})

describe('the labels of several prices', () => {
  it('needs one on each, and no label twice as the catalogue compares them', () => {
    expect(findVariantLabelProblems(wine)).toEqual([null, null])
    expect(
      findVariantLabelProblems([
        { label: 'Copa', price: '4' },
        { label: ' ', price: '18' },
        { label: ' COPA ', price: '5' },
      ]),
    ).toEqual([null, 'required', 'duplicate'])
    expect(
      toVariantProblem([
        { label: '', price: '8' },
        { label: 'Grande', price: '12' },
      ]),
    ).toBe('labelRequired')
    expect(
      toVariantProblem([
        { label: 'Media', price: '8' },
        { label: 'media', price: '12' },
      ]),
    ).toBe('labelDuplicate')
  })

  it('needs none for a single price, and refuses more than 20', () => {
    expect(findVariantLabelProblems([{ label: '', price: '8' }])).toEqual([null])
    expect(toVariantProblem([])).toBeNull()
    const many = Array.from({ length: 21 }, (_, index) => ({ label: `T${index}`, price: '1' }))
    expect(toVariantProblem(many)).toBe('tooMany')
    expect(toVariantProblem(many.slice(0, 20))).toBeNull()
  })

  it('marks a label over 40 characters or a price over 40, never cutting them', () => {
    expect(hasTooLongVariant(wine)).toBe(false)
    expect(hasTooLongVariant([{ label: 'L'.repeat(41), price: '4' }, wine[1]!])).toBe(true)
    expect(hasTooLongVariant([wine[0]!, { label: 'Botella', price: '9'.repeat(41) }])).toBe(true)
    expect(hasTooLongVariant([{ label: ` ${'L'.repeat(40)} `, price: '4' }])).toBe(false)
  })
})

describe('the dialog’s price rows', () => {
  it('are the variants, or the one price as a single unlabelled row', () => {
    expect(toPriceRows({ price: '4,50', variants: wine })).toEqual(wine)
    expect(toPriceRows({ price: '$8.500', variants: [] })).toEqual([{ label: '', price: '$8.500' }])
  })

  it('come back as variants with the first one’s price, or as the one price with its label dropped', () => {
    expect(fromPriceRows(wine)).toEqual({ price: '4,50', variants: wine })
    expect(fromPriceRows([{ label: 'Copa', price: '4,50' }])).toEqual({ price: '4,50', variants: [] })
    expect(fromPriceRows([])).toEqual({ price: '', variants: [] })
  })

  it('round-trip an item unchanged', () => {
    const item = { price: '4,50', variants: wine }
    expect(fromPriceRows(toPriceRows(item))).toEqual(item)
    const single = { price: '12', variants: [] }
    expect(fromPriceRows(toPriceRows(single))).toEqual(single)
  })
})

describe('toReviewedVariants', () => {
  it('trims each label and price, and keeps none for a single price', () => {
    expect(toReviewedVariants([{ label: ' Copa ', price: ' 4,50 ' }, wine[1]!])).toEqual(wine)
    expect(toReviewedVariants([{ label: 'Copa', price: '4,50' }])).toEqual([])
  })
})
