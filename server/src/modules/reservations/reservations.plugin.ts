import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { reservationsRoutes } from './reservations.routes.ts'
import type { ReservationsDeps } from './reservations.service.ts'

export type ReservationsModuleOptions = {
  /** Milliseconds since the epoch: "now" for the notice, the horizon and past slots (tests move it). */
  clock?: () => number
  /** Told after each committed write to an appointment (the e-mails). */
  onAppointment?: ReservationsDeps['onAppointment']
}

/** Reservations: the owner's booking rules and appointments, under /api. */
export const reservationsModule = fp(
  async (app: FastifyInstance, { clock = Date.now, onAppointment }: ReservationsModuleOptions) => {
    await app.register(reservationsRoutes, { prefix: '/api', clock, onAppointment })
  },
  { name: 'reservations' },
)
