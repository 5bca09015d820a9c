// The reservations module's public face: its plugin (the owner's API, the public booking page and its cancel
// link, the sweeps); the e-mails' notifier the app hands to it; and whether a business takes bookings on its
// public page (with its hours), which the app hands to the public menu for its "Reservar" link and its search
// data, and to the sitemap; and the weekly hours the owner saved, which orders follow.
export { createAppointmentNotifier, type NoticeDeps } from './appointment-notices.ts'
export {
  type PublicBookingFacts,
  readPublicBookingFacts,
  readSavedOpeningHours,
  storedRulesTakeBookings,
} from './booking-context.ts'
export { type ReservationsModuleOptions, reservationsModule } from './reservations.plugin.ts'
