import { instantOfWallClock, wallClockText } from '#domain/promotions/zoned-time.ts'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { checkBookingTime } from '#domain/reservations/booking-check.ts'
import {
  type BookableService,
  type BookingRules,
  BookingRulesSchema,
  DEFAULT_BOOKING_RULES,
  type OpeningRange,
} from '#domain/reservations/booking-rules.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { partyTooLarge, serviceRequired, timeRefusal, unknownService } from './reservation-refusals.ts'
import * as repository from './reservations.repository.ts'

// What every booking is checked against: the business's rules, clock and language at one `now`, and the plan
// of a requested booking (its instants, room and service) once the rules accept it.

export type BookingContext = { rules: BookingRules; timeZone: string; language: Language; now: Date }

/** Booking rules as stored (a row's jsonb, or undefined): the saved ones, or DEFAULT_BOOKING_RULES if none. */
function parseBookingRules(stored: unknown): BookingRules {
  const parsed = BookingRulesSchema.safeParse(stored)
  return parsed.success ? parsed.data : DEFAULT_BOOKING_RULES
}

/** A business's booking rules: the saved ones, or DEFAULT_BOOKING_RULES until the owner saves them. */
export async function readBookingRules(db: Database, businessId: string): Promise<BookingRules> {
  return parseBookingRules(await repository.findRules(db, businessId))
}

/**
 * The weekly hours the owner saved in the booking rules, or none when they never saved them or left them
 * empty: what orders follow (decision 074), whether or not the business takes bookings.
 */
export async function readSavedOpeningHours(db: Database, businessId: string): Promise<OpeningRange[]> {
  const stored = await repository.findRules(db, businessId)
  return stored === undefined ? [] : parseBookingRules(stored).horario
}

/**
 * Whether stored rules take bookings on the public page (`reservasPublicas`), read as `readBookingRules`
 * reads them: for a list of businesses at once (the sitemap), where each row brings its own rules.
 */
export function storedRulesTakeBookings(stored: unknown): boolean {
  return parseBookingRules(stored).reservasPublicas
}

/**
 * What the public menu shows of a business's bookings: whether it takes them on its public page (the menu
 * links to that page) and then its weekly hours, which the owner set for it; no hours otherwise, since the
 * defaults nobody saved are no business's real hours.
 */
export type PublicBookingFacts = { takesBookings: boolean; openingHours: OpeningRange[] }

export async function readPublicBookingFacts(db: Database, businessId: string): Promise<PublicBookingFacts> {
  const rules = await readBookingRules(db, businessId)
  return rules.reservasPublicas
    ? { takesBookings: true, openingHours: rules.horario }
    : { takesBookings: false, openingHours: [] }
}

export async function readBookingContext(
  db: Database,
  businessId: string,
  now: Date,
): Promise<BookingContext> {
  const [clock, rules] = await Promise.all([
    repository.findBusinessClock(db, businessId),
    readBookingRules(db, businessId),
  ])
  if (!clock) throw new AppError('not_found', 404)
  return { rules, timeZone: clock.timeZone, language: clock.language, now }
}

/** A booking the rules accept: [start, end), the party, the service (servicios) and the minutes it lasts. */
export type BookingPlan = {
  date: string
  start: Date
  end: Date
  partySize: number
  service: BookableService | null
  duration: number
}

export type BookingRequest = {
  date: string
  time: string
  partySize: number
  serviceId: string | null
  /** The owner's own length (minutes); otherwise the table's hold or the service's duration. */
  duration?: number | undefined
  isOutsideHoursAllowed: boolean
}

/** The service a booking is for: required by a `servicios` business, ignored by a restaurant. */
export function findBookedService(rules: BookingRules, serviceId: string | null): BookableService | null {
  if (rules.tipo === 'mesas') return null
  if (serviceId === null) throw serviceRequired()
  const service = rules.servicios.find((candidate) => candidate.id === serviceId)
  if (!service) throw unknownService()
  return service
}

/** Refuses a party above `maxPersonas` (a restaurant's; a service takes one place whatever the party). */
export function requirePartyFits(rules: BookingRules, partySize: number) {
  if (rules.tipo === 'mesas' && partySize > rules.maxPersonas) throw partyTooLarge()
}

/**
 * Checks a requested booking against the rules (each refusal a 400 at its field) and answers its plan.
 * `keptStart` is the start of the appointment being edited: when the request keeps it, its time is not checked
 * again (notes can be fixed after the start has passed).
 */
export function planBooking(context: BookingContext, request: BookingRequest, keptStart?: Date): BookingPlan {
  const { rules, timeZone } = context
  const service = findBookedService(rules, request.serviceId)
  requirePartyFits(rules, request.partySize)
  const local = `${request.date}T${request.time}`
  const kept = instantOfWallClock(local, timeZone)
  const isKept = kept !== null && keptStart !== undefined && kept.getTime() === keptStart.getTime()
  const start = isKept && wallClockText(kept, timeZone) === local ? kept : checkedStart(context, request)
  const duration = request.duration ?? service?.duracion ?? rules.ocupacionMinutos
  return {
    date: request.date,
    start,
    end: new Date(start.getTime() + duration * 60_000),
    partySize: request.partySize,
    service,
    duration,
  }
}

function checkedStart({ rules, timeZone, now }: BookingContext, request: BookingRequest): Date {
  const check = checkBookingTime(rules, request, now, timeZone)
  if (check.refusal !== null) throw timeRefusal(check.refusal)
  return check.start
}

/** An appointment's row as the API answers it: instants in ISO, its start also on the business's clock. */
export function toAppointment(row: repository.AppointmentRow, timeZone: string): Appointment {
  const [date = '', time = ''] = wallClockText(row.startAt, timeZone).split('T')
  return {
    id: row.id,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    date,
    time,
    client: row.client,
    phone: row.phone,
    email: row.email,
    status: row.status,
    color: row.color,
    service: row.serviceName,
    serviceId: row.serviceId,
    duration: row.duration,
    partySize: row.partySize,
    notes: row.notes,
    source: row.source,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  }
}
