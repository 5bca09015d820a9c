import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AppointmentSchema,
  FreeSlotSchema,
  OwnerAppointmentInputSchema,
} from '#domain/reservations/appointment.schema.ts'
import type { AppointmentAction } from '#domain/reservations/appointment-status.ts'
import {
  BookingRulesSchema,
  CalendarDateSchema,
  LocalDateSchema,
} from '#domain/reservations/booking-rules.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import { auditActorOf } from '../audit/index.ts'
import { listClientAppointments } from './client-appointments.ts'
import * as service from './reservations.service.ts'

export type ReservationsRoutesOptions = Omit<service.ReservationsDeps, 'db'>

const IdParams = z.object({ id: z.uuid() })
const RulesBody = z.object({ rules: BookingRulesSchema })
const OneAppointment = z.object({ appointment: AppointmentSchema })
/** 409 `slot_full`: the free slots nearest to the one asked for. */
const SlotFullSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), nearest: z.array(FreeSlotSchema) }),
})
const errors = { 400: ValidationErrorSchema, 401: ErrorBodySchema, 404: ErrorBodySchema }
const bookingErrors = { ...errors, 409: z.union([SlotFullSchema, ErrorBodySchema]) }

/**
 * The owner's reservations (docs/product-spec.md §2 "Reservations", §4, §9): the booking rules, the
 * appointments of a period, the free slots of a date, and each appointment's changes. Every route is scoped to
 * the session's business: another business's appointment answers 404, as one that does not exist.
 */
export const reservationsRoutes: FastifyPluginAsyncZod<ReservationsRoutesOptions> = async (app, options) => {
  // Before the input is validated: without a session the answer is 401, whatever was sent.
  app.addHook('preValidation', requireBusiness)
  const deps: service.ReservationsDeps = { db: app.database.db, ...options }

  app.get(
    '/booking-rules',
    { schema: { response: { 200: RulesBody, 401: ErrorBodySchema } } },
    async (request) => ({ rules: await service.getBookingRules(deps, request.businessId) }),
  )
  app.put(
    '/booking-rules',
    { schema: { body: BookingRulesSchema, response: { 200: RulesBody, ...errors } } },
    async (request) => ({
      rules: await service.saveBookingRules(deps, request.businessId, request.body, auditActorOf(request)),
    }),
  )
  app.get(
    '/appointments',
    {
      schema: {
        // A date the calendar lacks is refused with the period (`reservation_range_invalid`).
        querystring: z.object({ from: LocalDateSchema, to: LocalDateSchema }),
        response: { 200: z.object({ appointments: z.array(AppointmentSchema) }), ...errors },
      },
    },
    async (request) => ({
      appointments: await service.listAppointments(
        deps,
        request.businessId,
        request.query.from,
        request.query.to,
      ),
    }),
  )
  app.get(
    '/appointments/slots',
    {
      schema: {
        querystring: z.object({
          date: CalendarDateSchema,
          partySize: z.coerce.number().int().min(1, 'reservations.errors.partySize').max(1000),
          serviceId: z.uuid().optional(),
        }),
        response: { 200: z.object({ slots: z.array(FreeSlotSchema) }), ...errors },
      },
    },
    async (request) => ({
      slots: await service.findFreeSlots(deps, request.businessId, {
        date: request.query.date,
        partySize: request.query.partySize,
        serviceId: request.query.serviceId ?? null,
      }),
    }),
  )
  app.post(
    '/appointments',
    { schema: { body: OwnerAppointmentInputSchema, response: { 201: OneAppointment, ...bookingErrors } } },
    async (request, reply) => {
      const booked = await service.bookAppointment(deps, request.businessId, request.body, 'owner')
      return reply.status(201).send({ appointment: booked.appointment })
    },
  )
  app.put(
    '/appointments/:id',
    {
      schema: {
        params: IdParams,
        body: OwnerAppointmentInputSchema,
        response: { 200: OneAppointment, ...bookingErrors },
      },
    },
    async (request) => ({
      appointment: await service.changeAppointment(deps, request.businessId, request.params.id, request.body),
    }),
  )
  app.get(
    '/clients/:id/appointments',
    {
      schema: {
        params: IdParams,
        response: { 200: z.object({ appointments: z.array(AppointmentSchema) }), ...errors },
      },
    },
    async (request) => ({
      appointments: await listClientAppointments(deps, request.businessId, request.params.id),
    }),
  )
  const actions: AppointmentAction[] = ['confirm', 'cancel', 'complete', 'no-show']
  for (const action of actions) {
    app.post(
      `/appointments/:id/${action}`,
      { schema: { params: IdParams, response: { 200: OneAppointment, ...errors, 409: ErrorBodySchema } } },
      async (request) => {
        const done = await service.actOnAppointment(deps, request.businessId, request.params.id, action, {
          by: 'owner',
          actor: auditActorOf(request),
        })
        return { appointment: done.appointment }
      },
    )
  }
}
