import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { ordersQueryKey } from './get-orders.ts'

/** A step of an order: accepted with its ready time, rejected with the reason its diner reads, ready, delivered. */
export type OrderMove =
  | { action: 'accept'; readyInMinutes: number }
  | { action: 'reject'; reason: string }
  | { action: 'ready' }
  | { action: 'deliver' }

/**
 * Moves an order one step (`POST /api/orders/:id/<action>`); 409 `order_status_changed` when someone else moved
 * it first.
 */
export async function moveOrder({ id, move }: { id: string; move: OrderMove }) {
  const path = { params: { path: { id } } }
  switch (move.action) {
    case 'accept':
      return apiData(
        api.POST('/api/orders/{id}/accept', { ...path, body: { readyInMinutes: move.readyInMinutes } }),
      )
    case 'reject':
      return apiData(api.POST('/api/orders/{id}/reject', { ...path, body: { reason: move.reason } }))
    case 'ready':
      return apiData(api.POST('/api/orders/{id}/ready', path))
    case 'deliver':
      return apiData(api.POST('/api/orders/{id}/deliver', path))
  }
}

/**
 * A move whose end, done or refused, refetches the orders: the list shows what the server holds, which after a
 * 409 is where someone else put the order.
 */
export function useMoveOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moveOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
