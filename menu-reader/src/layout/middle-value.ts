/**
 * The middle of a set of measurements (the upper middle for an even count; 0 for none): a typical type size
 * or tilt that one odd word cannot drag, and always one of the values measured.
 */
export function middleValue(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
