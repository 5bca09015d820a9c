import { wallClockAt } from '../promotions/zoned-time.ts'
import type { OpeningRange } from '../reservations/booking-rules.schema.ts'

// Whether the business is open at an instant, by the weekly hours its owner saved (the booking rules'
// `horario`, decision 074): an order is taken only then. A range whose end is not after its start runs past
// midnight into the next day (20:00–01:00 on Friday holds Saturday 00:30).

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export function isOpenAt(hours: readonly OpeningRange[], instant: Date, timeZone: string): boolean {
  const clock = wallClockAt(instant, timeZone)
  const now = clock.hour * 60 + clock.minute
  const yesterday = clock.weekday === 1 ? 7 : clock.weekday - 1
  return hours.some((range) => {
    const from = minutesOf(range.desde)
    const to = minutesOf(range.hasta)
    const isOvernight = to <= from
    if (range.dia === clock.weekday) return now >= from && (isOvernight || now < to)
    return isOvernight && range.dia === yesterday && now < to
  })
}
