// The reservations module's public face: its plugin; what the public booking page and the e-mails need: the
// rules, the free slots, the one capacity-checked booking, cancelling and reading an appointment.
export { readBookingRules } from './booking-context.ts'
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
