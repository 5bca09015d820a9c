import { Check, ChefHat, PackageCheck, Printer, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { type AskedMove, MoveDialogs } from './move-dialogs.tsx'
import { focusOrderCard, type OrderMoves } from './use-order-moves.ts'

type Props = {
  order: Order
  moves: OrderMoves
  /** Whether the member may move orders (`orders.handle`); a viewer only prints. */
  canHandle: boolean
  onPrint: (order: Order) => void
}

/**
 * An order card's buttons: its next step by status — Aceptar and Rechazar (each asks first), Marcar listo,
 * Entregado — for those who handle orders, and its ticket for everyone.
 */
export function OrderActions({ order, moves, canHandle, onPrint }: Props) {
  const { t } = useTranslation()
  const [asked, setAsked] = useState<AskedMove>(null)
  const number = order.number
  const isMoving = moves.movingId === order.id
  const step = async (action: 'ready' | 'deliver') => {
    if (await moves.run(order, { action })) focusOrderCard(order.id)
  }
  return (
    <div className="flex flex-wrap gap-2">
      {canHandle && order.status === 'received' ? (
        <>
          <Button
            onClick={() => setAsked('accept')}
            aria-label={t('ordering.orders.actions.acceptLabel', { number })}
          >
            <Check aria-hidden />
            {t('ordering.orders.actions.accept')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setAsked('reject')}
            aria-label={t('ordering.orders.actions.rejectLabel', { number })}
          >
            <X aria-hidden />
            {t('ordering.orders.actions.reject')}
          </Button>
        </>
      ) : null}
      {canHandle && order.status === 'preparing' ? (
        <Button
          disabled={isMoving}
          onClick={() => void step('ready')}
          aria-label={t('ordering.orders.actions.readyLabel', { number })}
        >
          <ChefHat aria-hidden />
          {t('ordering.orders.actions.ready')}
        </Button>
      ) : null}
      {canHandle && order.status === 'ready' ? (
        <Button
          disabled={isMoving}
          onClick={() => void step('deliver')}
          aria-label={t('ordering.orders.actions.deliverLabel', { number })}
        >
          <PackageCheck aria-hidden />
          {t('ordering.orders.actions.deliver')}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        onClick={() => onPrint(order)}
        aria-label={t('ordering.orders.actions.printLabel', { number })}
      >
        <Printer aria-hidden />
        {t('ordering.orders.actions.print')}
      </Button>
      {canHandle ? (
        <MoveDialogs order={order} asked={asked} onClose={() => setAsked(null)} moves={moves} />
      ) : null}
    </div>
  )
}
