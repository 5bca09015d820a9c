import type { FreeSlot } from './appointment.schema.ts'
import type { DaySlot } from './day-slots.ts'
import { type Occupant, roomLeft } from './occupancy.ts'

const MINUTE_MS = 60_000

/** What a free slot is measured for: a booking of `durationMinutes` needing `room` (covers, or 1 place). */
export type SlotNeed = { durationMinutes: number; room: number; capacity: number }

/**
 * The slots among `slots` with room for the need, each with the room left for a booking starting there for
 * that long (the most a party may be there). Slots the caller may not book (past, too soon, beyond the
 * horizon) are filtered out before.
 */
export function freeSlots(
  slots: readonly DaySlot[],
  occupants: readonly Occupant[],
  need: SlotNeed,
): FreeSlot[] {
  return slots.flatMap((slot) => {
    const end = new Date(slot.start.getTime() + need.durationMinutes * MINUTE_MS)
    const left = roomLeft(occupants, slot.start, end, need.capacity)
    return left >= need.room ? [{ time: slot.time, start: slot.start.toISOString(), left }] : []
  })
}

/** The `count` free slots nearest to `wanted` (the earlier of two as near), in time order. */
export function nearestFreeSlots(free: readonly FreeSlot[], wanted: Date, count = 3): FreeSlot[] {
  const distance = (slot: FreeSlot) => Math.abs(Date.parse(slot.start) - wanted.getTime())
  return [...free]
    .sort((a, b) => distance(a) - distance(b) || Date.parse(a.start) - Date.parse(b.start))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}
