import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { startReminderSweeps } from './reminder-sweep.ts'
import { reservationsRoutes } from './reservations.routes.ts'
import type { ReservationsDeps } from './reservations.service.ts'

export type ReservationsModuleOptions = {
  /** Milliseconds since the epoch: "now" for the notice, the horizon and past slots (tests move it). */
  clock?: () => number
  /** Told after each committed write to an appointment (the e-mails: createAppointmentNotifier). */
  onAppointment?: ReservationsDeps['onAppointment']
  /** With a mailer, reminders are swept every `reminderIntervalMs` (a minute by default). */
  mailer?: Mailer
  reminderIntervalMs?: number
}

/** Reservations: the owner's booking rules and appointments under /api, and the reminders' sweep. */
export const reservationsModule = fp(
  async (app: FastifyInstance, options: ReservationsModuleOptions) => {
    const { clock = Date.now, onAppointment, mailer, reminderIntervalMs = 60_000 } = options
    await app.register(reservationsRoutes, { prefix: '/api', clock, onAppointment })
    if (mailer) {
      const sweeps = startReminderSweeps({
        db: app.database.db,
        mailer,
        log: app.log,
        publicUrl: app.config.publicUrl,
        clock,
        intervalMs: reminderIntervalMs,
      })
      // Before the database closes (its hook was added first, so it runs after this one).
      app.addHook('onClose', async () => sweeps.stop())
    }
  },
  { name: 'reservations' },
)
