import type { OrderLineInput } from '#domain/ordering/order.schema.ts'
import { type PriceOrderResult, priceOrder } from '#domain/ordering/price-order.ts'
import { isPromotionLive } from '#domain/promotions/promotion-applies.ts'
import type { Database } from '../../db/database.ts'
import { readCatalogueContent } from '../catalogues/index.ts'
import { readCataloguePromotions } from '../promotions/index.ts'
import { orderableProducts } from './orderable-products.ts'

/** What pricing needs of the business an order is for. */
export type PricedBusiness = { id: string; catalogueId: string; currency: string; timeZone: string }

/**
 * `lines` priced from the business's active catalogue as it stands at `now`: the dishes that may be ordered
 * then, the promotions live then on the business's clock (decision 074). What an order is placed at, and what
 * the diner's order sheet shows before it is sent.
 */
export async function priceNow(
  db: Database,
  business: PricedBusiness,
  lines: readonly OrderLineInput[],
  now: Date,
): Promise<PriceOrderResult> {
  const [{ categories, products }, promotions] = await Promise.all([
    readCatalogueContent(db, business.id, business.catalogueId),
    readCataloguePromotions(db, business.catalogueId),
  ])
  const live = promotions.filter((promotion) => isPromotionLive(promotion, now, business.timeZone))
  return priceOrder(
    lines,
    orderableProducts(categories, products, now, business.timeZone),
    live,
    business.currency,
  )
}
