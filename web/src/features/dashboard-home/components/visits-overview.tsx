import { clsx } from 'clsx'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { VisitsReport } from '#domain/visits/visits-report.schema.ts'
import { totalOrders } from '../order-totals.ts'
import { formatVisitDay, totalVisits } from '../visit-totals.ts'
import { ViewedItems } from './viewed-items.tsx'
import { ORDERS_COLOUR, VISIT_SOURCE_COLOURS } from './visit-source-colours.ts'
import { VisitsTable } from './visits-table.tsx'

const VisitsChart = lazy(() => import('./visits-chart.tsx'))

/**
 * The visits once there are some (or orders): the month's figures, the chart with its text summary and its
 * table, the most opened categories, the promotion cards' views when the menu has cards; and, when the business
 * takes orders, the orders in each of those and the dishes ordered most.
 */
export function VisitsOverview({ report }: { report: VisitsReport }) {
  const { t, i18n } = useTranslation()
  const totals = totalVisits(report.days)
  const { orders } = report
  const orderTotals = orders ? totalOrders(orders.days) : undefined
  const figures: { key: string; label: string; value: number; colour?: string }[] = [
    { key: 'total', label: t('visits.total'), value: totals.views },
    ...VISIT_SOURCE_COLOURS.map(({ source, colour }) => ({
      key: source,
      label: t(`visits.sources.${source}`),
      value: totals[source],
      colour,
    })),
    { key: 'visitors', label: t('visits.visitors'), value: totals.visitors },
    ...(orderTotals
      ? [{ key: 'orders', label: t('visits.orders.total'), value: orderTotals.orders, colour: ORDERS_COLOUR }]
      : []),
  ]
  const longDay = (day: string | undefined) => (day ? formatVisitDay(day, i18n.language, 'long') : '')
  const summary = t('visits.summary', {
    count: totals.views,
    qr: totals.qr,
    direct: totals.direct,
    other: totals.other,
    busiestDay: longDay(totals.busiest?.day),
    busiestViews: totals.busiest?.views ?? 0,
  })
  const ordersSummary = orderTotals
    ? t('visits.orders.summary', {
        count: orderTotals.orders,
        busiestDay: longDay(orderTotals.busiest?.day),
        busiestOrders: orderTotals.busiest?.orders ?? 0,
      })
    : ''

  return (
    <div className="space-y-6">
      <dl
        className={clsx(
          'grid grid-cols-2 gap-3',
          orderTotals ? 'sm:grid-cols-3 lg:grid-cols-6' : 'sm:grid-cols-5',
        )}
      >
        {figures.map(({ key, label, value, colour }) => (
          // On a phone the figures go two by two; five of them, the month's total takes the first row alone.
          <div
            key={key}
            className={clsx(
              'rounded-xl border border-stone-200 px-3.5 py-3',
              !orderTotals && 'first:col-span-2 sm:first:col-span-1',
            )}
          >
            <dt className="flex items-center gap-1.5 text-stone-600 text-xs">
              {colour ? (
                <span aria-hidden className="size-2.5 rounded-sm" style={{ background: colour }} />
              ) : null}
              {label}
            </dt>
            <dd className="mt-1 font-semibold text-stone-900 text-xl tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <figure className="space-y-3">
        <Suspense
          fallback={
            <p role="status" className="flex h-56 items-center justify-center text-sm text-stone-600">
              {t('visits.chartLoading')}
            </p>
          }
        >
          <VisitsChart days={report.days} orderDays={orders?.days} />
        </Suspense>
        <figcaption className="text-sm text-stone-700">
          {summary} {ordersSummary ? `${ordersSummary} ` : ''}
          {totals.views > 0 ? <span className="text-stone-600">{t('visits.visitorsHint')}</span> : null}
        </figcaption>
      </figure>
      <VisitsTable days={report.days} orderDays={orders?.days} />
      <div className="grid gap-6 sm:grid-cols-2">
        {orders ? (
          <ViewedItems
            title={t('visits.orders.bestSellers.title')}
            items={orders.bestSellers.map(({ productId, name, units }) => ({
              id: productId,
              name,
              views: units,
            }))}
            empty={t('visits.orders.bestSellers.empty')}
            countText={(count) => t('visits.orders.bestSellers.units', { count })}
            barClassName="bg-emerald-600"
          />
        ) : null}
        <ViewedItems
          title={t('visits.categories.title')}
          items={report.categories}
          empty={t('visits.categories.empty')}
          countText={(count) => t('visits.categories.views', { count })}
        />
        {report.promotions.length > 0 ? (
          <ViewedItems
            title={t('visits.promotions.title')}
            items={report.promotions}
            empty=""
            unnamed={t('visits.promotions.unnamed')}
            countText={(count) => t('visits.promotions.views', { count })}
          />
        ) : null}
      </div>
    </div>
  )
}
