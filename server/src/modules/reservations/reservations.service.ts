import { randomBytes } from 'node:crypto'
import { edgeInstant } from '#domain/promotions/weekly-window.ts'
import type {
  Appointment,
  FreeSlot,
  OwnerAppointmentInput,
  PublicBookingInput,
} from '#domain/reservations/appointment.schema.ts'
import {
  APPOINTMENT_ACTIONS,
  type AppointmentAction,
  isActiveStatus,
  refuseAction,
} from '#domain/reservations/appointment-status.ts'
import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { isRealDate, parseCalendarDay } from '#domain/reservations/calendar-day.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { linkBookingClient, recordWhatsAppConsent, recountClientVisits } from '../clients/index.ts'
import {
  type BookingContext,
  type BookingPlan,
  findBookedService,
  planBooking,
  readBookingContext,
  readBookingRules,
  requirePartyFits,
  toAppointment,
} from './booking-context.ts'
import { rangeInvalid } from './reservation-refusals.ts'
import * as repository from './reservations.repository.ts'
import { findFreeSlots as findFreeSlotsOf, holdRoom, withRoom } from './room.ts'

/** An appointment with what its e-mails need: its business, language, clock and cancel-link nonce. */
export type AppointmentDetails = {
  appointment: Appointment
  businessId: string
  language: Language
  timeZone: string
  cancelNonce: string
}

/** What happened to an appointment, told after the write is committed (the e-mails listen). */
export type AppointmentEvent = {
  type: 'booked' | 'changed' | 'confirmed' | 'cancelled' | 'completed' | 'no_show'
  /** Who did it: the owner from the dashboard, or the client from the public page or a cancel link. */
  by: 'owner' | 'client'
  details: AppointmentDetails
}

export type ReservationsDeps = {
  db: Database
  /** Milliseconds since the epoch (tests move it). */
  clock: () => number
  /** Told after each committed write; must not throw, as the write already happened. */
  onAppointment?: ((event: AppointmentEvent) => Promise<void>) | undefined
}

const notFound = () => new AppError('not_found', 404)
const MAX_LISTED_DAYS = 62
const HOUR_MS = 3_600_000

function toDetails(row: repository.AppointmentRow, timeZone: string): AppointmentDetails {
  return {
    appointment: toAppointment(row, timeZone),
    businessId: row.businessId,
    language: row.language,
    timeZone,
    cancelNonce: row.cancelNonce,
  }
}

async function tell(deps: ReservationsDeps, event: AppointmentEvent) {
  await deps.onAppointment?.(event)
}

// When the reminder is due: `recordatorioHoras` before the start, none when that is 0 or already past.
function reminderAt(rules: BookingRules, start: Date, now: Date): Date | null {
  if (rules.recordatorioHoras === 0) return null
  const due = new Date(start.getTime() - rules.recordatorioHoras * HOUR_MS)
  return due > now ? due : null
}

const context = (deps: ReservationsDeps, businessId: string) =>
  readBookingContext(deps.db, businessId, new Date(deps.clock()))

/** The business's appointments starting on the dates from `from` to `to` (its clock, inclusive), by start. */
export async function listAppointments(deps: ReservationsDeps, businessId: string, from: string, to: string) {
  if (!isRealDate(from) || !isRealDate(to)) throw rangeInvalid()
  const first = parseCalendarDay(from)
  const last = parseCalendarDay(to)
  if (last < first || last - first + 1 > MAX_LISTED_DAYS) throw rangeInvalid()
  const { timeZone } = await context(deps, businessId)
  const rows = await repository.listAppointments(
    deps.db,
    businessId,
    edgeInstant(first, '00:00', timeZone),
    edgeInstant(last + 1, '00:00', timeZone),
  )
  return rows.map((row) => toAppointment(row, timeZone))
}

/** The free slots of a date for a party (and a service, for `servicios`), each with the room left. */
export async function findFreeSlots(
  deps: ReservationsDeps,
  businessId: string,
  query: { date: string; partySize: number; serviceId: string | null },
): Promise<FreeSlot[]> {
  const booking = await context(deps, businessId)
  requirePartyFits(booking.rules, query.partySize)
  const service = findBookedService(booking.rules, query.serviceId)
  return findFreeSlotsOf(deps.db, businessId, booking, { ...query, service })
}

type BookingInput = OwnerAppointmentInput | PublicBookingInput

// The owner's own fields (hours override, status, colour, length); a public request has none of them.
function ownerFields(input: BookingInput, source: 'owner' | 'public') {
  return source === 'owner' && 'fueraDeHorario' in input ? input : undefined
}

function requestOf(input: BookingInput, source: 'owner' | 'public') {
  const owner = ownerFields(input, source)
  return {
    date: input.date,
    time: input.time,
    partySize: input.partySize,
    serviceId: input.serviceId,
    duration: owner?.duration,
    isOutsideHoursAllowed: owner?.fueraDeHorario ?? false,
  }
}

