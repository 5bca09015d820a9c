import { describe, expect, it } from 'vitest'
import { isPriceOfLineBelow, priceBlock } from './structure.ts'

type Line = Parameters<typeof isPriceOfLineBelow>[0]

// A line of one page in reading order: its text, price and box (x0, y0 to x1, y1), 10-point type.
function line(text: string, price: string, [x0, y0, x1, y1]: [number, number, number, number]): Line {
  const box = { x0, y0, x1, y1 }
  return {
    page: 1,
    words: [{ text, box, size: 10, isBold: false, isItalic: false, confidence: 100 }],
    text,
    price,
    prices: price === '' ? [] : [{ label: '', price, box }],
    box,
    size: 10,
    isBold: false,
    isItalic: false,
    confidence: 100,
  }
}

describe('isPriceOfLineBelow', () => {
  const description = line('y Cole Slaw o Papa Rellena)', '', [46, 162, 158, 172])
  const name = line('NEW YORK STRIP', '', [46, 182, 166, 192])

  it('is true for a price set between two lines, overlapping and nearer the one below', () => {
    expect(isPriceOfLineBelow(line('', '8200', [542, 173, 565, 184]), description, name)).toBe(true)
  })

  it('is false when the price sits nearer the line above, or clear of the line below', () => {
    expect(isPriceOfLineBelow(line('', '8200', [542, 170, 565, 181]), description, name)).toBe(false)
    expect(isPriceOfLineBelow(line('', '8200', [542, 160, 565, 171]), description, name)).toBe(false)
  })

  it('is false for a price centred under the line above and beside nothing of the line below', () => {
    const above = line('Salchipapas', '', [869, 1867, 1263, 1937])
    const below = line('Grande Carne', '', [513, 1992, 762, 2034])
    expect(isPriceOfLineBelow(line('', '3,50', [1165, 1966, 1260, 2004]), above, below)).toBe(false)
  })

  it('is false when the line below has a price of its own', () => {
    const priced = { ...name, price: '9,00' }
    expect(isPriceOfLineBelow(line('', '8200', [542, 173, 565, 184]), description, priced)).toBe(false)
  })
})

describe('priceBlock', () => {
  const before = line('', '9.00', [150, 120, 180, 130])

  it('is the block of tight lines above a lone price when white space parts it from what came before', () => {
    const run = [
      line('VENERE with avocado', '', [40, 140, 300, 150]),
      line('cucumber', '', [40, 152, 200, 162]),
    ]
    expect(priceBlock(run, before).map((part) => part.text)).toEqual(['VENERE with avocado', 'cucumber'])
  })

  it('is the last line alone when the lines above run on evenly', () => {
    const run = [line('de jamón ibérico', '', [40, 132, 300, 142]), line('Tortilla', '', [40, 144, 200, 154])]
    expect(priceBlock(run, line('Croquetas', '9,50', [40, 120, 200, 130])).map((part) => part.text)).toEqual([
      'Tortilla',
    ])
    expect(priceBlock([], before)).toEqual([])
  })
})
