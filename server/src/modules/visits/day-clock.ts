import { visitDayAt } from '#domain/visits/visit-days.ts'

/**
 * The calendar day of each time zone at `now`, read with Intl at most once a minute per zone: every beacon
 * needs its business's day, and Intl's reading is the dearest part of counting one. A day starts on a
 * minute's edge in every zone in use, so a minute's reading holds for the whole minute.
 */
export class DayClock {
  private readonly days = new Map<string, { minute: number; day: string }>()

  /** "YYYY-MM-DD" on `timeZone`'s clock at `now` (milliseconds). */
  dayIn(timeZone: string, now: number): string {
    const minute = Math.floor(now / 60_000)
    const known = this.days.get(timeZone)
    if (known?.minute === minute) return known.day
    const day = visitDayAt(new Date(now), timeZone)
    this.days.set(timeZone, { minute, day })
    return day
  }
}
