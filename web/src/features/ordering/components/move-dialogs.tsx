import { useRef } from 'react'
import type { Order } from '#domain/ordering/order.schema.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { AcceptDialog } from './accept-dialog.tsx'
import { RejectDialog } from './reject-dialog.tsx'
import { focusOrderCard, type OrderMoves } from './use-order-moves.ts'

export type AskedMove = 'accept' | 'reject' | null

type Props = {
  order: Order
  asked: AskedMove
  onClose: () => void
  moves: OrderMoves
  /** Where focus goes when the order's card has left the view. */
  fallbackFocus?: HTMLElement | null
}

/**
 * An order's accept and reject dialogs. Closed, focus goes back to the button that opened them; once the order
 * has moved that button is gone, and focus goes to the order's card.
 */
export function MoveDialogs({ order, asked, onClose, moves, fallbackFocus }: Props) {
  const opener = useRef<Element | null>(null)
  if (asked && !opener.current) opener.current = document.activeElement
  const returnFocus = (event: Event) => {
    event.preventDefault()
    const button = opener.current
    opener.current = null
    if (button instanceof HTMLElement && button.isConnected) button.focus()
    else focusOrderCard(order.id, fallbackFocus)
  }
  const isPending = moves.movingId === order.id
  const close = (open: boolean) => (open ? undefined : onClose())
  return (
    <>
      <Dialog open={asked === 'accept'} onOpenChange={close}>
        {asked === 'accept' ? (
          <AcceptDialog
            number={order.number}
            isPending={isPending}
            onCloseAutoFocus={returnFocus}
            onAccept={async (readyInMinutes) => {
              await moves.run(order, { action: 'accept', readyInMinutes })
              onClose()
            }}
          />
        ) : null}
      </Dialog>
      <Dialog open={asked === 'reject'} onOpenChange={close}>
        {asked === 'reject' ? (
          <RejectDialog
            number={order.number}
            isPending={isPending}
            onCloseAutoFocus={returnFocus}
            onReject={async (reason) => {
              await moves.run(order, { action: 'reject', reason })
              onClose()
            }}
          />
        ) : null}
      </Dialog>
    </>
  )
}
