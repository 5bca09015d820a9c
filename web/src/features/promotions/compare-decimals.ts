/**
 * Compares two non-negative exact decimals as the API writes them ("12000", "12.5"): negative when `a` is
 * smaller, 0 when equal, positive when larger. Exact, unlike comparing their floating-point readings.
 */
export function compareDecimals(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.')
  const [bWhole = '', bFraction = ''] = b.split('.')
  const whole = (text: string) => text.replace(/^0+(?=\d)/, '')
  const width = Math.max(aFraction.length, bFraction.length)
  const left = `${whole(aWhole)}.${aFraction.padEnd(width, '0')}`
  const right = `${whole(bWhole)}.${bFraction.padEnd(width, '0')}`
  if (left.length !== right.length) return left.length - right.length
  return left < right ? -1 : left > right ? 1 : 0
}
