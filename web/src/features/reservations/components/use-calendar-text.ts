import { useTranslation } from 'react-i18next'
import type { CalendarMonth, WeekStart } from '../calendar-month.ts'
import { utcDateOf } from '../calendar-month.ts'

/**
 * Dates as the owner reads them, in the interface's language. Every date here is a business date
 * ("YYYY-MM-DD") formatted at 00:00 UTC in UTC, so the browser's own zone never shifts a day.
 */
export function useCalendarText() {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'en' ? 'en-US' : 'es-ES'
  // Headings and labels start with a capital, as a Spanish weekday or month on its own does not.
  const format = (date: string, options: Intl.DateTimeFormatOptions) => {
    const text = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(utcDateOf(date))
    return text.charAt(0).toUpperCase() + text.slice(1)
  }
  // Spanish weeks start on Monday, English (US) ones on Sunday.
  const weekStart: WeekStart = i18n.language === 'en' ? 7 : 1
  return {
    weekStart,
    monthLabel: ({ year, month }: CalendarMonth) =>
      format(`${year}-${String(month).padStart(2, '0')}-01`, { month: 'long', year: 'numeric' }),
    dayLabel: (date: string) => format(date, { weekday: 'long', day: 'numeric', month: 'long' }),
    longDayLabel: (date: string) =>
      format(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    /** The grid's column headings, from its first weekday: short to show, long for screen readers. */
    weekdays: (cells: { date: string }[]) =>
      cells.slice(0, 7).map(({ date }) => ({
        short: format(date, { weekday: 'short' }),
        long: format(date, { weekday: 'long' }),
      })),
  }
}
