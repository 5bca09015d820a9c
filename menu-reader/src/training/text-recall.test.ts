import { describe, expect, it } from 'vitest'
import type { TruthMenu } from '../eval/corpus.ts'
import type { PageWords } from '../geometry/word.ts'
import { measureTextRecall } from './text-recall.ts'

const truth: TruthMenu = {
  restaurantName: '',
  lang: 'es',
  currency: 'COP',
  sections: [
    {
      name: 'Entradas',
      items: [
        { name: 'Empanadas de pipián', price: '$18.000' },
        { name: 'Patacón con hogao', price: '$12.500' },
        { name: 'Chicharrón', price: '$9.000' },
        { name: 'Té', price: '' },
      ],
    },
  ],
}

/** One OCR page whose words are `texts`, in reading order. */
function pageOf(texts: string[]): PageWords {
  const words = texts.map((text, index) => ({
    text,
    box: { x0: index * 10, y0: 0, x1: index * 10 + 9, y1: 10 },
    size: 10,
    isBold: false,
    isItalic: false,
    confidence: 90,
  }))
  return { page: 1, width: 1000, height: 1000, words, source: 'ocr' }
}

describe('measureTextRecall', () => {
  it('finds names read with slips and prices split over two words, and counts what is missing', () => {
    const page = pageOf(['EMPANADAS', 'DE', 'PIPlAN', '$18', '000', 'Patacon', 'con', 'hogao', '$12.500'])
    const recall = measureTextRecall(truth, [page])
    expect(recall).toEqual({
      names: 3,
      namesFound: 2,
      prices: 3,
      pricesFound: 2,
      missedNames: ['Chicharrón'],
      missedPrices: ['$9.000'],
    })
  })

  it('does not count a short name, which any page would hold by chance, nor an item without a price', () => {
    const recall = measureTextRecall(truth, [pageOf([])])
    expect(recall.names).toBe(3)
    expect(recall.prices).toBe(3)
    expect(recall.namesFound + recall.pricesFound).toBe(0)
  })

  it('does not take a name read beyond recognition for found', () => {
    const recall = measureTextRecall(truth, [pageOf(['Chxrxxn', '9.000'])])
    expect(recall.missedNames).toContain('Chicharrón')
    expect(recall.missedPrices).not.toContain('$9.000')
  })
})
