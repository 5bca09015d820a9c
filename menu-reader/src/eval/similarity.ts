import { levenshtein } from './levenshtein.ts'

/** A string as the scoring compares it: Unicode NFC, lower case, runs of white space as one space, trimmed. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** 0–1: 1 − Levenshtein distance / length of the longer string, after normalising both; two empty strings are 1. */
export function similarity(a: string, b: string): number {
  return similarityOfNormalised(normaliseText(a), normaliseText(b))
}

/** The similarity of two strings already passed through normaliseText (for scoring many pairs). */
export function similarityOfNormalised(a: string, b: string): number {
  const longer = Math.max(Array.from(a).length, Array.from(b).length)
  if (longer === 0) return 1
  return 1 - levenshtein(a, b) / longer
}

/**
 * Whether a similarity reaches a threshold such as 0.8. Distinct similarities of strings under 10,000
 * characters differ by more than 1e-8, so the tolerance only absorbs rounding (1 − 1/20 against 0.95).
 */
export function isAtLeast(similarity: number, threshold: number): boolean {
  return similarity >= threshold - 1e-9
}
