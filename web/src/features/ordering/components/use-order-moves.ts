import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { ApiError } from '../../../lib/api.ts'
import { type OrderMove, useMoveOrder } from '../api/move-order.ts'

/** The id of an order's card, where focus lands once a move has redrawn it. */
export const orderCardId = (id: string) => `order-${id}`

/**
 * Puts focus on an order's card once the list shows its move (its button gone, or the card in another column),
 * or on `fallback` where the card has left the view.
 */
export function focusOrderCard(id: string, fallback?: HTMLElement | null) {
  requestAnimationFrame(() => (document.getElementById(orderCardId(id)) ?? fallback)?.focus())
}

/** What to say about a refused move: the server's own words (a 409: someone else moved it first), else why. */
function moveFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.message
  return t('ordering.orders.actions.failed')
}

/**
 * Moving orders one step from a list: the refusal of the last move (said once for the whole list), and which
 * order is on its way. Done or refused, the list is read again (useMoveOrder).
 */
export function useOrderMoves() {
  const { t } = useTranslation()
  const mutation = useMoveOrder()
  const [failure, setFailure] = useState<string | null>(null)
  const run = async (order: Order, move: OrderMove): Promise<boolean> => {
    setFailure(null)
    try {
      await mutation.mutateAsync({ id: order.id, move })
      return true
    } catch (error) {
      setFailure(moveFailure(error, t))
      return false
    }
  }
  return {
    run,
    failure,
    clearFailure: () => setFailure(null),
    movingId: mutation.isPending ? mutation.variables?.id : undefined,
  }
}

export type OrderMoves = ReturnType<typeof useOrderMoves>
