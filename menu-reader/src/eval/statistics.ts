/** The arithmetic mean; NaN for no values. */
export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The mean of the values that exist, or null when none does (an accuracy no page could measure). */
export function meanOfPresent(values: readonly (number | null)[]): number | null {
  const present = values.filter((value) => value !== null)
  return present.length === 0 ? null : mean(present)
}
