import { describe, expect, it } from 'vitest'
import type { Word } from '../geometry/word.ts'
import { readPageSegments, withoutOverprints } from './page-segments.ts'
import { line, page } from './test-words.ts'

// The words again, a unit lower and to the right: a shadow or a chalk effect drawn as a second text run.
const shadowOf = (words: Word[]): Word[] =>
  words.map((word) => ({
    ...word,
    box: { x0: word.box.x0 + 1, y0: word.box.y0 + 1.5, x1: word.box.x1 + 1, y1: word.box.y1 + 1.5 },
  }))

describe('withoutOverprints', () => {
  it('keeps each word printed twice over itself once, and the same word printed elsewhere', () => {
    const words = [...line('Café 2,00', 40, 100), ...line('Café 2,50', 40, 120)]
    expect(withoutOverprints([...words, ...shadowOf(words)]).map((word) => word.text)).toEqual([
      'Café',
      '2,00',
      'Café',
      '2,50',
    ])
  })

  it('reads a page drawn twice as the lines it prints', () => {
    const lines = [line('Tostada con tomate 3,50', 40, 100), line('Zumo de naranja 2,80', 40, 120)]
    const segments = readPageSegments(page(...lines, ...lines.map(shadowOf)))
    expect(segments.map((segment) => segment.text)).toEqual([
      'Tostada con tomate 3,50',
      'Zumo de naranja 2,80',
    ])
  })
})
