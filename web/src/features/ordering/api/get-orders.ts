import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#domain/ordering/order.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type OrderStatus = Order['status']
export type OrderChannel = Order['channel']

/** What the orders list asks for; a filter left out is "all", a day left out is today on the business's clock. */
export type OrderFilters = { day?: string; status?: OrderStatus; channel?: OrderChannel; tableId?: string }

/** Every orders list in the cache, whatever its filters: what a live event or a move refetches. */
export const ordersQueryKey = ['ordering', 'orders'] as const

/** A business day's orders, newest first, with the day's totals (`GET /api/orders`). */
export function ordersQueryOptions(filters: OrderFilters = {}) {
  return queryOptions({
    queryKey: [...ordersQueryKey, filters],
    queryFn: async ({ signal }) => apiData(api.GET('/api/orders', { params: { query: filters }, signal })),
  })
}

export function useOrders(filters: OrderFilters = {}) {
  return useQuery(ordersQueryOptions(filters))
}
