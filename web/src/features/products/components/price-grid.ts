import { toLabelKey } from '#domain/catalogues/variant.schema.ts'

/** A variant as the grid reads and writes it: a saved one has its id, one the grid creates has none. */
export type GridVariant = { id?: string; label: string; price: string | null; specialPrice: string | null }

/**
 * The variant a column stands for: the one whose label matches the column's (compared as owners read them,
 * "mediana" = "Mediana"), or, in the first column, a product's sole unlabelled variant (a single price set
 * before the category had shared sizes: it is its first size).
 */
function findColumnVariant(variants: readonly GridVariant[], labels: readonly string[], column: number) {
  const key = toLabelKey(labels[column] ?? '')
  const index = variants.findIndex((variant) => variant.label !== '' && toLabelKey(variant.label) === key)
  if (index >= 0) return index
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

/**
 * A product's variants after its grid row is saved (decision 044, grid editor). `cells` holds each column's
 * price as an exact decimal, or null for an empty cell. A filled cell sets the price of the variant its
 * column stands for, creating that variant (labelled as the column, in the columns' order) when there is
 * none; an emptied cell removes its variant, unless that would leave the product without any: then the last
 * one stays, its prices cleared. Variants of no column ("Porción") stay as they are, where they are.
 */
export function applyGridRow(
  variants: readonly GridVariant[],
  labels: readonly string[],
  cells: readonly (string | null)[],
): GridVariant[] {
  const result = variants.map((variant) => ({ ...variant }))
  const emptied = new Set<GridVariant>()
  labels.forEach((label, column) => {
    const price = cells[column] ?? null
    const index = findColumnVariant(result, labels, column)
    const variant = result[index]
    if (price === null) {
      if (variant) emptied.add(variant)
      return
    }
    if (variant) {
      // A special price above the new price would read as a rise: it goes with the old price.
      const keepsSpecial = variant.specialPrice !== null && Number(variant.specialPrice) < Number(price)
      Object.assign(variant, {
        label: variant.label || label,
        price,
        specialPrice: keepsSpecial ? variant.specialPrice : null,
      })
    } else {
      result.splice(placeFor(result, labels, column), 0, { label, price, specialPrice: null })
    }
  })
  const kept = result.filter((variant) => !emptied.has(variant))
  if (kept.length > 0) return kept
  const [last] = result
  return last ? [{ ...last, price: null, specialPrice: null }] : []
}
