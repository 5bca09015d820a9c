import type { PublicOrder } from '#domain/ordering/order.schema.ts'
import type { OrderRow } from './orders.repository.ts'

/** An order as its diner's page shows it: nothing of the business's other orders, no ids. */
export function toPublicOrder(row: OrderRow): PublicOrder {
  return {
    token: row.token,
    number: row.number,
    status: row.status,
    channel: row.channel,
    tableName: row.tableName,
    pickupName: row.pickupName,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    readyAt: row.readyAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    currency: row.currency,
    lines: row.lines.map((line) => ({
      name: line.name,
      variantLabel: line.variantLabel,
      options: line.options.map((option) => ({ label: option.label, priceDelta: option.priceDelta })),
      quantity: line.quantity,
      note: line.note,
      unitPrice: line.unitPrice,
      extrasPrice: line.extrasPrice,
      freeUnits: line.freeUnits,
      subtotal: line.subtotal,
      discount: line.discount,
      total: line.total,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
  }
}
