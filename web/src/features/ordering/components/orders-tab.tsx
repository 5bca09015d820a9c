import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { useCan } from '../../../entities/account/use-can.ts'
import { FailureNotice, LoadFailed } from '../../../entities/catalogue/components/load-states.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { type OrderFilters, ordersQueryOptions, useOrders } from '../api/get-orders.ts'
import { OrderCard } from './order-card.tsx'
import { OrderFiltersBar } from './order-filters.tsx'
import { NoOrders, OrdersSkeleton } from './order-states.tsx'
import { useOrderTicketPrint } from './order-ticket.tsx'
import { OrderingSwitches } from './ordering-switches.tsx'
import { useOrderMoves } from './use-order-moves.ts'

/**
 * Pedidos → Pedidos (decision 074), the section's index: a day's orders (today on the business's clock unless
 * another is chosen), newest first, filtered, with the day's count and total; each with its next step for those
 * who handle orders (`orders.handle`), and its ticket. The layout keeps the list live.
 */
export function OrdersTab() {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<OrderFilters>({})
  // Another filter keeps the cards shown until its answer replaces them, rather than a skeleton each time.
  const orders = useQuery({ ...ordersQueryOptions(filters), placeholderData: keepPreviousData })
  const today = useOrders().data?.day
  const currency = useMe().data?.business?.currency ?? 'COP'
  const price = usePriceFormat(currency, getCurrentLanguage())
  const canHandle = useCan('orders.handle')
  const moves = useOrderMoves()
  const ticket = useOrderTicketPrint()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const day = orders.data?.day
  const isFiltered = Boolean(filters.status || filters.channel || filters.tableId)
  const emptyMessage = isFiltered
    ? t('ordering.orders.emptyFiltered')
    : day && today && day !== today
      ? t('ordering.orders.emptyDay')
      : t('ordering.orders.empty')

  return (
    <div className="max-w-6xl space-y-6">
      <OrderingSwitches />
      <section aria-labelledby="orders-heading" className="space-y-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2
            id="orders-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-stone-900 text-xl"
          >
            {t('ordering.orders.listHeading')}
          </h2>
          {orders.data ? (
            <p className="font-medium text-stone-800 tabular-nums">
              {t('ordering.orders.totals', {
                count: orders.data.totals.count,
                total: price(orders.data.totals.total),
              })}
            </p>
          ) : null}
        </div>
        <OrderFiltersBar filters={filters} day={day} onChange={setFilters} />
        <FailureNotice message={moves.failure} onDismiss={moves.clearFailure} />
        {orders.isPending ? (
          <OrdersSkeleton />
        ) : orders.isError ? (
          <LoadFailed message={t('ordering.orders.loadFailed')} onRetry={() => void orders.refetch()} />
        ) : orders.data.orders.length === 0 ? (
          <NoOrders message={emptyMessage} />
        ) : (
          <ul className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
            {orders.data.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} moves={moves} canHandle={canHandle} onPrint={ticket.print} />
              </li>
            ))}
          </ul>
        )}
        {ticket.sheet}
      </section>
    </div>
  )
}
