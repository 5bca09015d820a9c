import { isAtLeast, normaliseText, similarityOfNormalised } from './similarity.ts'

/** Name similarity a predicted item needs to be paired with a true one ("found"). */
export const FOUND_SIMILARITY = 0.8

/** One true item paired with one predicted item: their indexes and how alike their names are (0–1). */
export type ItemPair = { truth: number; predicted: number; nameSimilarity: number }

/**
 * Pairs true and predicted items one-to-one, greedily from the most similar names down, keeping pairs whose
 * names are at least FOUND_SIMILARITY alike. Ties go to the earlier true item, then the earlier prediction.
 */
export function matchItems(
  truth: readonly { name: string }[],
  predicted: readonly { name: string }[],
): ItemPair[] {
  const trueNames = truth.map((item) => toName(item.name))
  const predictedNames = predicted.map((item) => toName(item.name))
  const candidates: ItemPair[] = []
  trueNames.forEach((trueName, t) => {
    predictedNames.forEach((predictedName, p) => {
      if (!couldBeFound(trueName.length, predictedName.length)) return
      const nameSimilarity = similarityOfNormalised(trueName.text, predictedName.text)
      if (isAtLeast(nameSimilarity, FOUND_SIMILARITY))
        candidates.push({ truth: t, predicted: p, nameSimilarity })
    })
  })
  candidates.sort(
    (a, b) => b.nameSimilarity - a.nameSimilarity || a.truth - b.truth || a.predicted - b.predicted,
  )

  const pairedTruth = new Set<number>()
  const pairedPrediction = new Set<number>()
  const pairs: ItemPair[] = []
  for (const candidate of candidates) {
    if (pairedTruth.has(candidate.truth) || pairedPrediction.has(candidate.predicted)) continue
    pairedTruth.add(candidate.truth)
    pairedPrediction.add(candidate.predicted)
    pairs.push(candidate)
  }
  return pairs
}

function toName(name: string): { text: string; length: number } {
  const text = normaliseText(name)
  return { text, length: Array.from(text).length }
}

// The distance is at least the difference in length, so similarity ≤ shorter / longer: a cheap way to skip
// most pairs of a page full of OCR noise before running Levenshtein on them. Lengths in code points.
function couldBeFound(a: number, b: number): boolean {
  const longer = Math.max(a, b)
  return longer === 0 || isAtLeast(Math.min(a, b) / longer, FOUND_SIMILARITY)
}
