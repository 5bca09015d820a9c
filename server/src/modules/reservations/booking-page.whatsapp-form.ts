import { type HtmlSafe, html } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import type { BookingForm, BookingVenue } from './booking-page.service.ts'
import { BOOKING_WORDS } from './booking-page.words.ts'

// WhatsApp on the booking form (decision 072): "Reservar por WhatsApp", a second submit of the details form
// (booking-page.whatsapp.ts answers it), and the box by which a diner asks for the confirmation and reminder
// on WhatsApp, offered only where the deployment sends messages.

/** Where the booking form's WhatsApp button posts, in the page's language. */
export const whatsAppBookingPath = (venue: BookingVenue, language: Language) =>
  `/m/${encodeURIComponent(venue.business.slug)}/reservar/whatsapp?lang=${language}`

/**
 * "Reservar por WhatsApp" beside the details form's own button, when the business takes bookings there; what
 * it does is said under both (`whatsAppBookingHint`).
 */
export function whatsAppBookingButton(venue: BookingVenue, language: Language): HtmlSafe | string {
  if (venue.whatsappBooking === null) return ''
  // formnovalidate: the chat needs none of the contact fields the booking itself requires.
  return html`<button class="btn o go" type="submit" formaction="${whatsAppBookingPath(venue, language)}" formnovalidate aria-describedby="wa-h">${BOOKING_WORDS[language].whatsAppBook}</button>`
}

export function whatsAppBookingHint(venue: BookingVenue, language: Language): HtmlSafe | string {
  if (venue.whatsappBooking === null) return ''
  return html`<p class="hint" id="wa-h">${BOOKING_WORDS[language].whatsAppBookHint}</p>`
}

/** The unticked box asking for the confirmation and reminder on WhatsApp, when the deployment sends them. */
export function whatsAppConsentBox(
  venue: BookingVenue,
  form: BookingForm,
  language: Language,
): HtmlSafe | string {
  if (!venue.asksWhatsAppConsent) return ''
  const words = BOOKING_WORDS[language]
  return html`<div class="ok"><input type="checkbox" id="whatsapp" name="whatsapp" value="1" aria-describedby="whatsapp-h"${
    form.whatsapp === '1' ? html` checked` : ''
  }><label for="whatsapp">${words.whatsAppConsent}</label></div><p class="hint" id="whatsapp-h">${words.whatsAppConsentHint}</p>`
}

/**
 * Where forms of the booking page may go: itself, and WhatsApp's chat through the 303 of its button (the
 * browser checks each redirect of a form's post against the page's `form-action`).
 */
export const bookingFormAction = (venue: BookingVenue) =>
  venue.whatsappBooking === null ? "'self'" : "'self' https://wa.me https://api.whatsapp.com"
