import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ordersQueryKey } from './get-orders.ts'

/** The business's orders stream: an `order` event ({ orderId, status }) as each order is placed or moved. */
export const ORDER_EVENTS_PATH = '/api/orders/events'

/**
 * While mounted, refetches the orders lists on each of the stream's events. A dropped stream is reopened by
 * EventSource itself; the lists refetch once it is back, for what happened while it was away. Without
 * EventSource (an old browser, the tests' jsdom), nothing.
 */
export function useOrderEvents() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(ORDER_EVENTS_PATH)
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    let hasDropped = false
    const drop = () => {
      hasDropped = true
    }
    const reopen = () => {
      if (hasDropped) refetch()
      hasDropped = false
    }
    source.addEventListener('order', refetch)
    source.addEventListener('error', drop)
    source.addEventListener('open', reopen)
    return () => source.close()
  }, [queryClient])
}
