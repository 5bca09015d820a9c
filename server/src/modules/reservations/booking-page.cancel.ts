import { AppError } from '../../shared/errors.ts'
import { type BookingPageDeps, type BookingVenue, findBookingVenue } from './booking-page.service.ts'
import { readCancelToken, readLinkSecret } from './cancel-link.ts'
import { type AppointmentDetails, cancelAppointment, readAppointment } from './reservations.service.ts'

// The client's cancel link on the booking page (`/m/:slug/reservar/cancelar?token=`): read, then posted.

/** A cancel link opened: the booking and whether it can still be cancelled, or why the link is refused. */
export type CancelLinkView =
  | { venue: BookingVenue; details: AppointmentDetails; state: 'ask' | 'cancelled' | 'inactive' }
  | { refusal: 'invalid' | 'expired' }

/**
 * Reads a cancel link: its signature, its expiry, the appointment of this business it names and that
 * appointment's current nonce. A forged, altered or replaced link is 'invalid'; nothing is changed.
 */
export async function openCancelLink(
  deps: BookingPageDeps,
  slug: string,
  token: string,
): Promise<CancelLinkView> {
  const venue = await findBookingVenue(deps, slug, true)
  if (!venue) return { refusal: 'invalid' }
  const check = readCancelToken(await readLinkSecret(deps.db), token, new Date(deps.clock()))
  if ('refusal' in check) return { refusal: check.refusal }
  const details = await readAppointment(deps.db, venue.business.id, check.claim.appointmentId)
  if (!details || details.cancelNonce !== check.claim.nonce) return { refusal: 'invalid' }
  const isActive = details.appointment.status === 'pending' || details.appointment.status === 'confirmed'
  return { venue, details, state: isActive ? 'ask' : 'inactive' }
}

/** The cancel link's post: cancels the booking it names (the client's doing: the owner is told). */
export async function cancelByLink(
  deps: BookingPageDeps,
  slug: string,
  token: string,
): Promise<CancelLinkView> {
  const view = await openCancelLink(deps, slug, token)
  if ('refusal' in view || view.state !== 'ask') return view
  try {
    const details = await cancelAppointment(deps, view.venue.business.id, view.details.appointment.id, {
      by: 'client',
      cancelNonce: view.details.cancelNonce,
    })
    return { ...view, details, state: 'cancelled' }
  } catch (error) {
    // Cancelled or moved on by the owner between the two reads: nothing left to cancel.
    if (error instanceof AppError && error.statusCode === 409) return { ...view, state: 'inactive' }
    throw error
  }
}
