import { minorUnitDigits } from '../money/minor-unit.ts'

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/** A non-negative decimal string as an integer count of 10^-scale units ("12.5" → 125n, scale 1). */
function toScaled(amount: string): { units: bigint; scale: number } {
  const match = DECIMAL.exec(amount.trim())
  if (!match) throw new RangeError(`Not a non-negative decimal: ${amount}`)
  const fraction = match[2] ?? ''
  return { units: BigInt(match[1]! + fraction), scale: fraction.length }
}

/** `units` × 10^-`digits` as a decimal string with exactly `digits` decimals ("1000" with 2 → "10.00"). */
function toDecimalText(units: bigint, digits: number): string {
  if (digits === 0) return units.toString()
  const text = units.toString().padStart(digits + 1, '0')
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** `numerator / denominator` rounded half up, both positive. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator)
}

/**
 * `amount` (a price in currency units, an exact decimal string such as "12.50") less `percent` per cent,
 * computed on the decimal digits (no binary float) and rounded half up to the currency's smallest unit:
 * ("12.50", 20, EUR) → "10.00"; ("12990", 15, COP) → "11042". The answer is a decimal string in currency
 * units with the currency's digits.
 */
export function discountedPrice(amount: string, percent: number, currency: string): string {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Not a percentage: ${percent}`)
  }
  const { units, scale } = toScaled(amount)
  const digits = minorUnitDigits(currency)
  // amount × (100 − percent) / 100, expressed in 10^-digits units: units × (100 − p) × 10^digits / (100 × 10^scale).
  const numerator = units * BigInt(100 - percent) * 10n ** BigInt(digits)
  const denominator = 100n * 10n ** BigInt(scale)
  return toDecimalText(divideHalfUp(numerator, denominator), digits)
}

/** Compares two non-negative decimal strings exactly: negative, zero or positive as `a` <, =, > `b`. */
export function compareDecimals(a: string, b: string): number {
  const left = toScaled(a)
  const right = toScaled(b)
  const scale = Math.max(left.scale, right.scale)
  const l = left.units * 10n ** BigInt(scale - left.scale)
  const r = right.units * 10n ** BigInt(scale - right.scale)
  return l < r ? -1 : l > r ? 1 : 0
}

/** Half of a non-negative decimal string, exactly ("12.5" → "6.25"): one unit of a 2x1. */
export function halfOf(amount: string): string {
  const { units, scale } = toScaled(amount)
  return toDecimalText(units * 5n, scale + 1)
}
