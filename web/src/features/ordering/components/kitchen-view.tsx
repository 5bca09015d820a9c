import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { useCan } from '../../../entities/account/use-can.ts'
import { FailureNotice, LoadFailed } from '../../../entities/catalogue/components/load-states.tsx'
import { useOrders } from '../api/get-orders.ts'
import { KitchenCard } from './kitchen-card.tsx'
import { OrdersSkeleton } from './order-states.tsx'
import { useOrderMoves } from './use-order-moves.ts'

const COLUMNS = ['received', 'preparing', 'ready'] as const
/** How often "hace 5 min" is brought up to date (30 s: never more than half a minute behind). */
const CLOCK_TICK_MS = 30_000

function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * Pedidos → Cocina (decision 074): today's open orders in three columns — Nuevos, En preparación, Listos —
 * oldest first, side by side on a tablet or a computer and one under another on a phone. Dark whatever the
 * theme: it is read across a kitchen, often from a wall screen. A delivered order leaves the view; a rejected
 * one never shows. The layout keeps it live.
 */
export function KitchenView() {
  const { t } = useTranslation()
  const orders = useOrders()
  const canHandle = useCan('orders.handle')
  const moves = useOrderMoves()
  const now = useNow()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const byStatus = (status: Order['status']) =>
    (orders.data?.orders ?? [])
      .filter((order) => order.status === status)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))

  return (
    <section
      data-theme="dark"
      aria-labelledby="kitchen-heading"
      className="space-y-4 rounded-2xl bg-canvas p-2 text-stone-900 xl:p-4"
    >
      <h2 id="kitchen-heading" ref={headingRef} tabIndex={-1} className="sr-only">
        {t('ordering.kitchen.heading')}
      </h2>
      <FailureNotice message={moves.failure} onDismiss={moves.clearFailure} />
      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <LoadFailed message={t('ordering.orders.loadFailed')} onRetry={() => void orders.refetch()} />
      ) : (
        <div className="grid items-start gap-3 md:grid-cols-3 xl:gap-4">
          {COLUMNS.map((status) => (
            <KitchenColumn key={status} status={status} orders={byStatus(status)}>
              {(order, columnHeading) => (
                <KitchenCard
                  order={order}
                  moves={moves}
                  canHandle={canHandle}
                  now={now}
                  fallbackFocus={columnHeading ?? headingRef.current}
                />
              )}
            </KitchenColumn>
          ))}
        </div>
      )}
    </section>
  )
}

type ColumnProps = {
  status: (typeof COLUMNS)[number]
  orders: Order[]
  children: (order: Order, columnHeading: HTMLHeadingElement | null) => React.ReactNode
}

function KitchenColumn({ status, orders, children }: ColumnProps) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  const id = `kitchen-${status}`
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl bg-stone-50 p-2 xl:p-3">
      <h3
        id={id}
        ref={heading}
        tabIndex={-1}
        className="flex items-baseline justify-between px-1 font-bold text-stone-900 text-xl"
      >
        {t(`ordering.kitchen.columns.${status}`)}
        <span className="font-semibold text-stone-600 tabular-nums">{orders.length}</span>
      </h3>
      {orders.length === 0 ? (
        <p className="px-1 py-6 text-center text-stone-600">{t('ordering.kitchen.empty')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {orders.map((order) => (
            <li key={order.id}>{children(order, heading.current)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
