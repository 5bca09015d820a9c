import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runPeriodically } from '../../shared/jobs/periodic-job.ts'
import type { Mailer } from '../mail/index.ts'
import type { WhatsAppOutbox } from '../whatsapp/index.ts'
import { bookingPageRoutes } from './booking-page.routes.ts'
import { sweepReminders } from './reminder-sweep.ts'
import { reservationsRoutes } from './reservations.routes.ts'
import type { ReservationsDeps } from './reservations.service.ts'
import { sweepVisits } from './visit-sweep.ts'

export type ReservationsModuleOptions = {
  /** Milliseconds since the epoch: "now" for the notice, the horizon and past slots (tests move it). */
  clock?: () => number
  /**
   * Told after each committed write to an appointment, the owner's or a diner's on the booking page (the
   * e-mails: createAppointmentNotifier).
   */
  onAppointment?: ReservationsDeps['onAppointment']
  /** With a mailer, reminders are swept too. */
  mailer?: Mailer
  /** How often the clients' visits and the reminders are swept (a minute by default). */
  reminderIntervalMs?: number
  /** With the WhatsApp outbox (the Cloud API configured), reminders the diner agreed to go by WhatsApp. */
  whatsapp?: WhatsAppOutbox | undefined
}

/**
 * Reservations: the owner's booking rules and appointments under /api; the diners' public booking page
 * (`/m/:slug/reservar`, under the menu's address) and the cancel link they get by e-mail (decision 037); and
 * the sweeps, periodic jobs of the queue (one server each, decision 048): the clients' visits of reservations
 * whose start has passed, and the reminders.
 */
export const reservationsModule = fp(
  async (app: FastifyInstance, options: ReservationsModuleOptions) => {
    const { clock = Date.now, onAppointment, mailer, reminderIntervalMs = 60_000, whatsapp } = options
    await app.register(reservationsRoutes, { prefix: '/api', clock, onAppointment })
    await app.register(bookingPageRoutes, {
      clock,
      onAppointment,
      maxPerHour: app.config.bookingRateLimit,
      whatsappMessages: app.config.whatsapp !== undefined,
    })
    const db = app.database.db
    const every = { everyMs: reminderIntervalMs, log: app.log, metrics: app.metrics }
    const stops = [
      await runPeriodically(app.jobs, {
        ...every,
        name: 'reservations-visits',
        run: () => sweepVisits({ db, now: new Date(clock()) }),
      }),
    ]
    if (mailer) {
      stops.push(
        await runPeriodically(app.jobs, {
          ...every,
          name: 'reservations-reminders',
          run: async () => {
            await sweepReminders({ db, publicUrl: app.config.publicUrl, now: new Date(clock()), whatsapp })
            await mailer.deliverOutbox()
          },
        }),
      )
    }
    app.addHook('onClose', async () => {
      for (const stop of stops) stop()
    })
  },
  { name: 'reservations' },
)
