import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { OrderActions } from './order-actions.tsx'
import { OrderLines } from './order-lines.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { useOrderFormat } from './use-order-format.ts'
import { type OrderMoves, orderCardId } from './use-order-moves.ts'

type Props = { order: Order; moves: OrderMoves; canHandle: boolean; onPrint: (order: Order) => void }

/**
 * One order as the floor staff read it: its number and where it goes, when it was placed, its status, the
 * pickup's contact and time, its lines and totals, that it is paid in the place, and its next step.
 */
export function OrderCard({ order, moves, canHandle, onPrint }: Props) {
  const { t } = useTranslation()
  const format = useOrderFormat(order.currency)
  const headingId = useId()
  return (
    <article
      id={orderCardId(order.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="wrap-anywhere font-semibold text-lg text-stone-900">
            <span className="tabular-nums">{t('ordering.orders.number', { number: order.number })}</span>
            {' · '}
            {format.where(order)}
          </h3>
          <p className="text-sm text-stone-600">
            {t('ordering.orders.placedAt', { time: format.time(order.createdAt) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <p className="text-sm text-stone-600">{t('ordering.orders.paidInPlace')}</p>
      <OrderActions order={order} moves={moves} canHandle={canHandle} onPrint={onPrint} />
    </article>
  )
}

/** The pickup's name, a phone to call and its time; when an accepted order will be ready; why it was rejected. */
function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation()
  const format = useOrderFormat(order.currency)
  const facts = [
    order.channel === 'pickup' ? (
      <p key="pickup" className="text-stone-900">
        <span className="font-medium">{order.pickupName}</span>
        {order.pickupPhone ? (
          <>
            {' · '}
            <a
              href={`tel:${order.pickupPhone.replace(/[^\d+]/g, '')}`}
              aria-label={t('ordering.orders.call', { name: order.pickupName, phone: order.pickupPhone })}
              className="text-brand-700 tabular-nums underline underline-offset-2 hover:text-brand-800"
            >
              {order.pickupPhone}
            </a>
          </>
        ) : null}
        {order.pickupAt ? ` · ${t('ordering.orders.pickupAt', { time: format.time(order.pickupAt) })}` : null}
      </p>
    ) : null,
    order.status === 'preparing' && order.readyAt ? (
      <p key="ready" className="text-sky-900">
        {t('ordering.orders.readyAt', { time: format.time(order.readyAt) })}
      </p>
    ) : null,
    order.status === 'rejected' && order.rejectReason ? (
      <p key="rejected" className="wrap-anywhere text-red-800">
        {t('ordering.orders.rejectedBecause', { reason: order.rejectReason })}
      </p>
    ) : null,
  ].filter(Boolean)
  return facts.length > 0 ? <div className="space-y-1 text-sm">{facts}</div> : null
}
