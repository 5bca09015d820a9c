import { minorUnitDigits } from './minor-unit.ts'

// Sums of prices as exact integers of the currency's smallest unit (cents, whole pesos), never binary floats:
// an order's lines and totals are added and multiplied here, and written back as decimal strings with the
// currency's digits ("12.50", "11042").

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/** A price (a non-negative decimal string) in the currency's smallest unit; throws on finer amounts. */
export function toMinorUnits(amount: string, currency: string): bigint {
  const match = DECIMAL.exec(amount.trim())
  if (!match) throw new RangeError(`Not a non-negative decimal: ${amount}`)
  const digits = minorUnitDigits(currency)
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > digits) throw new RangeError(`${amount} is finer than ${currency}'s smallest unit`)
  return BigInt(match[1] as string) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0')
}

/** An amount in the currency's smallest unit as a decimal string with the currency's digits. */
export function fromMinorUnits(units: bigint, currency: string): string {
  const digits = minorUnitDigits(currency)
  const sign = units < 0n ? '-' : ''
  const text = (units < 0n ? -units : units).toString()
  if (digits === 0) return sign + text
  const padded = text.padStart(digits + 1, '0')
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`
}
