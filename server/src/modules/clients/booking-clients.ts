import { DEFAULT_CLIENT_STATUS } from '#domain/clients/client.schema.ts'
import { countryOfPhoneKey, phoneKey } from '#domain/clients/client-phone.ts'
import { emailKeyOf } from '#domain/clients/client-search.ts'
import type { Database } from '../../db/database.ts'
import { businessClientCountry } from './business-client-country.ts'
import { type ClientRow, clientRowValues } from './client-row.ts'
import * as repository from './clients.repository.ts'

// Clients that fill themselves from reservations (docs/product-spec.md §2 "Clients"): each booking's contact
// finds its client by e-mail, else by phone, else makes one; visits are recounted from the reservations.

/** Who a booking is for, as the booking form took it: any of phone and e-mail may be ''. */
export type BookingContact = { name: string; phone: string; email: string }

// A found client keeps their fields; only an empty phone or e-mail of theirs is filled from the booking.
async function fillEmptyContact(tx: Database, client: ClientRow, contact: BookingContact, phone: string) {
  const isPhoneMissing = client.phoneKey === '' && phone !== ''
  const isEmailMissing = client.emailKey === '' && contact.email !== ''
  if (!isPhoneMissing && !isEmailMissing) return
  const holder = isEmailMissing
    ? await repository.findClientByEmailKey(tx, client.businessId, emailKeyOf(contact.email))
    : undefined
  await repository.fillClientContact(
    tx,
    client.businessId,
    client.id,
    clientRowValues(client.businessId, {
      ...client,
      telefono: isPhoneMissing ? contact.phone : client.telefono,
      // Another client took that e-mail meanwhile: this one stays without.
      email: isEmailMissing && !holder ? contact.email : client.email,
    }),
  )
}

/**
 * Within the booking's transaction: the id of the business's client the contact is, found by e-mail (any
 * case), else by phone (a number without prefix read as the business's country), else created (Activo, from
 * the phone's country or the business's); null when the contact has neither e-mail nor phone.
 */
export async function linkBookingClient(
  tx: Database,
  businessId: string,
  contact: BookingContact,
): Promise<string | null> {
  const country = await businessClientCountry(tx, businessId)
  const emailKey = emailKeyOf(contact.email)
  const phone = phoneKey(contact.phone, country) === '' ? '' : contact.phone.trim()
  const key = phone === '' ? '' : phoneKey(phone, country)
  if (emailKey === '' && key === '') return null
  await repository.lockClientWrites(tx, businessId)
  const found =
    (await repository.findClientByEmailKey(tx, businessId, emailKey)) ??
    (await repository.findClientByPhoneKey(tx, businessId, key))
  if (found) {
    await fillEmptyContact(tx, found, contact, phone)
    return found.id
  }
  const values = clientRowValues(businessId, {
    nombreCompleto: contact.name.trim(),
    telefono: phone,
    email: contact.email.trim(),
    pais: (key === '' ? null : countryOfPhoneKey(key)) ?? country,
    estado: DEFAULT_CLIENT_STATUS,
    notas: '',
  })
  const created = await repository.insertClientUnlessEmailTaken(tx, values)
  if (created) return created.id
  // The owner saved a client with this e-mail after the lookup: the booking is theirs.
  return (await repository.findClientByEmailKey(tx, businessId, emailKey))?.id ?? null
}

/**
 * Within the booking's (or pickup order's) transaction: the client ticked its form's WhatsApp box (with a
 * phone), so its messages may go by WhatsApp; `at` is kept as when they agreed. Their `updated_at` stays:
 * the owner edited nothing.
 */
export async function recordWhatsAppConsent(tx: Database, businessId: string, clientId: string, at: Date) {
  await repository.setWhatsAppConsentAt(tx, businessId, clientId, at)
}

/**
 * Sets the named clients' visit count and last visit from their confirmed or completed reservations whose
 * start is at or before `now`: after every write to an appointment, and by the sweep once a start passes.
 */
export async function recountClientVisits(
  tx: Database,
  businessId: string,
  clientIds: (string | null)[],
  now: Date,
) {
  const ids = [...new Set(clientIds.filter((id): id is string => id !== null))]
  await repository.recountVisits(tx, businessId, ids, now)
}

/** Whether the business has this client (another business's client id: false). */
export async function hasClient(db: Database, businessId: string, id: string) {
  return (await repository.findClient(db, businessId, id)) !== undefined
}
