import type { Client } from '#domain/clients/client.schema.ts'
import type { ClientCountryCode } from '#domain/clients/client-countries.ts'
import { phoneKey } from '#domain/clients/client-phone.ts'
import { clientSearchText, emailKeyOf, foldText } from '#domain/clients/client-search.ts'
import type { clients } from '../../db/schema.ts'

export type ClientRow = typeof clients.$inferSelect

/** A client's own fields, as the owner's modals, a booking or an import give them. */
export type ClientFields = Pick<Client, 'nombreCompleto' | 'telefono' | 'email' | 'pais' | 'estado' | 'notas'>

/**
 * The columns a write sets: the fields and what is derived from them; never the id, visits or dates (the
 * WhatsApp consent is a date, set by the booking form that asked for it).
 */
export type ClientValues = Omit<
  ClientRow,
  'id' | 'lastVisitAt' | 'visitCount' | 'whatsappConsentAt' | 'createdAt' | 'updatedAt'
>

/**
 * The one place a client's derived columns are computed: the e-mail and phone keys it is matched by, the
 * folded name it is sorted by and the text it is searched by. Every write of a client goes through it.
 */
export function clientRowValues(businessId: string, fields: ClientFields): ClientValues {
  const key = phoneKey(fields.telefono, fields.pais)
  return {
    businessId,
    nombreCompleto: fields.nombreCompleto,
    telefono: fields.telefono,
    email: fields.email,
    emailKey: emailKeyOf(fields.email),
    phoneKey: key,
    pais: fields.pais as ClientCountryCode,
    estado: fields.estado,
    notas: fields.notas,
    nameKey: foldText(fields.nombreCompleto),
    searchText: clientSearchText({ ...fields, phoneKey: key }),
  }
}

/** A client's row as the API answers it (the spec's wire names, instants in ISO). */
export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    nombreCompleto: row.nombreCompleto,
    telefono: row.telefono,
    email: row.email,
    pais: row.pais,
    estado: row.estado,
    notas: row.notas,
    ultimaVisita: row.lastVisitAt?.toISOString() ?? null,
    visitas: row.visitCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