function bookingValues(
  input: BookingInput,
  source: 'owner' | 'public',
  plan: BookingPlan,
  booking: BookingContext,
) {
  return {
    startAt: plan.start,
    endAt: plan.end,
    client: input.client,
    phone: input.phone,
    email: input.email,
    serviceId: plan.service?.id ?? null,
    serviceName: plan.service?.nombre ?? null,
    duration: plan.duration,
    partySize: plan.partySize,
    notes: input.notes,
    isOutsideHours: ownerFields(input, source)?.fueraDeHorario ?? false,
    reminderAt: reminderAt(booking.rules, plan.start, booking.now),
    remindedAt: null,
    // A start already past is counted by the write's own recount; a coming one by the visits sweep.
    visitCounted: plan.start <= booking.now,
  }
}

// Who the booking is for, as the clients module matches it (docs/product-spec.md §2 "Clients").
const contactOf = (input: { client: string; phone: string; email: string }) => ({
  name: input.client,
  phone: input.phone,
  email: input.email,
})

/**
 * Books an appointment for the business, from the owner's dashboard or a diner's public request: checked
 * against the rules (400s at their fields), then counted and inserted in one transaction holding the dates it
 * touches, so racing requests never take more room than there is (409 `slot_full` with the nearest free
 * slots). A public request is pending unless the business confirms automatically. `whatsappConsent`: the
 * diner ticked the booking form's WhatsApp box (with a phone): kept on the booking and, as now, on its client.
 */
export async function bookAppointment(
  deps: ReservationsDeps,
  businessId: string,
  input: BookingInput,
  source: 'owner' | 'public',
  language?: Language,
  { whatsappConsent = false }: { whatsappConsent?: boolean } = {},
): Promise<AppointmentDetails> {
  const booking = await context(deps, businessId)
  const plan = planBooking(booking, requestOf(input, source))
  const owner = ownerFields(input, source)
  const isConfirmed = owner ? owner.status === 'confirmed' : booking.rules.autoConfirmar
  const row = await withRoom(deps.db, businessId, booking, plan, async (tx) => {
    await holdRoom(tx, businessId, booking, plan)
    const clientId = await linkBookingClient(tx, businessId, contactOf(input))
    const inserted = await repository.insertAppointment(tx, businessId, {
      ...bookingValues(input, source, plan, booking),
      status: isConfirmed ? 'confirmed' : 'pending',
      color: owner?.color ?? 'orange',
      source,
      clientId,
      language: language ?? booking.language,
      cancelNonce: randomBytes(18).toString('base64url'),
      whatsappConsent,
    })
    if (whatsappConsent && clientId) await recordWhatsAppConsent(tx, businessId, clientId, booking.now)
    await recountClientVisits(tx, businessId, [clientId], booking.now)
    return inserted
  })
  const details = toDetails(row, booking.timeZone)
  await tell(deps, { type: 'booked', by: source === 'owner' ? 'owner' : 'client', details })
  return details
}

/**
 * The owner's edit of a pending or confirmed appointment: checked and counted like a new booking (its own room
 * aside) when its time, length or party changes; 409 once it is cancelled, completed or a no-show.
 */
export async function changeAppointment(
  deps: ReservationsDeps,
  businessId: string,
  id: string,
  input: OwnerAppointmentInput,
): Promise<Appointment> {
  const current = await repository.findAppointment(deps.db, businessId, id)
  if (!current) throw notFound()
  const booking = await context(deps, businessId)
  const plan = planBooking(booking, requestOf(input, 'owner'), current.startAt)
  const row = await withRoom(deps.db, businessId, booking, plan, async (tx) => {
    // Its own row first, then its dates: nothing holding a date ever waits for an appointment's row.
    const locked = await repository.lockAppointment(tx, businessId, id)
    if (!locked) throw notFound()
    if (!isActiveStatus(locked.status)) throw new AppError('appointment_wrong_status', 409)
    const isSameRoom =
      plan.start.getTime() === locked.startAt.getTime() &&
      plan.end.getTime() === locked.endAt.getTime() &&
      plan.partySize === locked.partySize
    if (!isSameRoom) await holdRoom(tx, businessId, booking, plan, id)
    const values = bookingValues(input, 'owner', plan, booking)
    // A new phone or e-mail is another contact: the booking follows it to its client.
    const isSameContact = input.phone === locked.phone && input.email === locked.email
    const clientId = isSameContact
      ? locked.clientId
      : await linkBookingClient(tx, businessId, contactOf(input))
    const updated = await repository.updateAppointment(tx, businessId, id, {
      ...values,
      status: input.status,
      color: input.color,
      clientId,
      // A reminder already sent for the same start is not sent again.
      ...(plan.start.getTime() === locked.startAt.getTime()
        ? { reminderAt: locked.reminderAt, remindedAt: locked.remindedAt }
        : {}),
    })
    await recountClientVisits(tx, businessId, [locked.clientId, clientId], booking.now)
    return updated
  })
  if (!row) throw notFound()
  const details = toDetails(row, booking.timeZone)
  await tell(deps, { type: 'changed', by: 'owner', details })
  return details.appointment
}

