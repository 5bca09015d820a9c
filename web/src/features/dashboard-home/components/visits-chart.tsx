import { useTranslation } from 'react-i18next'
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { OrderDay } from '#domain/ordering/order-figures.schema.ts'
import type { VisitDay } from '#domain/visits/visits-report.schema.ts'
import { dayViews, formatVisitDay } from '../visit-totals.ts'
import { ORDERS_COLOUR, ORDERS_TEXT_COLOUR, VISIT_SOURCE_COLOURS } from './visit-source-colours.ts'

// Loaded only when Inicio has visits or orders to draw (decision 052): Recharts stays out of the dashboard's
// first load. Colours are the theme's variables, so the chart follows the light and the dark theme with the
// page.

const axisTick = { fill: 'var(--color-stone-600)', fontSize: 12 }

type Props = {
  days: readonly VisitDay[]
  /** The orders of the same days, when the business takes orders: a line on a scale of its own. */
  orderDays?: readonly OrderDay[]
}

/**
 * The last 30 days as stacked bars by source, and the orders as a line on the right-hand scale (a menu is
 * opened far more often than it is ordered from); a month of orders without visits, the line alone on the one
 * scale. Recharts' accessibility layer makes it one keyboard stop whose arrow keys walk the days with the
 * tooltip; the summary and the table beside it say the same in text.
 */
export default function VisitsChart({ days, orderDays }: Props) {
  const { t, i18n } = useTranslation()
  const ordersOn = new Map(orderDays?.map((day) => [day.day, day.orders]))
  const data = days.map((day) => ({
    ...day,
    orders: ordersOn.get(day.day) ?? 0,
    label: formatVisitDay(day.day, i18n.language),
  }))
  // Without a visit there is nothing for the bars and their scale to say: the orders' line takes the scale.
  const drawsViews = !orderDays || days.some((day) => dayViews(day) > 0)
  const hasBothScales = drawsViews && orderDays !== undefined
  return (
    <div className="h-56 w-full">
      {/* A first size to draw at before the container is measured (and where nothing measures, as in tests). */}
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 224 }}>
        <ComposedChart
          data={data}
          accessibilityLayer
          aria-label={t(orderDays ? 'visits.chartLabelWithOrders' : 'visits.chartLabel')}
          margin={{ top: 8, right: hasBothScales ? -12 : 4, bottom: 0, left: -20 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-stone-200)" />
          <XAxis
            dataKey="label"
            tick={axisTick}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-stone-300)' }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          {drawsViews ? (
            <YAxis
              yAxisId="views"
              allowDecimals={false}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={44}
            />
          ) : null}
          {orderDays ? (
            <YAxis
              yAxisId="orders"
              orientation={hasBothScales ? 'right' : 'left'}
              allowDecimals={false}
              tick={{ ...axisTick, fill: ORDERS_TEXT_COLOUR }}
              tickLine={false}
              axisLine={false}
              width={44}
            />
          ) : null}
          <Tooltip
            cursor={{ fill: 'var(--color-stone-100)' }}
            contentStyle={{
              background: 'var(--color-white)',
              border: '1px solid var(--color-stone-200)',
              borderRadius: 8,
            }}
            labelStyle={{ color: 'var(--color-stone-900)', fontWeight: 600 }}
            itemStyle={{ color: 'var(--color-stone-800)' }}
          />
          {(drawsViews ? VISIT_SOURCE_COLOURS : []).map(({ source, colour }) => (
            <Bar
              key={source}
              yAxisId="views"
              dataKey={source}
              name={t(`visits.sources.${source}`)}
              stackId="views"
              fill={colour}
              maxBarSize={28}
              isAnimationActive={false}
            />
          ))}
          {orderDays ? (
            <Line
              yAxisId="orders"
              dataKey="orders"
              name={t('visits.orders.total')}
              type="linear"
              stroke={ORDERS_COLOUR}
              strokeWidth={2}
              dot={{ r: 2, fill: ORDERS_COLOUR }}
              isAnimationActive={false}
            />
          ) : null}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}
