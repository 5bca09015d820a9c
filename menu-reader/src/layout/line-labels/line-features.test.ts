import { describe, expect, it } from 'vitest'
import { FEATURE_NAMES, readLineFeatures } from './line-features.ts'
import { findColumns } from './page-context.ts'
import { testLine } from './test-lines.ts'

// A small menu: a heading, two priced names with a description under the first, a lone price under a name.
const menu = [
  testLine('ENTRANTES', 40, 60, { size: 14, isBold: true }),
  testLine('Croquetas de jamón 9,50', 40, 100, { isBold: true }),
  testLine('con bechamel de la casa', 40, 112, { size: 8, isItalic: true }),
  testLine('Tortilla de patatas 7,00', 40, 130, { isBold: true }),
  testLine('Gazpacho andaluz', 40, 150, { isBold: true }),
  testLine('6,50', 40, 162),
]

const featuresOf = (index: number) => {
  const row = readLineFeatures(menu)[index] as number[]
  return (name: string) => row[FEATURE_NAMES.indexOf(name)]
}

describe('readLineFeatures', () => {
  it('gives every line one value per feature name', () => {
    for (const row of readLineFeatures(menu)) expect(row).toHaveLength(FEATURE_NAMES.length)
  })

  it('measures a line’s type against the priced lines’ and says how it is printed', () => {
    const heading = featuresOf(0)
    expect(heading('sizeToPriced')).toBeCloseTo(1.4)
    expect(heading('isCaps')).toBe(1)
    expect(heading('hasPrice')).toBe(0)
    const description = featuresOf(2)
    expect(description('sizeToPriced')).toBeCloseTo(0.8)
    expect(description('italicShare')).toBe(1)
    expect(description('startsLower')).toBe(1)
    expect(description('sameWeightAsPriced')).toBe(0)
  })

  it('measures the white space around a line in its type heights, and where the next price is', () => {
    const description = featuresOf(2)
    // 112 − 8 × 0.8 − (100 + 10 × 0.2) = 3.6 points over 8-point type.
    expect(description('gapAbove')).toBeCloseTo(0.45)
    expect(description('textLinesFromPrice')).toBe(1)
    expect(description('textLinesToPrice')).toBe(1)
    const unpriced = featuresOf(4)
    expect(unpriced('hasPrice')).toBe(0)
    expect(unpriced('isLonePrice@1')).toBe(1)
    expect(unpriced('hasPrice@-1')).toBe(1)
  })

  it('marks neighbours past the page’s ends as missing', () => {
    expect(featuresOf(0)('exists@-1')).toBe(-1)
    expect(featuresOf(0)('exists@1')).toBe(1)
    expect(featuresOf(5)('exists@2')).toBe(-1)
  })
})

describe('findColumns', () => {
  it('starts a column where the reading goes back up the page, beside the last one', () => {
    const lines = [
      testLine('Margarita 12', 40, 100),
      testLine('Napolitana 14', 40, 120),
      testLine('Limonada 5', 330, 100),
      testLine('Café 3', 330, 120),
    ]
    const columns = findColumns(lines)
    expect(columns[0]).toBe(columns[1])
    expect(columns[2]).toBe(columns[3])
    expect(columns[0]).not.toBe(columns[2])
    expect(columns[2]?.x0).toBe(330)
  })
})
