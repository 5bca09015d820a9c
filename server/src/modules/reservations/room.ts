import type { FreeSlot } from '#domain/reservations/appointment.schema.ts'
import { isBookableAt } from '#domain/reservations/booking-check.ts'
import type { BookableService } from '#domain/reservations/booking-rules.schema.ts'
import { calendarDayAt, calendarDayText, parseCalendarDay } from '#domain/reservations/calendar-day.ts'
import { daySlots } from '#domain/reservations/day-slots.ts'
import { freeSlots, nearestFreeSlots } from '#domain/reservations/free-slots.ts'
import { type Occupant, occupantSize, roomLeft } from '#domain/reservations/occupancy.ts'
import type { Database } from '../../db/database.ts'
import type { BookingContext, BookingPlan } from './booking-context.ts'
import { SlotFullError } from './reservation-refusals.ts'
import * as repository from './reservations.repository.ts'

// The room of a business's slots: what is free on a date, and the hold a booking takes on its dates before it
// counts and writes (docs/decisions/036-reservations-capacity.md).

const MINUTE_MS = 60_000

/** The business-local dates [start, end) touches, in date order: one, or two for a booking past midnight. */
export function datesTouched(start: Date, end: Date, timeZone: string): string[] {
  const first = calendarDayAt(start, timeZone)
  const last = calendarDayAt(new Date(Math.max(start.getTime(), end.getTime() - 1)), timeZone)
  const dates: string[] = []
  for (let day = first; day <= last; day++) dates.push(calendarDayText(day))
  return dates
}

async function readOccupants(
  db: Database,
  businessId: string,
  context: BookingContext,
  range: { from: Date; to: Date; exceptId?: string | undefined },
): Promise<Occupant[]> {
  const rows = await repository.listOccupying(db, businessId, range.from, range.to, range.exceptId)
  return rows.map((row) => ({
    start: row.start,
    end: row.end,
    size: occupantSize(context.rules.tipo, row.partySize),
  }))
}

/** What a free slot is looked for: a party, and the service it is for (servicios). */
export type SlotQuery = { date: string; partySize: number; service: BookableService | null }

/** The slots of `date` the caller may book now with room for the party, each with the room left. */
export async function findFreeSlots(
  db: Database,
  businessId: string,
  context: BookingContext,
  query: SlotQuery,
): Promise<FreeSlot[]> {
  const { rules, timeZone, now } = context
  const slots = daySlots(rules, query.date, timeZone).filter((slot) =>
    isBookableAt(rules, slot, now, timeZone),
  )
  const first = slots[0]
  const last = slots.at(-1)
  if (!first || !last) return []
  const durationMinutes = query.service?.duracion ?? rules.ocupacionMinutos
  const occupants = await readOccupants(db, businessId, context, {
    from: first.start,
    to: new Date(last.start.getTime() + durationMinutes * MINUTE_MS),
  })
  return freeSlots(slots, occupants, {
    durationMinutes,
    room: occupantSize(rules.tipo, query.partySize),
    capacity: rules.capacidadPorIntervalo,
  })
}

/** The free slots nearest to a full one: on its date, or the next date when that one has fewer than three. */
export async function findNearestFreeSlots(
  db: Database,
  businessId: string,
  context: BookingContext,
  plan: BookingPlan,
): Promise<FreeSlot[]> {
  const query = { date: plan.date, partySize: plan.partySize, service: plan.service }
  let candidates = await findFreeSlots(db, businessId, context, query)
  if (candidates.length < 3) {
    const nextDate = calendarDayText(parseCalendarDay(plan.date) + 1)
    candidates = [
      ...candidates,
      ...(await findFreeSlots(db, businessId, context, { ...query, date: nextDate })),
    ]
  }
  return nearestFreeSlots(candidates, plan.start)
}

/** Thrown inside a booking's transaction when its room is gone, so the transaction rolls back. */
export class NoRoomError extends Error {
  override name = 'NoRoomError'
}

/**
 * Within the caller's transaction: locks each date the booking touches (in date order), then counts the room
 * taken over [start, end) by every other pending or confirmed booking, and throws NoRoomError when the party
 * does not fit. Whatever the caller writes next is in before any rival booking on those dates can count.
 */
export async function holdRoom(
  tx: Database,
  businessId: string,
  context: BookingContext,
  plan: BookingPlan,
  exceptId?: string,
) {
  for (const date of datesTouched(plan.start, plan.end, context.timeZone)) {
    await repository.lockBookingDay(tx, businessId, date)
  }
  const occupants = await readOccupants(tx, businessId, context, { from: plan.start, to: plan.end, exceptId })
  const room = occupantSize(context.rules.tipo, plan.partySize)
  if (roomLeft(occupants, plan.start, plan.end, context.rules.capacidadPorIntervalo) < room) {
    throw new NoRoomError()
  }
}

/** Runs a booking's transaction; when its room was gone, a 409 with the nearest free slots instead. */
export async function withRoom<T>(
  db: Database,
  businessId: string,
  context: BookingContext,
  plan: BookingPlan,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(write)
  } catch (error) {
    if (!(error instanceof NoRoomError)) throw error
    throw new SlotFullError(await findNearestFreeSlots(db, businessId, context, plan))
  }
}
