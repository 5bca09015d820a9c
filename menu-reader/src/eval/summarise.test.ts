import { describe, expect, it } from 'vitest'
import type { PageScore } from './score-page.ts'
import { OVERALL, type PageResult, summarise } from './summarise.ts'

function score(exactF1: number, foundF1: number, priceAccuracy: number | null): PageScore {
  return {
    trueItems: 10,
    predictedItems: 10,
    found: 0,
    exact: 0,
    samePrice: 0,
    sameSection: 0,
    exactF1,
    foundF1,
    priceAccuracy,
    sectionAccuracy: priceAccuracy,
  }
}

function page(kind: string, seconds: number, pageScore: PageScore, peakRssMb = 100): PageResult {
  return { file: `${kind}-${seconds}.jpg`, kind, seconds, error: null, peakRssMb, score: pageScore }
}

describe('summarise', () => {
  const results = [
    page('photo', 4, score(0.2, 0.5, 1), 300),
    page('pdf-text', 1, score(0.9, 1, 0.5), 200),
    page('photo', 2, score(0.4, 0.7, null), 350),
    { ...page('photo', 9, score(0, 0, null), 360), error: 'damaged_file' },
  ]

  it('gives the share of pages printing a name where it was read, leaving out pages that print none', () => {
    const named = [
      { ...page('photo', 1, score(1, 1, 1)), restaurantName: true },
      { ...page('photo', 2, score(1, 1, 1)), restaurantName: false },
      { ...page('photo', 3, score(1, 1, 1)), restaurantName: null },
      { ...page('pdf-text', 4, score(1, 1, 1)), restaurantName: null },
    ]
    const [photo, pdf] = summarise(named)
    expect(photo!.restaurantNameAccuracy).toBe(0.5)
    expect(pdf!.restaurantNameAccuracy).toBeNull()
  })

  it('gives one row per kind in order of first appearance, then the overall row', () => {
    expect(summarise(results).map((row) => row.kind)).toEqual(['photo', 'pdf-text', OVERALL])
  })

  it('averages the per-page scores of a kind, each page weighing the same', () => {
    const photo = summarise(results)[0]!
    expect(photo).toMatchObject({ kind: 'photo', pages: 3, failed: 1, secondsMedian: 4, peakRssMb: 360 })
    expect(photo.exactF1).toBeCloseTo(0.2, 10)
    expect(photo.foundF1).toBeCloseTo(0.4, 10)
    expect(photo.secondsMean).toBeCloseTo(5, 10)
  })

  it('averages accuracies only over pages where something was found', () => {
    const [photo, pdfText, overall] = summarise(results)
    expect(photo!.priceAccuracy).toBe(1)
    expect(pdfText!.priceAccuracy).toBe(0.5)
    expect(overall!.priceAccuracy).toBe(0.75)
  })

  it('averages the overall row over pages, not over kinds (as the README reference does)', () => {
    const overall = summarise(results).at(-1)!
    expect(overall.pages).toBe(4)
    expect(overall.exactF1).toBeCloseTo((0.2 + 0.9 + 0.4 + 0) / 4, 10)
  })

  it('leaves an accuracy null when no page of the kind found anything', () => {
    const [failedOnly] = summarise([page('pdf-scan', 3, score(0, 0, null))])
    expect(failedOnly!.priceAccuracy).toBeNull()
    expect(failedOnly!.sectionAccuracy).toBeNull()
  })

  it('counts variants over the kind’s pages together, items of several prices also apart', () => {
    const variants = (
      matched: number,
      trueVariants: number,
      predicted: number,
      multi: number,
      multiMatched: number,
    ) => ({
      trueVariants,
      predictedVariants: predicted,
      matched,
      multiTrue: multi,
      multiPredicted: multi,
      multiMatched,
    })
    const [photo] = summarise([
      { ...page('photo', 1, score(1, 1, 1)), variants: variants(6, 8, 8, 4, 2) },
      { ...page('photo', 2, score(1, 1, 1)), variants: variants(2, 2, 4, 0, 0) },
    ])
    expect(photo).toMatchObject({ variantPrecision: 8 / 12, variantRecall: 8 / 10 })
    expect(photo!.variantF1).toBeCloseTo((2 * 8) / 22, 10)
    expect(photo!.multiVariantF1).toBe(0.5)
    // Results kept before variants were scored count nothing.
    expect(summarise([page('photo', 1, score(1, 1, 1))])[0]!.variantF1).toBeNull()
  })

  it('gives no rows for no pages', () => {
    expect(summarise([])).toEqual([])
  })
})
