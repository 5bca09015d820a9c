import { toLabelKey } from './variant.schema.ts'

// How a menu lays out a category's prices (decision 044), the same on the public page and in the design
// editor's preview: a category with shared labels ("Pequeña / Mediana / Familiar") prints its products that
// use them as one table, the labels once as its headers; any other product keeps its card. The owner's order
// of products is kept, so a product that does not fit splits the table in two.

type Priced = { variants: readonly { label: string }[] }

/** A run of consecutive products: a size table under the category's labels, or ordinary cards. */
export type MenuRun<P> = { kind: 'table'; products: P[] } | { kind: 'cards'; products: P[] }

/**
 * Whether a product fills in its category's shared labels: each variant labelled with one of them. A
 * product with a single unlabelled price has no size to put in a column.
 */
export function fitsSizeTable(product: Priced, sharedLabels: readonly string[]): boolean {
  const columns = new Set(sharedLabels.map(toLabelKey))
  return product.variants.every((variant) => {
    const key = toLabelKey(variant.label)
    return key !== '' && columns.has(key)
  })
}

/** A category's products in their order, cut into runs of size-table rows and runs of cards. */
export function menuRuns<P extends Priced>(
  products: readonly P[],
  sharedLabels: readonly string[],
): MenuRun<P>[] {
  const runs: MenuRun<P>[] = []
  for (const product of products) {
    const kind = sharedLabels.length > 0 && fitsSizeTable(product, sharedLabels) ? 'table' : 'cards'
    const last = runs.at(-1)
    if (last?.kind === kind) last.products.push(product)
    else runs.push({ kind, products: [product] })
  }
  return runs
}

/** The product's variant printed under a shared label's column, or undefined for an empty cell. */
export function variantInColumn<V extends { label: string }>(
  variants: readonly V[],
  sharedLabel: string,
): V | undefined {
  const key = toLabelKey(sharedLabel)
  return variants.find((variant) => toLabelKey(variant.label) === key)
}

/** Whether a product shows as it did before variants: one price with no label. */
export function isSinglePrice(product: Priced): boolean {
  return product.variants.length === 1 && product.variants[0]?.label.trim() === ''
}
