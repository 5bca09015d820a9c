import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { VisitDay } from '#domain/visits/visits-report.schema.ts'
import { formatVisitDay } from '../visit-totals.ts'
import { VISIT_SOURCE_COLOURS } from './visit-source-colours.ts'

// Loaded only when Inicio has visits to draw (decision 052): Recharts stays out of the dashboard's first load.
// Colours are the theme's variables, so the chart follows the light and the dark theme with the page.

const axisTick = { fill: 'var(--color-stone-600)', fontSize: 12 }

/**
 * The last 30 days as stacked bars by source. Recharts' accessibility layer makes it one keyboard stop whose
 * arrow keys walk the days with the tooltip; the summary and the table beside it say the same in text.
 */
export default function VisitsChart({ days }: { days: readonly VisitDay[] }) {
  const { t, i18n } = useTranslation()
  const data = days.map((day) => ({ ...day, label: formatVisitDay(day.day, i18n.language) }))
  return (
    <div className="h-56 w-full">
      {/* A first size to draw at before the container is measured (and where nothing measures, as in tests). */}
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 224 }}>
        <BarChart
          data={data}
          accessibilityLayer
          aria-label={t('visits.chartLabel')}
          margin={{ top: 8, right: 4, bottom: 0, left: -20 }}
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
          <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={44} />
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
          {VISIT_SOURCE_COLOURS.map(({ source, colour }) => (
            <Bar
              key={source}
              dataKey={source}
              name={t(`visits.sources.${source}`)}
              stackId="views"
              fill={colour}
              maxBarSize={28}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
