import type { OrderLineInput, OrderQuote } from '#domain/ordering/order.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { scriptUnits } from './orderable-menu.service.ts'
import * as repository from './orders.repository.ts'
import { linesRefused } from './place-order.service.ts'
import { priceNow } from './price-now.ts'

/**
 * The diner's order priced as it would be placed now, without placing it: the order sheet's totals, 2x1
 * offers included, come from the same rules the order is placed at, never from a second copy in the
 * browser. 404 for an unknown or unpublished menu, 409 when the business takes no orders, or with the lines
 * that cannot be ordered now (as placing the order would answer). Nothing is stored or limited: it reads
 * what the menu page already shows.
 */
export async function quoteOrder(
  db: Database,
  slug: string,
  lines: readonly OrderLineInput[],
  now: Date,
): Promise<OrderQuote> {
  const business = await repository.findOrderingBusiness(db, slug)
  if (!business?.isPublished || !business.catalogueId) throw new AppError('not_found', 404)
  if (!business.ordering.table && !business.ordering.pickup) throw new AppError('ordering_closed', 409)
  const priced = await priceNow(db, { ...business, catalogueId: business.catalogueId }, lines, now)
  if (!priced.ok) throw linesRefused(priced.problems)
  const units = (amount: string) => scriptUnits(amount, business.currency)
  return {
    lines: priced.order.lines.map((line) => ({
      freeUnits: line.freeUnits,
      discount: units(line.discount),
      total: units(line.total),
    })),
    subtotal: units(priced.order.subtotal),
    discount: units(priced.order.discount),
    total: units(priced.order.total),
  }
}
