import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { type HtmlSafe, html } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { headerLine, type Mail, type MailRows, rowsTable, rowsText } from '../mail/index.ts'

// The e-mails of a booking, in the reader's language: the client's (request received, confirmed with its
// calendar file, reminder, cancelled), each with its signed cancel link while there is something to cancel,
// and the owner's (a new request, a client's cancellation). What anyone typed is escaped by `html`.

export type ClientMailKind = 'received' | 'confirmed' | 'reminder' | 'cancelled'
export type OwnerMailKind = 'requested' | 'cancelled'

/** What every booking e-mail shows: the appointment, its business and the links of its page. */
export type BookingMailModel = {
  appointment: Appointment
  business: { name: string }
  /** `/m/:slug/reservar` with the server's public address. */
  bookingUrl: string
  /** The signed cancel link; null once there is nothing to cancel. */
  cancelUrl: string | null
  /** The owner's appointments screen. */
  dashboardUrl: string
}

const CLIENT = {
  es: {
    subject: {
      received: 'Hemos recibido tu solicitud de reserva en {business}',
      confirmed: 'Reserva confirmada en {business}',
      reminder: 'Recordatorio: tu reserva en {business}',
      cancelled: 'Reserva cancelada en {business}',
    },
    lead: {
      received: 'Hola {client}: {business} ha recibido tu solicitud. Te escribiremos cuando la confirme.',
      confirmed: 'Hola {client}: tu reserva en {business} está confirmada. Te esperamos.',
      reminder: 'Hola {client}: te recordamos tu reserva en {business}.',
      cancelled: 'Hola {client}: tu reserva en {business} está cancelada.',
    },
    date: 'Fecha',
    time: 'Hora',
    party: 'Personas',
    service: 'Servicio',
    notes: 'Notas',
    cancel: '¿No puedes venir? Cancela tu reserva aquí:',
    again: 'Si quieres, haz otra reserva aquí:',
    calendar: 'Añade la reserva a tu calendario con el archivo adjunto.',
  },
  en: {
    subject: {
      received: 'We have received your booking request at {business}',
      confirmed: 'Booking confirmed at {business}',
      reminder: 'Reminder: your booking at {business}',
      cancelled: 'Booking cancelled at {business}',
    },
    lead: {
      received:
        'Hello {client}: {business} has received your request. We will write again once it is confirmed.',
      confirmed: 'Hello {client}: your booking at {business} is confirmed. See you soon.',
      reminder: 'Hello {client}: a reminder of your booking at {business}.',
      cancelled: 'Hello {client}: your booking at {business} is cancelled.',
    },
    date: 'Date',
    time: 'Time',
    party: 'Party',
    service: 'Service',
    notes: 'Notes',
    cancel: 'Cannot make it? Cancel your booking here:',
    again: 'If you like, make another booking here:',
    calendar: 'Add the booking to your calendar with the attached file.',
  },
} as const

const OWNER = {
  es: {
    subject: {
      requested: 'Nueva reserva: {client}, {date} a las {time}',
      cancelled: 'Reserva cancelada por el cliente: {client}, {date} a las {time}',
    },
    lead: {
      requested: 'Alguien ha reservado desde tu página pública.',
      cancelled: 'El cliente ha cancelado su reserva con el enlace de su correo.',
    },
    pending: 'Está pendiente: confírmala o cancélala en Vitrina.',
    confirmed: 'Quedó confirmada automáticamente.',
    client: 'Cliente',
    phone: 'Teléfono',
    email: 'Correo',
    open: 'Ver tus reservas:',
  },
  en: {
    subject: {
      requested: 'New booking: {client}, {date} at {time}',
      cancelled: 'Booking cancelled by the client: {client}, {date} at {time}',
    },
    lead: {
      requested: 'Someone has booked from your public page.',
      cancelled: 'The client has cancelled their booking with the link in their e-mail.',
    },
    pending: 'It is pending: confirm or cancel it in Vitrina.',
    confirmed: 'It was confirmed automatically.',
    client: 'Client',
    phone: 'Phone',
    email: 'E-mail',
    open: 'See your bookings:',
  },
} as const

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** A business date ("2026-12-05") written out in the language: "sábado, 5 de diciembre de 2026". */
export function longDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

function bookingRows(appointment: Appointment, language: Language): MailRows {
  const words = CLIENT[language]
  return [
    [words.date, longDate(appointment.date, language)],
    [words.time, appointment.time],
    appointment.service ? [words.service, appointment.service] : [words.party, String(appointment.partySize)],
    ...(appointment.notes ? [[words.notes, appointment.notes] as const] : []),
  ]
}

const link = (url: string): HtmlSafe => html`<a href="${url}">${url}</a>`

/** A client's e-mail about their booking, in the language they booked in. */
export function clientBookingMail(kind: ClientMailKind, model: BookingMailModel, language: Language): Mail {
  const words = CLIENT[language]
  const { appointment } = model
  const values = { business: model.business.name, client: appointment.client }
  const rows = bookingRows(appointment, language)
  const lead = fill(words.lead[kind], values)
  const cancel = kind !== 'cancelled' && model.cancelUrl ? model.cancelUrl : null
  const calendar = kind === 'confirmed' ? words.calendar : null
  const closing = cancel
    ? `${words.cancel}\n${cancel}`
    : kind === 'cancelled'
      ? `${words.again}\n${model.bookingUrl}`
      : ''
  return {
    to: appointment.email,
    subject: headerLine(fill(words.subject[kind], values)),
    text: `${[lead, rowsText(rows), calendar, closing].filter(Boolean).join('\n\n')}\n`,
    html: html`<p>${lead}</p>${rowsTable(rows)}${calendar ? html`<p>${calendar}</p>` : ''}${
      cancel
        ? html`<p>${words.cancel}<br>${link(cancel)}</p>`
        : kind === 'cancelled'
          ? html`<p>${words.again}<br>${link(model.bookingUrl)}</p>`
          : ''
    }`.value,
  }
}

/** The owner's e-mail about a booking from the public page, in the business's language. */
export function ownerBookingMail(
  kind: OwnerMailKind,
  model: BookingMailModel,
  to: string,
  language: Language,
): Mail {
  const words = OWNER[language]
  const { appointment } = model
  const values = {
    client: appointment.client,
    date: longDate(appointment.date, language),
    time: appointment.time,
  }
  const rows: MailRows = [
    [words.client, appointment.client],
    [words.phone, appointment.phone],
    [words.email, appointment.email],
    ...bookingRows(appointment, language),
  ]
  const state =
    kind === 'cancelled' ? null : appointment.status === 'pending' ? words.pending : words.confirmed
  return {
    to,
    subject: headerLine(fill(words.subject[kind], values)),
    text: `${[words.lead[kind], state, rowsText(rows), `${words.open}\n${model.dashboardUrl}`].filter(Boolean).join('\n\n')}\n`,
    html: html`<p>${words.lead[kind]}</p>${state ? html`<p><strong>${state}</strong></p>` : ''}${rowsTable(rows)}<p>${words.open}<br>${link(model.dashboardUrl)}</p>`
      .value,
  }
}
