import type { FreeSlot } from '#domain/reservations/appointment.schema.ts'
import type { BookingTimeRefusal } from '#domain/reservations/booking-check.ts'
import { DetailedError, InvalidFieldsError } from '../../shared/errors.ts'
import type { MessageCode } from '../../shared/i18n/messages.ts'

// Each refusal of a booking is a 400 naming its field with a message key the forms show there, and a code
// whose message (in the caller's language) says what to do. Nothing is written before any of them.

const TIME_REFUSALS: Record<BookingTimeRefusal, { code: MessageCode; field: string; key: string }> = {
  no_such_date: { code: 'reservation_no_such_date', field: 'date', key: 'reservations.errors.date' },
  skipped_time: { code: 'reservation_skipped_time', field: 'time', key: 'reservations.errors.skippedTime' },
  past: { code: 'reservation_in_past', field: 'time', key: 'reservations.errors.past' },
  too_soon: { code: 'reservation_too_soon', field: 'time', key: 'reservations.errors.tooSoon' },
  beyond_horizon: {
    code: 'reservation_beyond_horizon',
    field: 'date',
    key: 'reservations.errors.beyondHorizon',
  },
  closed_date: { code: 'reservation_closed_date', field: 'date', key: 'reservations.errors.closedDate' },
  outside_hours: {
    code: 'reservation_outside_hours',
    field: 'time',
    key: 'reservations.errors.outsideHours',
  },
}

export function timeRefusal(refusal: BookingTimeRefusal): InvalidFieldsError {
  const { code, field, key } = TIME_REFUSALS[refusal]
  return new InvalidFieldsError(code, { [field]: [key] })
}

export const partyTooLarge = () =>
  new InvalidFieldsError('reservation_party_too_large', { partySize: ['reservations.errors.partyTooLarge'] })

export const serviceRequired = () =>
  new InvalidFieldsError('reservation_service_required', {
    serviceId: ['reservations.errors.serviceRequired'],
  })

export const unknownService = () =>
  new InvalidFieldsError('reservation_unknown_service', { serviceId: ['reservations.errors.unknownService'] })

export const rangeInvalid = () =>
  new InvalidFieldsError('reservation_range_invalid', { to: ['reservations.errors.range'] })

/** A 409: the slot has no room for the party; `nearest` are the free slots nearest to the one asked for. */
export class SlotFullError extends DetailedError {
  readonly nearest: FreeSlot[]

  constructor(nearest: FreeSlot[]) {
    super('slot_full', 409, { nearest })
    this.nearest = nearest
  }
}
