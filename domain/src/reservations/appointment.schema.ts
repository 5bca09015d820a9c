import { z } from 'zod'
import { InstantSchema } from '../promotions/promotion.schema.ts'
import { LocalDateSchema } from './booking-rules.schema.ts'

/**
 * An appointment's status (docs/product-spec.md §3 "Appointment": confirmed, pending), plus cancelled, and,
 * once its time has passed, completed or no-show (set by the owner).
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

/** Who made the booking: the owner by hand (a phone call), or a diner on the public booking page. */
export const APPOINTMENT_SOURCES = ['owner', 'public'] as const

/** The colours an owner may tag an appointment with in the calendar. */
export const APPOINTMENT_COLORS = ['orange', 'blue', 'green', 'purple', 'pink', 'stone'] as const

/**
 * An appointment as the API answers it: the spec's fields (id, time, client, status, color, service,
 * duration, phone, notes) plus its instants, party size, e-mail and source.
 * - `start` / `end` are instants; `date` ("YYYY-MM-DD") and `time` ("HH:MM") are the same start on the
 *   business's clock, so every screen shows the business's times whatever the browser's zone.
 * - `service` is the service's name (`servicios`), null for a table; `duration` is in minutes.
 * - `clientId` links the client record once clients exist; until then name, phone and e-mail live here.
 */
export const AppointmentSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  client: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  color: z.enum(APPOINTMENT_COLORS),
  service: z.string().nullable(),
  serviceId: z.string().nullable(),
  duration: z.number().int(),
  partySize: z.number().int(),
  notes: z.string(),
  source: z.enum(APPOINTMENT_SOURCES),
  clientId: z.string().nullable(),
  createdAt: z.string(),
})
export type Appointment = z.infer<typeof AppointmentSchema>

export const APPOINTMENT_LIMITS = { client: 120, phone: 40, email: 254, notes: 1000 } as const

const contact = {
  client: z.string().trim().min(1, 'reservations.errors.clientRequired').max(APPOINTMENT_LIMITS.client),
  phone: z.string().trim().max(APPOINTMENT_LIMITS.phone).default(''),
  email: z
    .union([
      z.literal(''),
      z.string().trim().max(APPOINTMENT_LIMITS.email).pipe(z.email('reservations.errors.email')),
    ])
    .default(''),
  notes: z.string().trim().max(APPOINTMENT_LIMITS.notes).default(''),
  partySize: z.number().int().min(1, 'reservations.errors.partySize').max(1000).default(2),
  serviceId: z.string().uuid().nullable().default(null),
}

/**
 * What the owner saves by hand (`POST /api/appointments`, `PUT /api/appointments/:id`): a date and a time on
 * the business's clock, checked against the rules and the capacity like a diner's booking (outside opening
 * hours is allowed for the owner only when `fueraDeHorario` is set, e.g. a private event).
 */
export const OwnerAppointmentInputSchema = z.object({
  ...contact,
  date: LocalDateSchema,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reservations.errors.time'),
  duration: z.number().int().min(5).max(720).optional(),
  color: z.enum(APPOINTMENT_COLORS).default('orange'),
  status: z.enum(['pending', 'confirmed']).default('confirmed'),
  fueraDeHorario: z.boolean().default(false),
})
export type OwnerAppointmentInput = z.output<typeof OwnerAppointmentInputSchema>

/**
 * A diner's request on the public booking page: a date and a time from the free slots shown, the party (or
 * the service), and how to reach them. An e-mail is required: the confirmation and the cancel link go there.
 */
export const PublicBookingInputSchema = z.object({
  ...contact,
  email: z.string().trim().max(APPOINTMENT_LIMITS.email).pipe(z.email('reservations.errors.email')),
  phone: z.string().trim().min(1, 'reservations.errors.phoneRequired').max(APPOINTMENT_LIMITS.phone),
  date: LocalDateSchema,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reservations.errors.time'),
})
export type PublicBookingInput = z.output<typeof PublicBookingInputSchema>

/** A free slot of a day: its start on the business's clock and as an instant, and the room left in it. */
export const FreeSlotSchema = z.object({ time: z.string(), start: InstantSchema, left: z.number().int() })
export type FreeSlot = z.infer<typeof FreeSlotSchema>

/** The list's filters (docs/product-spec.md §9): status all / confirmed / pending, and a client-name search. */
export const APPOINTMENT_FILTERS = ['all', 'confirmed', 'pending'] as const
