import { describe, expect, it } from 'vitest'
import type { Word } from '../geometry/word.ts'
import { withoutDanglingSize } from './line-parts.ts'

const words = (text: string): Word[] =>
  text.split(' ').map((token, index) => ({
    text: token,
    box: { x0: index * 40, y0: 0, x1: index * 40 + 30, y1: 10 },
    size: 10,
    isBold: false,
    isItalic: false,
    confidence: 90,
  }))

const texts = (line: Word[]) => line.map((word) => word.text).join(' ')

describe('withoutDanglingSize', () => {
  it('drops a size whose price was lost after a sized price', () => {
    expect(texts(withoutDanglingSize(words('Porción 11.5 K Entera')))).toBe('Porción 11.5 K')
    expect(texts(withoutDanglingSize(words('Copa 4,50 Media botella')))).toBe('Copa 4,50')
  })

  it('keeps a size word that ends a name, or follows an unsized price', () => {
    expect(texts(withoutDanglingSize(words('Pizza familiar')))).toBe('Pizza familiar')
    expect(texts(withoutDanglingSize(words('Combo 2 12,50 grande')))).toBe('Combo 2 12,50 grande')
    expect(texts(withoutDanglingSize(words('Entera')))).toBe('Entera')
  })
})
