import { describe, expect, it } from 'vitest'
import {
  EMPTY_OPTION_GROUP,
  type ProductFormInput,
  productFormDefaults,
  productFormSchema,
  toProductInput,
} from './product-form.ts'

const base = productFormDefaults(null, 'c-1')
const withVariants = (variants: ProductFormInput['variants'], extra: Partial<ProductFormInput> = {}) => ({
  ...base,
  name: 'Vino de la casa',
  variants,
  ...extra,
})
// A variant's id as the server gives it (a UUID).
const copa = '00000000-0000-4000-8000-0000000000c0'
const variant = (label: string, price = '', specialPrice = '') => ({
  label,
  labelEn: '',
  price,
  specialPrice,
})

/** Each field's message key, by path, as the form shows them. */
function errorsOf(values: ProductFormInput, currency = 'EUR'): Record<string, string> {
  const result = productFormSchema(currency).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe("The product form's prices", () => {
  it('takes one unlabelled price, as a product always had', () => {
    expect(errorsOf(withVariants([variant('', '12,50')]))).toEqual({})
  })

  it('asks for a label on each variant once there are two', () => {
    expect(errorsOf(withVariants([variant('', '4,50'), variant('Botella', '18')]))).toEqual({
      'variants.0.label': 'products.errors.variantLabelRequired',
    })
  })

  it('refuses a label twice, as owners read it (" copa " is "Copa")', () => {
    expect(errorsOf(withVariants([variant('Copa', '4,50'), variant(' copa ', '18')]))).toEqual({
      'variants.1.label': 'products.errors.variantLabelDuplicate',
    })
  })

  it('says every mistake at once: an unreadable price beside a repeated label', () => {
    expect(errorsOf(withVariants([variant('Copa', '4,5,0', '3'), variant('copa', '18')]))).toEqual({
      'variants.0.price': 'products.errors.price',
      'variants.1.label': 'products.errors.variantLabelDuplicate',
    })
  })

  it('refuses an unreadable price, a 12-decimal one, and cents a currency does not have', () => {
    expect(errorsOf(withVariants([variant('Copa', 'cuatro'), variant('Botella', '1.123456789012')]))).toEqual(
      {
        'variants.0.price': 'products.errors.price',
        'variants.1.price': 'products.errors.price',
      },
    )
    expect(errorsOf(withVariants([variant('', '12000,5')]), 'COP')).toEqual({
      'variants.0.price': 'products.errors.priceMinorUnit',
    })
    expect(errorsOf(withVariants([variant('', '12,50')]), 'EUR')).toEqual({})
  })

  it('refuses a negative price', () => {
    expect(errorsOf(withVariants([variant('', '-3')]))).toEqual({
      'variants.0.price': 'products.errors.price',
    })
  })

  it('refuses 0 variants and more than 20', () => {
    expect(errorsOf(withVariants([]))).toEqual({ variants: 'products.errors.noVariants' })
    const many = Array.from({ length: 21 }, (_, index) => variant(`Talla ${index + 1}`, '1'))
    expect(errorsOf(withVariants(many))).toEqual({ variants: 'products.errors.tooManyVariants' })
  })

  it('refuses a special price without a price, at the special price', () => {
    expect(errorsOf(withVariants([variant('Copa', '', '3'), variant('Botella', '18')]))).toEqual({
      'variants.0.specialPrice': 'products.errors.specialWithoutPrice',
    })
  })
})

describe("The product form's extras", () => {
  const group = (extra: Partial<typeof EMPTY_OPTION_GROUP>) => ({ ...EMPTY_OPTION_GROUP, ...extra })

  it('asks for a group name, option labels, and a choice range the options allow', () => {
    const values = withVariants([variant('', '9')], {
      optionGroups: [
        group({
          name: '',
          min: '2',
          max: '3',
          options: [
            { label: 'Bacon', labelEn: '', priceDelta: '1,50' },
            { label: '', labelEn: '', priceDelta: '' },
          ],
        }),
      ],
    })
    expect(errorsOf(values)).toEqual({
      'optionGroups.0.name': 'products.errors.optionGroupNameRequired',
      'optionGroups.0.options.1.label': 'products.errors.optionLabelRequired',
      'optionGroups.0.max': 'products.errors.optionChoiceRange',
    })
  })

  it('sends every variant and group in order, ids kept, empty prices null and empty extras 0', () => {
    const values = withVariants([{ id: copa, ...variant('Copa', '4,50', '') }, variant('Botella', '18')], {
      optionGroups: [
        group({
          name: 'Maridaje',
          min: '0',
          max: '1',
          options: [{ label: 'Queso', labelEn: '', priceDelta: '' }],
        }),
      ],
    })
    const parsed = productFormSchema('EUR').parse(values)
    expect(toProductInput(parsed)).toMatchObject({
      variants: [
        { id: copa, label: 'Copa', price: '4.5', specialPrice: null },
        { label: 'Botella', price: '18', specialPrice: null },
      ],
      optionGroups: [{ name: 'Maridaje', min: 0, max: 1, options: [{ label: 'Queso', priceDelta: '0' }] }],
    })
  })

  it('sends no id the server did not give: a provisional one, held by the list until it is read again', () => {
    const values = withVariants([
      { id: copa, ...variant('Copa', '4,50') },
      { id: 'pending-2b1c', ...variant('Botella', '18') },
    ])
    const parsed = productFormSchema('EUR').parse(values)
    expect(toProductInput(parsed).variants).toEqual([
      { id: copa, label: 'Copa', price: '4.5', specialPrice: null, translations: {} },
      { label: 'Botella', price: '18', specialPrice: null, translations: {} },
    ])
  })
})
