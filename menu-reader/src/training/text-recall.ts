// How much of what a page prints its words hold at all, however the layout then groups them: the share of the
// truth's item names found in the page's words (read roughly: one character in three may be wrong) and of its
// prices (their digits, in one word or two side by side). On a picture, a name or price not found is mostly a
// line the detector missed (or read beyond recognition), before any layout rule could place it.

import type { TruthMenu } from '../eval/corpus.ts'
import type { PageWords } from '../geometry/word.ts'
import { matchInside, normaliseForMatch } from '../text-match.ts'

// A name counts as found when a stretch of the page's text is within this share of edits of it.
const ROUGHLY = 0.67
// Names shorter than this (normalised) would be found by chance in any page's text.
const SHORTEST_NAME = 4

export type TextRecall = {
  names: number
  namesFound: number
  prices: number
  pricesFound: number
  /** The true names not found, as the truth prints them. */
  missedNames: string[]
  missedPrices: string[]
}

/** A recall of nothing yet: the start of a page's count, or of a sum over pages. */
export const noTextRecall = (): TextRecall => ({
  names: 0,
  namesFound: 0,
  prices: 0,
  pricesFound: 0,
  missedNames: [],
  missedPrices: [],
})

const digitsOf = (text: string) => text.replace(/\D+/g, '')

/** The digit runs a page's words hold, each word's alone and each two neighbours' joined ("18 000"). */
function pageDigits(pages: readonly PageWords[]): Set<string> {
  const found = new Set<string>()
  for (const page of pages) {
    const digits = page.words.map((word) => digitsOf(word.text))
    digits.forEach((run, index) => {
      if (run) found.add(run)
      const next = digits[index + 1]
      if (run && next) found.add(run + next)
    })
  }
  return found
}

/** The text recall of `pages` (all of a file's) against the truth of what they print. */
export function measureTextRecall(truth: TruthMenu, pages: readonly PageWords[]): TextRecall {
  const text = pages.map((page) => normaliseForMatch(page.words.map((word) => word.text).join(' '))).join(' ')
  const digits = pageDigits(pages)
  const recall = noTextRecall()
  for (const item of truth.sections.flatMap((section) => section.items)) {
    const name = normaliseForMatch(item.name)
    if (name.length >= SHORTEST_NAME) {
      recall.names++
      if (matchInside(name, text).ratio >= ROUGHLY) recall.namesFound++
      else recall.missedNames.push(item.name)
    }
    const price = digitsOf(item.price)
    if (price) {
      recall.prices++
      if (digits.has(price)) recall.pricesFound++
      else recall.missedPrices.push(item.price)
    }
  }
  return recall
}
