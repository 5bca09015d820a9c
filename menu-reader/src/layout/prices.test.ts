import { describe, expect, it } from 'vitest'
import {
  isPricesOnly,
  isPriceText,
  priceValue,
  restoreLostDecimals,
  splitLeaderPrices,
  tidyPrice,
} from './prices.ts'

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
    '9-',
    '12,-',
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
    '31,00/Kg.',
    '39,00 /Kg.',
  ])('reads %s as a price', (text) => {
    expect(isPriceText(text)).toBe(true)
  })

  it.each(['CM', '40 CM', 'Nº2', '100g.', '2x1', 'Para 2', '', 'K', '$', '12 personas', '1/2', '12-14'])(
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

  it('drops a third decimal 0 that was a € sign, and counts only the printed prices', () => {
    expect(restoreLostDecimals(['10,00', '', '6,000', '', '7,50', '12,00', '', '9,50'])).toEqual([
      '10,00',
      '',
      '6,00',
      '',
      '7,50',
      '12,00',
      '',
      '9,50',
    ])
    expect(restoreLostDecimals(['$6.000', '$12.000', '$9.000'])).toEqual(['$6.000', '$12.000', '$9.000'])
  })
})

describe('splitLeaderPrices', () => {
  it.each([
    ['2.30..3.30', '2.30/3.30'],
    ['2.30...30', '2.30/30'],
    ['3.50.....0', '3.50'],
    ['6,90......', '6,90'],
  ])('reads %s as %s', (text, prices) => {
    expect(splitLeaderPrices(text)).toBe(prices)
  })

  it.each(['Patatas...', '2..30..3.30', '12,50', 'Pan..12'])('leaves %s alone', (text) => {
    expect(splitLeaderPrices(text)).toBeUndefined()
  })
})

describe('tidyPrice', () => {
  it.each([
    ['$..8000.', '$8000'],
    ['$.12000', '$12000'],
    ['.13.000', '13.000'],
    ['20.00o', '20.000'],
    ['9,.60', '9,60'],
    ['$9.0oo.', '$9.000'],
    ['$10.CDO', '$10.000'],
    ['$.60co', '$6000'],
    ['2..30..3.30', '2.30/3.30'],
    ['19.50E', '19.50€'],
    ['8.OOE', '8.00€'],
    ['12,5OE', '12,50€'],
  ])('reads %s as %s', (text, price) => {
    expect(tidyPrice(text)).toBe(price)
  })

  it.each(['2.', '12,50', 'Kg.', '1.', 'CM.', '$.&oo', '$Cod', '12E', 'E12.50'])(
    'leaves %s alone',
    (text) => {
      expect(tidyPrice(text)).toBeUndefined()
    },
  )
})

describe('isPricesOnly', () => {
  it('takes one price or a few printed side by side, not a name with a number', () => {
    expect(isPricesOnly('12,50 €')).toBe(true)
    expect(isPricesOnly('2.80. 3.90')).toBe(true)
    expect(isPricesOnly('Combo 2')).toBe(false)
    expect(isPricesOnly('2 12.50')).toBe(false)
  })
})
