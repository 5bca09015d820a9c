import { findLabelProblems, type LabelProblem, VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { REVIEWED_MENU_LIMITS } from '#domain/menu-analyses/reviewed-menu.schema.ts'

// An item's several prices in the review (decision 044): "Copa 4,50 · Botella 18,00", a size table's
// "Pequeña / Mediana / Familiar". The draft keeps them only when there are two or more; an item with one price
// keeps it in `price` alone, as before, so every single-priced path stays as it was.

/** One of an item's prices as read and corrected: its label as printed ('' when none) and the price as printed. */
export type DraftVariant = { label: string; price: string }

/** What of an item's prices keeps it from being kept: a price without a label, or a label twice. */
export type VariantProblem = 'labelRequired' | 'labelDuplicate' | 'tooMany'

/**
 * The prices the reader found for an item, when it found two or more; [] otherwise. A result read before
 * variants existed has none.
 */
export function toDraftVariants(item: { variants?: readonly DraftVariant[] }): DraftVariant[] {
  const read = item.variants ?? []
  return read.length >= 2 ? read.map(({ label, price }) => ({ label, price })) : []
}

/**
 * The problem of each variant's label, by index: a label is needed on each when there are two or more, and no
 * label twice (the catalogue's own rule, `findLabelProblems`).
 */
export function findVariantLabelProblems(variants: readonly DraftVariant[]): (LabelProblem | null)[] {
  return findLabelProblems(
    variants.map((variant) => variant.label),
    variants.length >= 2,
  )
}

/** Why an item's prices cannot be kept as they are, or null when they can. */
export function toVariantProblem(variants: readonly DraftVariant[]): VariantProblem | null {
  if (variants.length > VARIANT_LIMITS.variants) return 'tooMany'
  const problems = findVariantLabelProblems(variants)
  if (problems.includes('required')) return 'labelRequired'
  if (problems.includes('duplicate')) return 'labelDuplicate'
  return null
}

/** Whether a label or price of the item's variants is longer than a reviewed menu takes. */
export function hasTooLongVariant(variants: readonly DraftVariant[]): boolean {
  return variants.some(
    (variant) =>
      variant.label.trim().length > VARIANT_LIMITS.label ||
      variant.price.trim().length > REVIEWED_MENU_LIMITS.price,
  )
}

/** The variants as the reviewed menu keeps them: trimmed, and none for a single price. */
export function toReviewedVariants(variants: readonly DraftVariant[]): DraftVariant[] {
  return variants.length >= 2
    ? variants.map((variant) => ({ label: variant.label.trim(), price: variant.price.trim() }))
    : []
}

/**
 * The dialog's list of prices for an item: its variants, or its one price as a single unlabelled row, so the
 * dialog edits one list whatever the item has.
 */
export function toPriceRows(item: { price: string; variants: readonly DraftVariant[] }): DraftVariant[] {
  return item.variants.length >= 2
    ? item.variants.map((variant) => ({ ...variant }))
    : [{ label: '', price: item.price }]
}

/**
 * The dialog's rows back as an item's prices: two or more become its variants, with `price` the first one's
 * (readers of the single price see the first size); one is the item's price, its label dropped.
 */
export function fromPriceRows(rows: readonly DraftVariant[]): { price: string; variants: DraftVariant[] } {
  if (rows.length >= 2) return { price: rows[0]!.price, variants: rows.map((row) => ({ ...row })) }
  return { price: rows[0]?.price ?? '', variants: [] }
}
