import { useTranslation } from 'react-i18next'
import type { OrderDay } from '#domain/ordering/order-figures.schema.ts'
import type { VisitDay } from '#domain/visits/visits-report.schema.ts'
import { dayViews, formatVisitDay } from '../visit-totals.ts'
import { VISIT_SOURCE_COLOURS } from './visit-source-colours.ts'

type Props = {
  days: readonly VisitDay[]
  /** The orders of the same days, when the business takes orders: a column of their own. */
  orderDays?: readonly OrderDay[]
}

/**
 * The chart's numbers as a table, behind a disclosure the keyboard and screen readers reach like any other:
 * every day, newest first, by source, in all, its visitors, and its orders when there are some to tell.
 */
export function VisitsTable({ days, orderDays }: Props) {
  const { t, i18n } = useTranslation()
  const ordersOn = new Map(orderDays?.map((day) => [day.day, day.orders]))
  const caption = t(orderDays ? 'visits.orders.tableCaption' : 'visits.table.caption')
  const cell = 'px-2 py-1.5 text-right tabular-nums sm:px-3'
  const heading = 'px-2 py-2 text-right align-bottom font-medium sm:px-3'
  return (
    <details className="group rounded-xl border border-stone-200">
      <summary className="cursor-pointer rounded-xl px-4 py-2.5 font-medium text-brand-700 text-sm hover:bg-stone-50">
        {t('visits.table.show')}
      </summary>
      {/* A narrow phone scrolls the table sideways: focusable, so a keyboard can scroll it too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-label={caption}
        className="overflow-x-auto border-stone-200 border-t"
      >
        <table className="w-full text-stone-800 text-xs sm:text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-2 text-left align-bottom font-medium sm:px-3">
                {t('visits.table.day')}
              </th>
              {VISIT_SOURCE_COLOURS.map(({ source }) => (
                <th key={source} scope="col" className={heading}>
                  {t(`visits.sources.${source}`)}
                </th>
              ))}
              <th scope="col" className={heading}>
                {t('visits.total')}
              </th>
              <th scope="col" className={heading}>
                {t('visits.visitors')}
              </th>
              {orderDays ? (
                <th scope="col" className={heading}>
                  {t('visits.orders.total')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-normal sm:px-3">
                  {/* "28 nov" on a phone, "28 de noviembre" where there is room. */}
                  <span className="sm:hidden">{formatVisitDay(day.day, i18n.language)}</span>
                  <span className="hidden sm:inline">{formatVisitDay(day.day, i18n.language, 'long')}</span>
                </th>
                <td className={cell}>{day.qr}</td>
                <td className={cell}>{day.direct}</td>
                <td className={cell}>{day.other}</td>
                <td className={`${cell} font-medium`}>{dayViews(day)}</td>
                <td className={cell}>{day.visitors}</td>
                {orderDays ? <td className={`${cell} font-medium`}>{ordersOn.get(day.day) ?? 0}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  )
}
