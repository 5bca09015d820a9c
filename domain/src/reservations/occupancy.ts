import type { BookingKind } from './booking-rules.schema.ts'

/**
 * Capacity is counted at instants: a booking occupies [start, end), and the room a new booking needs must be
 * free at every instant of its own [start, end). The most taken at any instant of an interval is reached at
 * its start or at the start of a booking that begins inside it, so those are the only instants to count at.
 * With bookings on the slot grid this is the "every slot it covers must have room"; off the grid (an
 * owner's booking at 20:15) it is exact where whole slots would over-count, and it never depends on the clock
 * changes of the zone (docs/decisions/036-reservations-capacity.md).
 */

/** A booking that takes room: its instants and its size (covers for `mesas`, 1 for `servicios`). */
export type Occupant = { start: Date; end: Date; size: number }

/** How much room a booking takes: its party for a restaurant, one place for a service. */
export function occupantSize(kind: BookingKind, partySize: number): number {
  return kind === 'mesas' ? partySize : 1
}

/** The room taken at `instant`: the sizes of the bookings with start ≤ instant < end. */
export function occupancyAt(occupants: readonly Occupant[], instant: Date): number {
  let taken = 0
  for (const occupant of occupants) {
    if (occupant.start <= instant && instant < occupant.end) taken += occupant.size
  }
  return taken
}

/** The most room taken at any instant of [start, end). */
export function peakOccupancy(occupants: readonly Occupant[], start: Date, end: Date): number {
  let peak = occupancyAt(occupants, start)
  for (const occupant of occupants) {
    if (occupant.start > start && occupant.start < end) {
      peak = Math.max(peak, occupancyAt(occupants, occupant.start))
    }
  }
  return peak
}

/** The room left for a booking over [start, end) with `capacity` a slot: never below 0. */
export function roomLeft(occupants: readonly Occupant[], start: Date, end: Date, capacity: number): number {
  return Math.max(0, capacity - peakOccupancy(occupants, start, end))
}
