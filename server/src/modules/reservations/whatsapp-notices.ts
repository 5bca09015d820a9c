import { partyWords, templateVariable } from '#domain/whatsapp/whatsapp-templates.ts'
import type { Database } from '../../db/database.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { Mail } from '../mail/index.ts'
import { dinerWhatsAppNumber, type WhatsAppOutbox } from '../whatsapp/index.ts'
import type { BookingMailContext } from './appointment-notices.ts'
import { findWhatsAppFacts } from './booking-mail.repository.ts'
import { writeWhen } from './booking-page.render.ts'
import type { AppointmentDetails } from './reservations.service.ts'

// The booking messages that go by WhatsApp when the deployment has the Cloud API (decision 072): the diner's
// confirmation and reminder instead of their e-mails, when the diner ticked the form's box, gave a phone that
// makes a WhatsApp number and never answered "BAJA"; and the owner's notice of a booking from the public page,
// beside their e-mail, when the business's number has that switch on.

/** The appointment's day and time in the message's language, as the booking page writes them. */
const whenText = (details: AppointmentDetails, language: Language) =>
  writeWhen(details.appointment.date, details.appointment.time, language)

/**
 * Queues the diner's confirmation or reminder in `tx` when it may go by WhatsApp; answers its outbox id, or
 * null when the e-mail (`fallbackMail`, null without an e-mail address) must go as it would without WhatsApp.
 */
export async function queueDinerMessage(
  tx: Database,
  outbox: WhatsAppOutbox,
  template: 'reserva_confirmada' | 'recordatorio_reserva',
  details: AppointmentDetails,
  context: BookingMailContext,
  fallbackMail: Mail | null,
): Promise<string | null> {
  const { appointment, businessId, language } = details
  const facts = await findWhatsAppFacts(tx, businessId, appointment.id)
  if (!facts?.whatsappConsent) return null
  const recipient = dinerWhatsAppNumber(appointment.phone, facts.ownerCountry)
  if (!recipient) return null
  const { model } = context
  return outbox.queue(tx, {
    businessId,
    clientId: appointment.clientId,
    appointmentId: appointment.id,
    recipient,
    template,
    language,
    variables: [
      appointment.client,
      model.business.name,
      whenText(details, language),
      partyWords(language, appointment.partySize),
      model.cancelUrl ?? model.bookingUrl,
    ].map(templateVariable),
    fallbackMail,
  })
}

/**
 * Queues the owner's notice of a booking from the public page to the business's own number, when it has one
 * with that switch on; their e-mail notice goes as always, so there is nothing to fall back to.
 */
export async function queueOwnerNotice(
  db: Database,
  outbox: WhatsAppOutbox,
  details: AppointmentDetails,
  context: BookingMailContext,
): Promise<string | null> {
  const { appointment, businessId } = details
  const facts = await findWhatsAppFacts(db, businessId, appointment.id)
  if (!facts?.businessNumber || !facts.businessUses.bookingNotices) return null
  const language = context.ownerLanguage
  const { model } = context
  return outbox.queue(db, {
    businessId,
    clientId: null,
    appointmentId: appointment.id,
    recipient: facts.businessNumber,
    template: 'nueva_reserva',
    language,
    variables: [
      model.business.name,
      appointment.client,
      partyWords(language, appointment.partySize),
      whenText(details, language),
      model.dashboardUrl,
    ].map(templateVariable),
    fallbackMail: null,
  })
}
