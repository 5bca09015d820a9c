// Matching OCR'd text against what the truth file says is printed, forgiving the recogniser's slips.

/** A text as alignment compares it: accents, case, punctuation and extra spaces dropped. */
export const normaliseForMatch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * How well `pattern` matches a part of `text` (0–1: 1 − edits / pattern length) and where that part ends:
 * anywhere inside `text` (Sellers' approximate substring match), or only at its start when `isAtStart`.
 */
export function matchInside(
  pattern: string,
  text: string,
  isAtStart = false,
): { ratio: number; end: number } {
  const [m, n] = [pattern.length, text.length]
  if (m === 0) return { ratio: 0, end: 0 }
  let row = Array.from({ length: n + 1 }, (_, j) => (isAtStart ? j : 0))
  for (let i = 1; i <= m; i++) {
    const next = [i]
    for (let j = 1; j <= n; j++) {
      const cost = pattern[i - 1] === text[j - 1] ? 0 : 1
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + cost)
    }
    row = next
  }
  let [best, end] = [Number.POSITIVE_INFINITY, 0]
  row.forEach((distance, j) => {
    if (distance < best) [best, end] = [distance, j]
  })
  return { ratio: 1 - best / m, end }
}
