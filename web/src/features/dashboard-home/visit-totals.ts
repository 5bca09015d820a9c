import type { VisitDay } from '#domain/visits/visits-report.schema.ts'

/** The report's days added up: views by source and in all, and the day with the most views. */
export type VisitTotals = {
  views: number
  qr: number
  direct: number
  other: number
  /** Different visitors of each day, added up (one person on two days counts twice). */
  visitors: number
  /** The first day with the most views, or null when no day has any. */
  busiest: { day: string; views: number } | null
}

/** A day's views from every source. */
export const dayViews = (day: VisitDay) => day.qr + day.direct + day.other

export function totalVisits(days: readonly VisitDay[]): VisitTotals {
  const totals: VisitTotals = { views: 0, qr: 0, direct: 0, other: 0, visitors: 0, busiest: null }
  for (const day of days) {
    totals.qr += day.qr
    totals.direct += day.direct
    totals.other += day.other
    totals.visitors += day.visitors
    const views = dayViews(day)
    totals.views += views
    if (views > 0 && views > (totals.busiest?.views ?? 0)) totals.busiest = { day: day.day, views }
  }
  return totals
}

/** "3 mar" / "Mar 3": a report day ("YYYY-MM-DD", a calendar day) in the owner's language. */
export function formatVisitDay(day: string, language: string, month: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month, timeZone: 'UTC' }).format(Date.parse(day))
}
