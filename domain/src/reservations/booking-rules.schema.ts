import { z } from 'zod'
import { TimeOfDaySchema } from '../promotions/promotion.schema.ts'
import { isRealDate } from './calendar-day.ts'

/**
 * What a business takes bookings for: `mesas` (a restaurant: a party of N diners takes N covers of a slot) or
 * `servicios` (a salon, a clinic: each appointment is for one service, of its own duration, and takes one of
 * the slot's parallel places).
 */
export const BOOKING_KINDS = ['mesas', 'servicios'] as const
export type BookingKind = (typeof BOOKING_KINDS)[number]

/**
 * One opening range of one weekday (1 Monday … 7 Sunday) on the business's clock. `hasta` not after `desde`
 * runs past midnight into the next day (20:00–01:00).
 */
export const OpeningRangeSchema = z
  .object({ dia: z.number().int().min(1).max(7), desde: TimeOfDaySchema, hasta: TimeOfDaySchema })
  .refine((range) => range.desde !== range.hasta, {
    message: 'reservations.errors.emptyRange',
    path: ['hasta'],
  })
export type OpeningRange = z.infer<typeof OpeningRangeSchema>

/** A service a `servicios` business offers, with how long it takes. */
export const BookableServiceSchema = z.object({
  id: z.string().uuid(),
  nombre: z.string().trim().min(1, 'reservations.errors.serviceName').max(120),
  duracion: z.number().int().min(5).max(600),
})
export type BookableService = z.infer<typeof BookableServiceSchema>

/** A calendar date on the business's clock, "YYYY-MM-DD". */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'reservations.errors.date')

/**
 * A date the calendar has, "YYYY-MM-DD": not 2026-02-30. A closed date and a date asked in a query are
 * refused at the field; an appointment's date is checked with its time (booking-check.ts, `no_such_date`).
 */
export const CalendarDateSchema = LocalDateSchema.refine(isRealDate, 'reservations.errors.date')

/**
 * A business's booking rules (`GET`/`PUT /api/booking-rules`). Defaults make a restaurant bookable out of the
 * box once the owner switches public booking on: lunch and dinner every day, 30-minute slots, 20 covers a
 * slot, a table held 90 minutes, at least an hour's notice, up to 60 days ahead, a reminder 24 h before.
 * - Capacity is per slot, counted over every booking that covers the slot: a party of 4 booked at 20:00 for
 *   90 minutes takes 4 covers of 20:00, 20:30 and 21:00. For `servicios` each appointment takes one place.
 * - `ocupacionMinutos` is how long a table stays taken (`mesas`); a service's own duration is used otherwise.
 */
export const BookingRulesSchema = z.object({
  reservasPublicas: z.boolean(),
  autoConfirmar: z.boolean(),
  tipo: z.enum(BOOKING_KINDS),
  horario: z.array(OpeningRangeSchema).max(50),
  diasCerrados: z.array(CalendarDateSchema).max(400),
  intervaloMinutos: z.number().int().min(5).max(240),
  capacidadPorIntervalo: z.number().int().min(1).max(1000),
  ocupacionMinutos: z.number().int().min(5).max(720),
  maxPersonas: z.number().int().min(1).max(100),
  antelacionMinimaMinutos: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 14),
  horizonteDias: z.number().int().min(1).max(365),
  recordatorioHoras: z
    .number()
    .int()
    .min(0)
    .max(24 * 7),
  servicios: z.array(BookableServiceSchema).max(100),
})
export type BookingRules = z.infer<typeof BookingRulesSchema>

const everyDay = (desde: string, hasta: string) => [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde, hasta }))

/** The rules a business starts with (see BookingRulesSchema). */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  reservasPublicas: false,
  autoConfirmar: false,
  tipo: 'mesas',
  horario: [...everyDay('13:00', '16:00'), ...everyDay('20:00', '23:30')],
  diasCerrados: [],
  intervaloMinutos: 30,
  capacidadPorIntervalo: 20,
  ocupacionMinutos: 90,
  maxPersonas: 8,
  antelacionMinimaMinutos: 60,
  horizonteDias: 60,
  recordatorioHoras: 24,
  servicios: [],
}
