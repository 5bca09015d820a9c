import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { type Mail, type MailAttachment, type Mailer, withUnsubscribe } from '../mail/index.ts'
import { readOwnerNotices } from '../settings/index.ts'
import type { WhatsAppOutbox } from '../whatsapp/index.ts'
import { appointmentIcs } from './appointment-ics.ts'
import {
  type BookingMailModel,
  type ClientMailKind,
  clientBookingMail,
  ownerBookingMail,
} from './appointment-mail.ts'
import { findBusinessContact } from './booking-mail.repository.ts'
import { readLinkSecret, signCancelToken } from './cancel-link.ts'
import type { AppointmentDetails, AppointmentEvent } from './reservations.service.ts'
import { queueDinerMessage, queueOwnerNotice } from './whatsapp-notices.ts'

// Who hears of what happens to a booking: the client on a request, a confirmation (with the calendar file), a
// reminder and a cancellation; the owner on a request from the public page and on a client's cancellation,
// unless they turned e-mail notices off (Configuración → Notificaciones; each notice carries its way out).
// With the WhatsApp Cloud API configured, the client's confirmation may go by WhatsApp instead, its e-mail
// kept as the fallback, and the owner may hear of a public booking on WhatsApp too (whatsapp-notices.ts).

export type NoticeDeps = {
  db: Database
  mailer: Mailer
  log: FastifyBaseLogger
  publicUrl: string
  /** The WhatsApp outbox, when the deployment has the Cloud API. */
  whatsapp?: WhatsAppOutbox | undefined
}

export type BookingMailContext = {
  model: BookingMailModel
  /** Where the owner's notices go: null when there is no owner or they turned e-mail notices off. */
  ownerEmail: string | null
  ownerLanguage: Language
  /** The owner's one-click way out of these notices. */
  ownerUnsubscribeUrl: string | null
  /** Whether the owner lets reminders go to their clients (Notificaciones → appointment reminders). */
  sendsReminders: boolean
}

