const digitsByCurrency = new Map<string, number>()

/**
 * How many decimal digits a currency's smallest unit has, as ICU knows it: COP, CLP 0 (whole pesos),
 * EUR, USD 2 (cents). Computed prices (a discount) are rounded to it.
 */
export function minorUnitDigits(currency: string): number {
  const code = currency.toUpperCase()
  let digits = digitsByCurrency.get(code)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number
    digitsByCurrency.set(code, digits)
  }
  return digits
}
