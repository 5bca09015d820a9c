import { describe, expect, it } from 'vitest'
import { countPendingReview, toReviewReasons } from './review-reasons.ts'
import { buildDraftItem } from './test-fakes.ts'

const item = buildDraftItem

describe('toReviewReasons', () => {
  it('gives every reason the reader had, in one order, until the owner checks the item', () => {
    const flagged = item({ review: ['joinedAcrossColumns', 'priceUnusual', 'nameUnknown'] })
    expect(toReviewReasons(flagged)).toEqual(['priceUnusual', 'nameUnknown', 'joinedAcrossColumns'])
    expect(toReviewReasons({ ...flagged, isChecked: true })).toEqual([])
    expect(toReviewReasons(item())).toEqual([])
  })

  it('says what of a model’s reading was not seen on the page after the reader’s reasons, until checked', () => {
    const flagged = item({ readBy: 'model', review: ['nameNotOnPage', 'priceNotOnPage', 'nameUnknown'] })
    expect(toReviewReasons(flagged)).toEqual(['nameUnknown', 'priceNotOnPage', 'nameNotOnPage'])
    expect(toReviewReasons(item({ review: ['nameNotOnPage', 'lowConfidence'] }))).toEqual([
      'lowConfidence',
      'nameNotOnPage',
    ])
    expect(toReviewReasons({ ...flagged, isChecked: true })).toEqual([])
  })

  it('says a price is missing while one is, checked or not, and only once', () => {
    expect(toReviewReasons(item({ price: ' ' }))).toEqual(['priceMissing'])
    expect(toReviewReasons(item({ price: '', review: ['priceMissing'], isChecked: true }))).toEqual([
      'priceMissing',
    ])
    // The owner typed the price the reader missed.
    expect(toReviewReasons(item({ price: '9,50', review: ['priceMissing'] }))).toEqual([])
  })

  it('marks a size left without a price', () => {
    const sizes = [
      { label: 'Copa', price: '4,50' },
      { label: 'Botella', price: '' },
    ]
    expect(toReviewReasons(item({ price: '4,50', variants: sizes }))).toEqual(['priceMissing'])
  })

  it('doubts a reading below the review confidence, as before the reader gave reasons', () => {
    expect(toReviewReasons(item({ confidence: 69 }))).toEqual(['lowConfidence'])
    expect(toReviewReasons(item({ confidence: 69, review: ['lowConfidence'] }))).toEqual(['lowConfidence'])
    expect(toReviewReasons(item({ confidence: 70 }))).toEqual([])
    expect(toReviewReasons(item({ confidence: null }))).toEqual([])
  })
})

describe('countPendingReview', () => {
  it('counts the items without a price apart from the others still to check', () => {
    expect(countPendingReview([[], []])).toBeNull()
    expect(
      countPendingReview([
        ['priceMissing', 'nameUnknown'],
        ['nameUnknown', 'lowConfidence'],
        ['priceUnusual'],
        ['priceNotOnPage'],
        [],
      ]),
    ).toEqual({ noPrice: 1, toCheck: 3 })
  })
})
