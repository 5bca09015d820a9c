import { describe, expect, it } from 'vitest'
import { displayPrice, isPriceText, priceValue, restoreLostDecimals } from './prices.ts'

describe('isPriceText', () => {
  it.each([
    '$12.000',
    '$ 12.000',
    '12.900',
    '12,50 €',
    '12,50€',
    '€12.50',
    '14.9 K',
    '14.9K',
    'S/ 18',
    'S/20',
    '$590/$1090',
    '$590/$1090/$2020',
    '$2900.-',
    '4.50',
    '12',
    '3,70€',
    'US$ 9.99',
    '12€/ración',
    '15€/ por encargo',
    '18€/serving',
    '19pp',
    '+2€',
    '45.000 FCOS',
  ])('reads %s as a price', (text) => {
    expect(isPriceText(text)).toBe(true)
  })

  it.each(['CM', '40 CM', 'Nº2', '100g.', '2x1', 'Para 2', '', 'K', '$', '12 personas', '1/2'])(
    'does not read %s as a price',
    (text) => {
      expect(isPriceText(text)).toBe(false)
    },
  )
})

describe('priceValue', () => {
  it.each([
    ['$12.000', 12000],
    ['$ 12.000', 12000],
    ['12.900', 12900],
    ['12,50 €', 12.5],
    ['€12.50', 12.5],
    ['14.9 K', 14900],
    ['S/ 18', 18],
    ['$590/$1090', 590],
    ['$ 2900.-', 2900],
    ['1.250,50 €', 1250.5],
    ['3,70€', 3.7],
    ['15€', 15],
    ['12€/ración', 12],
    ['+1,5€', 1.5],
    ['45.000 FCOS', 45000],
    ['', null],
  ])('%s is worth %s', (text, value) => {
    expect(priceValue(text)).toBe(value)
  })
})

describe('displayPrice', () => {
  it('keeps a printed sign and adds $ to a bare number', () => {
    expect(displayPrice('12,50 €')).toBe('12,50 €')
    expect(displayPrice('S/ 18')).toBe('S/ 18')
    expect(displayPrice('12.900')).toBe('$12.900')
  })
})

describe('restoreLostDecimals', () => {
  it('puts back a comma OCR lost when the menu prints cents everywhere else', () => {
    expect(restoreLostDecimals(['6,00€', '7,50€', '750€', '12,00€', '9,50€'])).toEqual([
      '6,00€',
      '7,50€',
      '7,50€',
      '12,00€',
      '9,50€',
    ])
  })

  it('leaves menus without cents, and plausible prices, alone', () => {
    expect(restoreLostDecimals(['$12.000', '$9000', '$7000'])).toEqual(['$12.000', '$9000', '$7000'])
    expect(restoreLostDecimals(['6,00€', '7,50€', '12,00€', '15€'])).toEqual([
      '6,00€',
      '7,50€',
      '12,00€',
      '15€',
    ])
  })
})
