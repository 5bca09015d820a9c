import { fitsMinorUnit, VARIANT_MESSAGES } from '#domain/catalogues/variant.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'

/** Message keys by cell ("2-1": third product, second size). */
export type CellErrors = Record<string, string>

/**
 * The typed cells of the changed rows as exact prices (null for an empty cell), or, for every cell that does
 * not read as a price of this currency, its message key: the same rules as the product dialog's prices.
 */
export function readGridCells(
  cells: readonly (readonly string[])[],
  rows: readonly number[],
  currency: string,
): { prices: (string | null)[][]; errors: CellErrors } {
  const errors: CellErrors = {}
  const prices = cells.map((cellsOfRow, row) =>
    cellsOfRow.map((typed, column) => {
      if (typed.trim() === '') return null
      const price = parseDecimal(typed)
      if (!rows.includes(row)) return price
      if (price === null) errors[`${row}-${column}`] = VARIANT_MESSAGES.price
      else if (!fitsMinorUnit(price, currency)) errors[`${row}-${column}`] = VARIANT_MESSAGES.minorUnit
      return price
    }),
  )
  return { prices, errors }
}
