import { describe, expect, it } from 'vitest'
import type { Word } from '../geometry/word.ts'
import { isPricesOnly, readPriceRun, trailingPrice } from './price-run.ts'

const words = (text: string): Word[] =>
  text.split(' ').map((token, index) => ({
    text: token,
    box: { x0: index * 50, y0: 0, x1: index * 50 + 40, y1: 10 },
    size: 10,
    isBold: false,
    isItalic: false,
    confidence: 100,
  }))

const run = (text: string) => {
  const all = words(text)
  const { parts, count } = readPriceRun(all, trailingPrice(all))
  return { parts: parts.map(({ label, price }) => (label ? `${label} ${price}` : price)), count }
}

describe('readPriceRun', () => {
  it('reads prices printed alike side by side, in order', () => {
    expect(run('Margarita 8,50 12,00 15,50')).toEqual({ parts: ['8,50', '12,00', '15,50'], count: 3 })
    expect(run('Bandeja $ 12.000 $ 18.500')).toEqual({ parts: ['$ 12.000', '$ 18.500'], count: 4 })
    expect(run('Calamares 7 € 12 €')).toEqual({ parts: ['7 €', '12 €'], count: 4 })
    expect(run('Calamares 20 K 35.5 K')).toEqual({ parts: ['20 K', '35.5 K'], count: 4 })
    expect(run('Lomo S/ 18 S/ 27.50')).toEqual({ parts: ['S/ 18', 'S/ 27.50'], count: 4 })
  })

  it('reads a size before each price, the signs between left out', () => {
    expect(run('Rioja Copa 4,50 · Botella 18')).toEqual({ parts: ['Copa 4,50', 'Botella 18'], count: 5 })
    expect(run('Tortilla Media 6 / Entera 10')).toEqual({ parts: ['Media 6', 'Entera 10'], count: 5 })
    expect(run('Calamares ½ Ración 7 Ración 12')).toEqual({ parts: ['½ Ración 7', 'Ración 12'], count: 5 })
    expect(run('Starter 19· Main 29')).toEqual({ parts: ['Starter 19', 'Main 29'], count: 4 })
  })

  it('stops at a number printed unlike the price, and at a size word no price of the run carries', () => {
    expect(run('Combo 2 12.50')).toEqual({ parts: ['12.50'], count: 1 })
    expect(run('Pizza familiar 12 15')).toEqual({ parts: ['12', '15'], count: 2 })
    expect(run('Agua 500 ml 3,00')).toEqual({ parts: ['3,00'], count: 1 })
  })
})

describe('isPricesOnly', () => {
  it('takes one price, prices side by side and sizes with their prices', () => {
    expect(isPricesOnly('12,50 €')).toBe(true)
    expect(isPricesOnly('14.400 25.500 34.800')).toBe(true)
    expect(isPricesOnly('Copa 4,50 · Botella 18')).toBe(true)
    // OCR's S for the $, and a size misread by a letter.
    expect(isPricesOnly('Regular $4.50 Large S7.00')).toBe(true)
    expect(isPricesOnly('Small $3.50 Mediuim $5.50 Large $8.50')).toBe(true)
  })

  it('refuses a name, or a size word with one price', () => {
    expect(isPricesOnly('Margarita 8,50')).toBe(false)
    expect(isPricesOnly('Botella 18')).toBe(false)
    expect(isPricesOnly('2 12.50')).toBe(false)
  })
})
