import { describe, expect, it } from 'vitest'
import { countMatchedVariants, listVariantItems, scoreVariants, variantRates } from './score-variants.ts'

describe('listVariantItems', () => {
  it('takes a truth item’s prices, a read item’s variants, else its one price, and none for no price', () => {
    const menu = {
      sections: [
        {
          items: [
            {
              name: 'Rioja',
              price: '4,50',
              prices: [
                { label: 'Copa', price: '4,50' },
                { label: 'Botella', price: '18' },
              ],
            },
            {
              name: 'Pizza',
              price: '8',
              variants: [
                { label: '', price: '8' },
                { label: '', price: '12' },
              ],
            },
            { name: 'Café', price: '1,50' },
            { name: 'Menú del día', price: '', variants: [] },
          ],
        },
      ],
    }
    expect(listVariantItems(menu).map((item) => item.variants)).toEqual([
      [
        { label: 'Copa', price: '4,50' },
        { label: 'Botella', price: '18' },
      ],
      [
        { label: '', price: '8' },
        { label: '', price: '12' },
      ],
      [{ label: '', price: '1,50' }],
      [],
    ])
  })
})

describe('countMatchedVariants', () => {
  const truth = [
    { label: 'Pequeña', price: '8,50' },
    { label: 'Mediana', price: '12,00' },
    { label: 'Familiar', price: '15,50' },
  ]

  it('matches same values with like labels, whatever the print ("12" for "12,00", OCR slips)', () => {
    const read = [
      { label: 'Pequena', price: '8,50 €' },
      { label: 'Mediana', price: '12' },
      { label: 'Familiar', price: '15,50' },
    ]
    expect(countMatchedVariants(truth, read)).toBe(3)
  })

  it('does not match a right price under the wrong label, nor a price twice', () => {
    const read = [
      { label: 'Mediana', price: '8,50' },
      { label: '', price: '12,00' },
      { label: 'Familiar', price: '15,50' },
      { label: 'Familiar', price: '15,50' },
    ]
    expect(countMatchedVariants(truth, read)).toBe(1)
  })
})

describe('scoreVariants', () => {
  it('counts the variants of found items only, and apart those of items printing several prices', () => {
    const truth = [
      {
        name: 'Margarita',
        variants: [
          { label: 'S', price: '8' },
          { label: 'L', price: '12' },
        ],
      },
      { name: 'Agua', variants: [{ label: '', price: '2' }] },
      { name: 'Tiramisú', variants: [{ label: '', price: '5' }] },
    ]
    const predicted = [
      {
        name: 'Margarita',
        variants: [
          { label: 'S', price: '8' },
          { label: '', price: '12' },
        ],
      },
      { name: 'Agua', variants: [{ label: '', price: '2' }] },
      { name: 'Something else', variants: [{ label: '', price: '5' }] },
    ]
    expect(scoreVariants(truth, predicted)).toEqual({
      trueVariants: 3,
      predictedVariants: 3,
      matched: 2,
      multiTrue: 2,
      multiPredicted: 2,
      multiMatched: 1,
    })
  })
})

describe('variantRates', () => {
  it('gives precision, recall and F1, null with nothing to count', () => {
    expect(variantRates(3, 4, 6)).toEqual({ precision: 0.5, recall: 0.75, f1: 0.6 })
    expect(variantRates(0, 0, 0)).toEqual({ precision: null, recall: null, f1: null })
  })
})
