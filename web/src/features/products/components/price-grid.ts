import { variantInColumn } from '#domain/catalogues/size-table.ts'
import type { ProductVariant } from '#domain/catalogues/variant.schema.ts'
import { keepSavedId } from './saved-id.ts'

/**
 * A variant as the grid reads and writes it: a saved one has its id, one the grid creates has none; its
 * English label (decision 061) goes back untouched.
 */
export type GridVariant = {
  id?: string
  label: string
  price: string | null
  specialPrice: string | null
  translations?: ProductVariant['translations']
}

/**
 * The variant a column stands for: the one whose label matches the column's (compared as owners read them,
 * "mediana" = "Mediana"), or, in the first column, a product's sole unlabelled variant (a single price set
 * before the category had shared sizes: it is its first size).
 */
function findColumnVariant(variants: readonly GridVariant[], labels: readonly string[], column: number) {
  const found = variantInColumn(variants, labels[column] ?? '')
  if (found) return variants.indexOf(found)
  return column === 0 && variants.length === 1 && variants[0]!.label === '' ? 0 : -1
}

/** A product's row in the grid: each column's price as the API keeps it ("8.5"), '' where it has none. */
export function readGridRow(variants: readonly GridVariant[], labels: readonly string[]): string[] {
  return labels.map((_, column) => variants[findColumnVariant(variants, labels, column)]?.price ?? '')
}

/** Where a new column's variant goes: after the variant of the nearest column before it, else before the
 * variant of the nearest column after it, else at the end; so columns keep their order among the variants. */
function placeFor(variants: readonly GridVariant[], labels: readonly string[], column: number): number {
  for (let before = column - 1; before >= 0; before--) {
    const index = findColumnVariant(variants, labels, before)
    if (index >= 0) return index + 1
  }
  for (let after = column + 1; after < labels.length; after++) {
    const index = findColumnVariant(variants, labels, after)
    if (index >= 0) return index
  }
  return variants.length
}

/** A changed cell the grid will not save: its size has a special price at or above the new price. */
export type RefusedCell = { column: number; specialPrice: string }

/** The columns whose price the owner changed: `before` is the row as saved, `cells` as typed (null: empty). */
function changedColumns(
  labels: readonly string[],
  before: readonly (string | null)[],
  cells: readonly (string | null)[],
) {
  return labels.flatMap((_, column) => ((before[column] ?? null) !== (cells[column] ?? null) ? [column] : []))
}

/**
 * The changed cells whose new price would be at or below their size's special price. The grid shows no
 * special prices, so it neither clears one unseen nor keeps one that is no longer below the price: the
 * owner changes it in the product's dialog.
 */
export function refusedCells(
  variants: readonly GridVariant[],
  labels: readonly string[],
  before: readonly (string | null)[],
  cells: readonly (string | null)[],
): RefusedCell[] {
  return changedColumns(labels, before, cells).flatMap((column) => {
    const price = cells[column] ?? null
    const specialPrice = variants[findColumnVariant(variants, labels, column)]?.specialPrice ?? null
    if (price === null || specialPrice === null || Number(price) > Number(specialPrice)) return []
    return [{ column, specialPrice }]
  })
}

/**
 * A product's variants after its grid row is saved (decision 044, grid editor). `before` holds each column's
 * price as the row was saved and `cells` as it is now (exact decimals, null for an empty cell); only the
 * changed cells touch their variants. A filled cell sets the price of the variant its column stands for,
 * creating that variant (labelled as the column, in the columns' order) when there is none; an emptied cell
 * removes its variant, unless that would leave the product without any: then the last one stays, its prices
 * cleared. Every other variant, with its special price, goes back exactly as it was; so do variants of no
 * column ("Porción"), where they are. Ids the server did not give are left out (see keepSavedId).
 */
export function applyGridRow(
  variants: readonly GridVariant[],
  labels: readonly string[],
  before: readonly (string | null)[],
  cells: readonly (string | null)[],
): GridVariant[] {
  const changed = changedColumns(labels, before, cells)
  const result = variants.map((variant) => ({ ...variant }))
  // A sole unlabelled price stands under the first column: once the row changes, it either is that column's
  // price or gets sizes beside it, and two sizes need labels; labelling it keeps its id (and promotions).
  const sole = result.length === 1 && result[0]!.label === '' ? result[0] : undefined
  if (sole && changed.length > 0) sole.label = labels[0] ?? ''
  const emptied = new Set<GridVariant>()
  for (const column of changed) {
    const price = cells[column] ?? null
    const variant = result[findColumnVariant(result, labels, column)]
    if (price === null) {
      if (variant) emptied.add(variant)
    } else if (variant) {
      // Its special price stays: refusedCells keeps the grid from making it a rise.
      variant.price = price
    } else {
      result.splice(placeFor(result, labels, column), 0, {
        label: labels[column]!,
        price,
        specialPrice: null,
      })
    }
  }
  const kept = result.filter((variant) => !emptied.has(variant))
  const [last] = result
  const saved = kept.length > 0 ? kept : last ? [{ ...last, price: null, specialPrice: null }] : []
  return saved.map(({ id, ...variant }) => ({ ...keepSavedId(id), ...variant }))
}
