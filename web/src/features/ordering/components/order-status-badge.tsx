import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '../api/get-orders.ts'

const looks: Record<OrderStatus, string> = {
  received: 'bg-amber-50 text-amber-900 ring-amber-300',
  preparing: 'bg-sky-50 text-sky-900 ring-sky-300',
  ready: 'bg-green-50 text-green-900 ring-green-300',
  delivered: 'bg-stone-100 text-stone-700 ring-stone-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
}

/** An order's status in words (Nuevo, En preparación, Listo, Entregado, Rechazado), its colour a second cue. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 rounded-full px-2.5 py-1 font-medium text-xs ring-1',
        looks[status],
      )}
    >
      {t(`ordering.orders.status.${status}`)}
    </span>
  )
}
