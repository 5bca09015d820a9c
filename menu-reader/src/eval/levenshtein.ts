/** The edit distance between two strings: insertions, deletions and substitutions of code points. */
export function levenshtein(a: string, b: string): number {
  // Code points, not UTF-16 units: an accented or astral character counts as one edit.
  const left = Array.from(a)
  const right = Array.from(b)
  if (left.length === 0) return right.length
  if (right.length === 0) return left.length
  // One row of the table at a time; previous[j] is the distance from left[0..i) to right[0..j).
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j)
  for (let i = 1; i <= left.length; i++) {
    const current = [i]
    for (let j = 1; j <= right.length; j++) {
      const substitution = previous[j - 1]! + (left[i - 1] === right[j - 1] ? 0 : 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution)
    }
    previous = current
  }
  return previous[right.length]!
}
