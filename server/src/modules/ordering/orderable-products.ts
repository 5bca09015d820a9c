import { servingAt } from '#domain/catalogues/availability.ts'
import type { OrderableProduct } from '#domain/ordering/price-order.ts'
import type { CategoryRow, ProductRow } from '../catalogues/index.ts'

/**
 * The dishes an order may take at `now` on the business's clock (`timeZone`), by id: those on the menu (in
 * a visible category, marked available), served at that moment by their own and their category's windows,
 * and not sold out today. Set menus are not ordered from the menu (their courses are chosen at the table).
 */
export function orderableProducts(
  categories: readonly CategoryRow[],
  products: readonly ProductRow[],
  now: Date,
  timeZone: string,
): Map<string, OrderableProduct> {
  const visible = new Map(
    categories.filter((category) => category.isVisible).map((category) => [category.id, category]),
  )
  const orderable = new Map<string, OrderableProduct>()
  for (const product of products) {
    const category = visible.get(product.categoryId)
    if (!category || !product.available || product.kind === 'menu') continue
    if (product.soldOutUntil !== null && product.soldOutUntil > now) continue
    if (servingAt([category.availability, product.availability], now, timeZone).kind !== 'served') continue
    orderable.set(product.id, {
      id: product.id,
      name: product.name,
      categoryId: product.categoryId,
      tags: product.tags,
      variants: product.variants,
      optionGroups: product.optionGroups,
    })
  }
  return orderable
}
