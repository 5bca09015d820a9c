// The reservations module's public face: its plugin; what the public booking page and the e-mails need: the
// rules, the free slots, the one capacity-checked booking, cancelling and reading an appointment, the e-mails'
// notifier the app hands to both, and the signed cancel link.
export { longDate } from './appointment-mail.ts'
export { createAppointmentNotifier, type NoticeDeps } from './appointment-notices.ts'
export { readBookingRules } from './booking-context.ts'
export { type CancelTokenCheck, readCancelToken, readLinkSecret } from './cancel-link.ts'
export { SlotFullError } from './reservation-refusals.ts'
export { type ReservationsModuleOptions, reservationsModule } from './reservations.plugin.ts'
export {
  type AppointmentDetails,
  type AppointmentEvent,
  bookAppointment,
  cancelAppointment,
  findFreeSlots as freeSlots,
  type ReservationsDeps,
  readAppointment,
} from './reservations.service.ts'
