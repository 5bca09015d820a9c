import { describe, expect, it } from 'vitest'
import { findMissingPrices, findUnusualPrices } from './price-flags.ts'

describe('findMissingPrices', () => {
  it('marks an item without a price on a page where most items print one', () => {
    expect(findMissingPrices(['9,50', '', '12,00', '7,00'])).toEqual([false, true, false, false])
  })

  it('marks every item without one on a page that has prices', () => {
    expect(findMissingPrices(['', '', '14,00', ''])).toEqual([true, true, false, true])
  })

  it('marks them too on a page where no price was read at all, as the prices were missed more often than not', () => {
    expect(findMissingPrices(['', ''])).toEqual([true, true])
  })
})

describe('findUnusualPrices', () => {
  it('marks a price an order of magnitude away from the page’s middle price', () => {
    expect(findUnusualPrices(['9,50', '950', '12,00', '8,00', '11,50'])).toEqual([
      false,
      true,
      false,
      false,
      false,
    ])
    expect(findUnusualPrices(['$18.000', '$22.000', '$2', '$19.500'])).toEqual([false, false, true, false])
  })

  it('leaves a page of dearer and cheaper dishes alone', () => {
    expect(findUnusualPrices(['2,50', '4,00', '9,50', '18,00', '24,00'])).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('marks a price written unlike the page’s usual way: other decimals, or another separator', () => {
    const page = ['9,50', '12,00', '8,5', '11,50', '7,00', '10,00']
    expect(findUnusualPrices(page)).toEqual([false, false, true, false, false, false])
    const dots = ['9,50', '12,00', '8.50', '11,50', '7,00', '10,00']
    expect(findUnusualPrices(dots)).toEqual([false, false, true, false, false, false])
  })

  it('takes whole prices and prices with cents on the same page as one way of printing', () => {
    expect(findUnusualPrices(['9', '12,50', '8', '11', '7', '10'])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('marks a whole price on a page that prints nearly all its prices with cents: its cents were lost', () => {
    const page = ['9,50', '12,00', '8', '11,50', '7,00', '10,00']
    expect(findUnusualPrices(page)).toEqual([false, false, true, false, false, false])
  })

  it('marks a price with one decimal where the page prints few so', () => {
    expect(findUnusualPrices(['$27.000', '$25.000', '27003.0', '$32.000'])).toEqual([
      false,
      false,
      true,
      false,
    ])
  })

  it('marks a supplement’s price, printed with a plus: no dish costs "+ 2"', () => {
    expect(findUnusualPrices(['+ $10', '$75', '$80'])).toEqual([true, false, false])
  })

  it('marks a price with more digits than any menu price has', () => {
    expect(findUnusualPrices(['1250000', '8,00'])).toEqual([true, false])
  })

  it('judges nothing on a page of one or two prices, and never an empty one', () => {
    expect(findUnusualPrices(['9,50', '95'])).toEqual([false, false])
    expect(findUnusualPrices(['', '9,50', '12,00', '8,00'])).toEqual([false, false, false, false])
  })
})
