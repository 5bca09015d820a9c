import type { TFunction } from 'i18next'
import { AVAILABILITY_LIMITS, type Availability, type DateRange } from '#domain/catalogues/availability.ts'
import type { WeeklyWindow } from '#domain/promotions/weekly-window.schema.ts'

/**
 * The serving-hours editor's model (AvailabilityFields): the value is the API's own `availability`, so a form
 * sends what it holds and the domain's AvailabilitySchema checks it with the server's message keys. Here are
 * the edits the editor makes, where its field errors come from, and the short summary a list shows.
 */

export { AVAILABILITY_LIMITS }

/** Field errors inside one availability, by path ('windows.0.dias', 'dates.1.to'): message keys or texts. */
export type AvailabilityErrors = Readonly<Record<string, string | undefined>>

/** A new window: every day, at lunch time, the most usual case to start from. */
export const NEW_WINDOW: WeeklyWindow = { dias: [1, 2, 3, 4, 5, 6, 7], desde: '12:00', hasta: '16:00' }

/** A new date range: the one day `today` ("2026-06-01"), to be widened. */
export function newDateRange(today: string): DateRange {
  return { from: today, to: today }
}

/** The days with `day` ticked or unticked, kept in week order (Monday first). */
export function toggleDay(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((each) => each !== day) : [...days, day].sort((a, b) => a - b)
}

/** Whether a window runs past midnight into the next day (22:00–02:00). */
export function isPastMidnight(window: WeeklyWindow): boolean {
  return window.desde !== '' && window.hasta !== '' && window.hasta < window.desde
}

/** The list with the item at `index` replaced by `change` applied to it. */
export function replaceAt<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  return items.map((item, at) => (at === index ? change(item) : item))
}

/** The list without the item at `index`. */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index)
}

/**
 * Runs of days in week order, `[first, last]`: [1,2,3,4,5] → [[1,5]]; a run across Sunday into Monday stays
 * one ([1,6,7] → [[6,1]]), as a weekend with its Monday reads.
 */
export function dayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const day of sorted) {
    const last = runs.at(-1)
    if (last && last[1] === day - 1) last[1] = day
    else runs.push([day, day])
  }
  const [first] = runs
  const last = runs.at(-1)
  if (runs.length > 1 && first && last && first[0] === 1 && last[1] === 7) {
    runs.shift()
    last[1] = first[1]
  }
  return runs
}

/** How many days a run covers, a run across Sunday included. */
const runLength = ([first, last]: [number, number]) => ((last - first + 7) % 7) + 1

/**
 * The error messages of a form's field at `availability` (react-hook-form's nested errors, from the form's
 * schema or set from the server's answer) as the editor takes them: by path inside the availability.
 */
export function flattenErrors(node: unknown, path = ''): Record<string, string> {
  if (typeof node !== 'object' || node === null) return {}
  const found: Record<string, string> = {}
  const { message } = node as { message?: unknown }
  if (typeof message === 'string' && message !== '') found[path] = message
  for (const [key, child] of Object.entries(node)) {
    // A leaf's own parts (its control, its kind), not fields below it.
    if (key === 'message' || key === 'ref' || key === 'type' || key === 'types') continue
    const childPath = key === 'root' ? path : path ? `${path}.${key}` : key
    Object.assign(found, flattenErrors(child, childPath))
  }
  return found
}

/**
 * The server's refusals inside `prefix` (`availability.windows.0.dias` under 'availability'), as the form's
 * paths with their first message: what a dialog sets on its form to show each at its field.
 */
export function availabilityFieldErrors(
  fields: Record<string, string[]> | undefined,
  prefix = 'availability',
): [string, string][] {
  return Object.entries(fields ?? {}).flatMap(([field, messages]): [string, string][] =>
    (field === prefix || field.startsWith(`${prefix}.`)) && messages[0] ? [[field, messages[0]]] : [],
  )
}

type Describe = { t: TFunction; language: string }

/** "Lun–Vie", "Sáb, Dom", "Todos los días": a window's days, short. */
export function describeDays(days: readonly number[], { t }: Pick<Describe, 't'>): string {
  if (new Set(days).size === 7) return t('availability.summary.everyDay')
  const short = (day: number) => t(`availability.weekdaysShort.${day}` as 'availability.weekdaysShort.1')
  return dayRuns(days)
    .map((run) => {
      const [first, last] = run
      if (first === last) return short(first)
      return runLength(run) === 2 ? `${short(first)}, ${short(last)}` : `${short(first)}–${short(last)}`
    })
    .join(', ')
}

/** "1–30 jun" or "24 dic 2026 – 6 ene 2027": a date range in the page's language, a year only when it changes. */
export function describeDateRange({ from, to }: DateRange, language: string): string {
  const start = new Date(`${from}T00:00:00Z`)
  const end = new Date(`${to}T00:00:00Z`)
  const hasYear = start.getUTCFullYear() !== end.getUTCFullYear()
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(hasYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  })
  return from === to ? format.format(start) : format.formatRange(start, end)
}

/**
 * The short line a list shows for some hours ("Lun–Vie 13:00–16:00 · 1–30 jun"), or null when there are none
 * (always served, nothing to say).
 */
export function describeAvailability(availability: Availability, { t, language }: Describe): string | null {
  const parts = [
    ...availability.windows.map((window) =>
      t('availability.summary.window', {
        days: describeDays(window.dias, { t }),
        from: window.desde,
        to: window.hasta,
      }),
    ),
    ...availability.dates.map((range) => describeDateRange(range, language)),
  ]
  if (parts.length === 0) return null
  if (availability.hideWhenClosed) parts.push(t('availability.summary.hidden'))
  return parts.join(' · ')
}
