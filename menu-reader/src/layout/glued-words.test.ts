import { describe, expect, it } from 'vitest'
import type { PageWords } from '../geometry/word.ts'
import { splitGluedWord, splitGluedWords } from './glued-words.ts'

describe('splitGluedWord', () => {
  it('splits a run of menu words that lost its spaces, keeping its letters as read', () => {
    expect(splitGluedWord('Ensaladatempladadesetas')).toEqual(['Ensalada', 'templada', 'de', 'setas'])
    expect(splitGluedWord('Entrecotdeternera')).toEqual(['Entrecot', 'de', 'ternera'])
    expect(splitGluedWord('Grilledchickenwithrice')).toEqual(['Grilled', 'chicken', 'with', 'rice'])
  })

  it('leaves whole a menu word, a short compound, a run with a word it does not know, and a text of signs', () => {
    for (const text of [
      'Mantequilla',
      'Cheeseboard',
      'Pancakes',
      'Sobrasadaconmiel',
      'Tostadas',
      '12,50€€€€€€€',
    ]) {
      expect(splitGluedWord(text), text).toBeUndefined()
    }
  })
})

describe('splitGluedWords', () => {
  const page = (source: PageWords['source']): PageWords => ({
    page: 1,
    width: 600,
    height: 800,
    source,
    words: [
      {
        text: 'Entrecotdeternera',
        box: { x0: 100, y0: 90, x1: 290, y1: 100 },
        size: 10,
        isBold: false,
        isItalic: false,
        confidence: 90,
      },
    ],
  })

  it('shares an OCR word’s box among its pieces, in order, and leaves a text PDF as printed', () => {
    const words = splitGluedWords(page('ocr')).words
    expect(words.map((word) => word.text)).toEqual(['Entrecot', 'de', 'ternera'])
    expect(words[0]?.box.x0).toBe(100)
    expect(words[2]?.box.x1).toBeCloseTo(290)
    expect((words[1]?.box.x0 ?? 0) > (words[0]?.box.x1 ?? 0)).toBe(true)
    expect(splitGluedWords(page('text')).words.map((word) => word.text)).toEqual(['Entrecotdeternera'])
  })
})