/** The booking page of a business, with the server's public address. */
export const bookingPageUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/m/${encodeURIComponent(slug)}/reservar`

/**
 * What the e-mails of an appointment show and link to: its business, its page, and the signed cancel link,
 * which expires when the appointment starts.
 */
export async function bookingMailContext(
  db: Database,
  publicUrl: string,
  details: AppointmentDetails,
): Promise<BookingMailContext | undefined> {
  const contact = await findBusinessContact(db, details.businessId)
  if (!contact) return undefined
  const owner = await readOwnerNotices(db, publicUrl, details.businessId)
  const { appointment } = details
  const bookingUrl = bookingPageUrl(publicUrl, contact.slug)
  const token = signCancelToken(await readLinkSecret(db), {
    appointmentId: appointment.id,
    nonce: details.cancelNonce,
    expiresAt: new Date(appointment.start),
  })
  const isActive = appointment.status === 'pending' || appointment.status === 'confirmed'
  return {
    model: {
      appointment,
      business: { name: contact.name },
      bookingUrl,
      cancelUrl: isActive ? `${bookingUrl}/cancelar?token=${token}` : null,
      dashboardUrl: `${publicUrl}/dashboard/reservas`,
    },
    ownerEmail: owner?.notices ? owner.email : null,
    ownerLanguage: owner?.language ?? contact.language,
    ownerUnsubscribeUrl: owner?.unsubscribeUrl ?? null,
    sendsReminders: owner?.reminders ?? true,
  }
}

/** The calendar file of a confirmed booking, or the one that takes a cancelled booking off the calendar. */
function calendarFile(details: AppointmentDetails, model: BookingMailModel): MailAttachment {
  const { appointment } = details
  const isCancelled = appointment.status === 'cancelled'
  const what = appointment.service ?? (details.language === 'es' ? 'Reserva' : 'Booking')
  return {
    filename: details.language === 'es' ? 'reserva.ics' : 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${isCancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: appointmentIcs({
      uid: `${appointment.id}@vitrina`,
      start: new Date(appointment.start),
      end: new Date(appointment.end),
      timeZone: details.timeZone,
      summary: `${what}: ${model.business.name}`,
      description: model.cancelUrl ?? model.bookingUrl,
      url: model.bookingUrl,
      status: isCancelled ? 'CANCELLED' : 'CONFIRMED',
      sequence: isCancelled ? 1 : 0,
      now: new Date(),
    }),
  }
}

/** The client's e-mail of this kind, with the calendar file when it confirms or cancels. */
export function clientMail(kind: ClientMailKind, details: AppointmentDetails, model: BookingMailModel): Mail {
  const mail = clientBookingMail(kind, model, details.language)
  if (kind !== 'confirmed' && kind !== 'cancelled') return mail
  return { ...mail, attachments: [calendarFile(details, model)] }
}

/** An owner's notice of a booking, with its unsubscribe link (the notices are not essential mail). */
function ownerMail(kind: 'requested' | 'cancelled', context: BookingMailContext, to: string): Mail {
  const { model, ownerLanguage, ownerUnsubscribeUrl } = context
  const mail = ownerBookingMail(kind, model, to, ownerLanguage)
  return ownerUnsubscribeUrl ? withUnsubscribe(mail, ownerUnsubscribeUrl, 'email', ownerLanguage) : mail
}

/** Whether the event tells the client their booking is confirmed (at once on booking, or by the owner). */
function isConfirmation(event: AppointmentEvent): boolean {
  const status = event.details.appointment.status
  return event.type === 'confirmed' || (event.type === 'booked' && status === 'confirmed')
}

/** The e-mails an event calls for; the confirmation left out when it went by WhatsApp instead. */
function mailsOf(event: AppointmentEvent, context: BookingMailContext, isConfirmationSent: boolean): Mail[] {
  const { details } = event
  const { ownerEmail } = context
  const hasClientEmail = details.appointment.email !== ''
  const mails: Mail[] = []
  const toClient = (kind: ClientMailKind) => {
    if (hasClientEmail) mails.push(clientMail(kind, details, context.model))
  }
  const confirm = () => {
    if (!isConfirmationSent) toClient('confirmed')
  }
  if (event.type === 'booked') {
    if (event.by === 'client') {
      if (ownerEmail) mails.push(ownerMail('requested', context, ownerEmail))
      if (isConfirmation(event)) confirm()
      else toClient('received')
    } else if (isConfirmation(event)) {
      confirm()
    }
  } else if (event.type === 'confirmed') {
    confirm()
  } else if (event.type === 'cancelled') {
    toClient('cancelled')
    if (event.by === 'client' && ownerEmail) {
      mails.push(ownerMail('cancelled', context, ownerEmail))
    }
  }
  return mails
}

/**
 * Queues the event's WhatsApp messages: the client's confirmation (its e-mail as the fallback) and the
 * owner's notice of a public booking. Answers their ids and whether the confirmation is among them.
 */
async function queueWhatsApp(
  deps: NoticeDeps & { whatsapp: WhatsAppOutbox },
  event: AppointmentEvent,
  context: BookingMailContext,
) {
  const { details } = event
  // A message that cannot be queued is logged and left to e-mail: the booking's e-mails still go.
  const attempt = (queue: () => Promise<string | null>) =>
    queue().catch((error: unknown) => {
      deps.log.error({ err: error, appointmentId: details.appointment.id }, 'WhatsApp message not queued')
      return null
    })
  let confirmation: string | null = null
  if (isConfirmation(event)) {
    const fallback = details.appointment.email ? clientMail('confirmed', details, context.model) : null
    confirmation = await attempt(() =>
      queueDinerMessage(deps.db, deps.whatsapp, 'reserva_confirmada', details, context, fallback),
    )
  }
  const isPublicBooking = event.type === 'booked' && event.by === 'client'
  const notice = isPublicBooking
    ? await attempt(() => queueOwnerNotice(deps.db, deps.whatsapp, details, context))
    : null
  const ids = [confirmation, notice].filter((id): id is string => id !== null)
  return { ids, isConfirmationSent: confirmation !== null }
}

/**
 * The reservations module's `onAppointment`: sends the e-mails an event calls for. The write is already
 * committed, so a failure is logged and never thrown (the booking stands; the owner sees it on the screen).
 */
export function createAppointmentNotifier(deps: NoticeDeps) {
  return async function notifyAppointmentChange(event: AppointmentEvent): Promise<void> {
    const ids = { appointmentId: event.details.appointment.id, event: event.type }
    try {
      const context = await bookingMailContext(deps.db, deps.publicUrl, event.details)
      if (!context) return
      const { whatsapp } = deps
      const queued = whatsapp
        ? await queueWhatsApp({ ...deps, whatsapp }, event, context)
        : { ids: [], isConfirmationSent: false }
      // Handed to the job queue first: an e-mail that fails (or SMTP that is slow) never holds WhatsApp up.
      if (whatsapp) await whatsapp.dispatch(queued.ids)
      for (const mail of mailsOf(event, context, queued.isConfirmationSent)) await deps.mailer.send(mail)
    } catch (error) {
      deps.log.error({ err: error, ...ids }, 'appointment e-mail could not be sent')
    }
  }
}
