import { WHATSAPP_MESSAGES, whatsAppLink } from '#domain/whatsapp/whatsapp-link.ts'
import { AppError } from '../../shared/errors.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { writeWhen } from './booking-page.render.ts'
import {
  type BookingForm,
  type BookingPageDeps,
  type BookingStep,
  type BookingVenue,
  chooseDay,
  refuseOverHourlyBookings,
} from './booking-page.service.ts'

// "Reservar por WhatsApp" (decision 072): the details form's second submit posts the chosen day, time and
// party to `/m/:slug/reservar/whatsapp` (booking-page.whatsapp-form.ts), answered with a 303 to the chat with
// the booking written out, so that no script is needed.

/**
 * The chat to go to with the chosen booking, once the day, party and time are ones the page itself would
 * offer (each refusal as the page words it otherwise), counted in the address's hourly allowance of bookings.
 */
export async function openWhatsAppBooking(
  deps: BookingPageDeps,
  venue: BookingVenue,
  form: BookingForm,
  origin: { clientAddress: string; language: Language },
): Promise<{ location: string } | BookingStep> {
  const number = venue.whatsappBooking
  // The route answers its own 404 first; a caller that did not is refused the same way.
  if (number === null) throw new AppError('not_found', 404)
  const step = await chooseDay(deps, venue, form)
  const isRefused = Object.keys(step.errors).length > 0
  if (isRefused || !form.time || !step.day?.times.includes(form.time)) {
    return isRefused ? step : { ...step, errors: { time: 'time' } }
  }
  const overLimit = await refuseOverHourlyBookings(deps, origin.clientAddress, step)
  if (overLimit) return overLimit
  const name = venue.design.businessName || venue.business.name
  const party = venue.rules.tipo === 'servicios' ? 1 : Number(form.party)
  const when = writeWhen(form.date, form.time, origin.language)
  return { location: whatsAppLink(number, WHATSAPP_MESSAGES[origin.language].booking(name, when, party)) }
}
