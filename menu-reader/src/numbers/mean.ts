/** The arithmetic mean; NaN for no values. */
export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** The mean of the values that exist, or null when none does (an accuracy no page could measure). */
export function meanOfPresent(values: readonly (number | null)[]): number | null {
  const present = values.filter((value) => value !== null)
  return present.length === 0 ? null : mean(present)
}