const EVENT_OF_ACTION = {
  confirm: 'confirmed',
  cancel: 'cancelled',
  complete: 'completed',
  'no-show': 'no_show',
} as const satisfies Record<AppointmentAction, AppointmentEvent['type']>

/**
 * Who moves an appointment along: a member from the dashboard (the audit log's actor), or its client through
 * the signed cancel link, whose nonce must still be the appointment's (404 otherwise, as for another
 * business's id).
 */
export type AppointmentActor = { by: 'owner'; actor: AuditActor } | { by: 'client'; cancelNonce: string }

// The changes the audit log records (decision 073); completing and no-shows are not among them.
const AUDITED = { confirm: 'appointment.confirmed', cancel: 'appointment.cancelled' } as const

/**
 * Moves an appointment along (confirm, cancel, complete, no-show; see APPOINTMENT_ACTIONS), with its row
 * locked so two clicks never both pass the check. A confirmation or cancellation is written to the audit log
 * in the same transaction: a client's cancellation with their name as booked and no user.
 */
export async function actOnAppointment(
  deps: ReservationsDeps,
  businessId: string,
  id: string,
  action: AppointmentAction,
  who: AppointmentActor,
): Promise<AppointmentDetails> {
  const now = new Date(deps.clock())
  const { timeZone } = await context(deps, businessId)
  const row = await deps.db.transaction(async (tx) => {
    const locked = await repository.lockAppointment(tx, businessId, id)
    if (!locked || (who.by === 'client' && locked.cancelNonce !== who.cancelNonce)) throw notFound()
    const refusal = refuseAction(action, locked.status, locked.startAt, now)
    if (refusal === 'status') throw new AppError('appointment_wrong_status', 409)
    if (refusal === 'not_started') throw new AppError('appointment_not_started', 409)
    const updated = await repository.updateAppointment(tx, businessId, id, {
      status: APPOINTMENT_ACTIONS[action].to,
      visitCounted: locked.startAt <= now,
    })
    await recountClientVisits(tx, businessId, [locked.clientId], now)
    if (action === 'confirm' || action === 'cancel') {
      await recordAudit(tx, {
        businessId,
        actor: who.by === 'owner' ? who.actor : { userId: null, name: locked.client },
        action: AUDITED[action],
        subject: locked.client,
        details: {
          appointmentId: id,
          startAt: locked.startAt.toISOString(),
          ...(who.by === 'client' ? { by: 'client' } : {}),
        },
      })
    }
    return updated
  })
  if (!row) throw notFound()
  const details = toDetails(row, timeZone)
  await tell(deps, { type: EVENT_OF_ACTION[action], by: who.by, details })
  return details
}

/** Cancels a pending or confirmed appointment: by a member, or by its client through the signed link. */
export function cancelAppointment(
  deps: ReservationsDeps,
  businessId: string,
  id: string,
  who: AppointmentActor,
): Promise<AppointmentDetails> {
  return actOnAppointment(deps, businessId, id, 'cancel', who)
}

/** One appointment of the business with its e-mail details, or undefined. */
export async function readAppointment(
  db: Database,
  businessId: string,
  id: string,
): Promise<AppointmentDetails | undefined> {
  const row = await repository.findAppointment(db, businessId, id)
  if (!row) return undefined
  const clock = await repository.findBusinessClock(db, businessId)
  return toDetails(row, clock?.timeZone ?? 'America/Bogota')
}

/** The business's booking rules: DEFAULT_BOOKING_RULES until the owner saves them. */
export function getBookingRules(deps: ReservationsDeps, businessId: string): Promise<BookingRules> {
  return readBookingRules(deps.db, businessId)
}

/**
 * Saves the business's booking rules; bookings already made keep their times and room. The audit log records
 * which rules changed, in the same transaction.
 */
export async function saveBookingRules(
  deps: ReservationsDeps,
  businessId: string,
  rules: BookingRules,
  actor: AuditActor,
): Promise<BookingRules> {
  await deps.db.transaction(async (tx) => {
    const before = await readBookingRules(tx, businessId)
    await repository.saveRules(tx, businessId, rules)
    const fields = Object.keys(rules).filter(
      (key) =>
        JSON.stringify(before[key as keyof BookingRules]) !==
        JSON.stringify(rules[key as keyof BookingRules]),
    )
    if (fields.length === 0) return
    await recordAudit(tx, {
      businessId,
      actor,
      action: 'booking_rules.changed',
      subject: '',
      details: { fields },
    })
  })
  return rules
}
