import { fitsMinorUnit, VARIANT_MESSAGES } from '#domain/catalogues/variant.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'

/** A cell's message key, with the special price it names when the cell is refused for one (refusedCells). */
export type CellError = { message: string; specialPrice?: string }

/** Messages by cell ("2-1": third product, second size). */
export type CellErrors = Record<string, CellError>

/** The first cell with a message, row by row and left to right, as [row, column]. */
export function firstCellOf(errors: CellErrors): [number, number] | undefined {
  const cells = Object.keys(errors).map((cell) => cell.split('-').map(Number) as [number, number])
  return cells.sort(([rowA, columnA], [rowB, columnB]) => rowA - rowB || columnA - columnB)[0]
}

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
      if (price === null) errors[`${row}-${column}`] = { message: VARIANT_MESSAGES.price }
      else if (!fitsMinorUnit(price, currency))
        errors[`${row}-${column}`] = { message: VARIANT_MESSAGES.minorUnit }
      return price
    }),
  )
  return { prices, errors }
}
