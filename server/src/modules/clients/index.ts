// The clients module's public face: its plugin; the one place a client's row is made and read (the CSV import
// and export use it); what the reservations module needs: a booking's client, the visits' recount, a booking's
// WhatsApp consent and whether a client is the business's.
export {
  type BookingContact,
  hasClient,
  linkBookingClient,
  recordWhatsAppConsent,
  recountClientVisits,
} from './booking-clients.ts'
export {
  type ClientFields,
  type ClientRow,
  type ClientValues,
  clientRowValues,
  toClient,
} from './client-row.ts'
export { clientsModule } from './clients.plugin.ts'
