import { describe, expect, it } from 'vitest'
import { addReviewTallies, emptyReviewTally, findWrongItems, tallyReview } from './review-catch.ts'
import { scorePage } from './score-page.ts'

const truth = [
  { name: 'Croquetas caseras', price: '9,50', section: 'Entrantes' },
  { name: 'Patatas bravas', price: '6,00', section: 'Entrantes' },
  { name: 'Pulpo a la gallega', price: '18,00', section: 'Entrantes' },
]
const predicted = [
  { name: 'Croquetas caseras', price: '9,50', section: 'Entrantes' },
  { name: 'Patatas bravas', price: '60,0', section: 'Entrantes' },
  { name: 'Pulpo a la gallega Tortilla', price: '18,00', section: 'Entrantes' },
  { name: 'Entrantes', price: '', section: '' },
]

describe('findWrongItems', () => {
  it('calls wrong every predicted item the scorer pairs with no true one exactly', () => {
    expect(findWrongItems(truth, predicted)).toEqual([false, true, true, true])
    const exact = predicted.length - findWrongItems(truth, predicted).filter(Boolean).length
    expect(exact).toBe(scorePage(truth, predicted).exact)
  })
})

describe('tallyReview', () => {
  it('counts the wrong items caught, everything flagged, and per reason the wrong ones among its flags', () => {
    const tally = tallyReview(
      [[], ['priceUnusual'], ['joinedAcrossColumns', 'priceUnusual'], []],
      [false, true, true, true],
    )
    expect(tally).toMatchObject({ items: 4, wrong: 3, flagged: 2, flaggedWrong: 2 })
    expect(tally.byReason.priceUnusual).toEqual({ flagged: 2, wrong: 2 })
    expect(tally.byReason.nameUnknown).toEqual({ flagged: 0, wrong: 0 })
  })

  it('adds pages up', () => {
    const one = tallyReview([['lowConfidence']], [false])
    const sum = addReviewTallies(addReviewTallies(emptyReviewTally(), one), one)
    expect(sum).toMatchObject({ items: 2, wrong: 0, flagged: 2, flaggedWrong: 0 })
    expect(sum.byReason.lowConfidence).toEqual({ flagged: 2, wrong: 0 })
  })
})
