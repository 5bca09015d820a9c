import type { OrderDay } from '#domain/ordering/order-figures.schema.ts'

/** The report's orders added up, and the first day with the most of them (null when no day has any). */
export type OrderTotals = { orders: number; busiest: { day: string; orders: number } | null }

export function totalOrders(days: readonly OrderDay[]): OrderTotals {
  const totals: OrderTotals = { orders: 0, busiest: null }
  for (const day of days) {
    totals.orders += day.orders
    if (day.orders > 0 && day.orders > (totals.busiest?.orders ?? 0)) {
      totals.busiest = { day: day.day, orders: day.orders }
    }
  }
  return totals
}
