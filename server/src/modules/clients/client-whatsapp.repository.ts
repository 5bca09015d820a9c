import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { clients, whatsappMessages, whatsappOptOuts } from '../../db/schema.ts'

/** The business's client's consent date and phone key, or undefined when the business has no such client. */
export async function findClientWhatsAppContact(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({ phoneKey: clients.phoneKey, consentAt: clients.whatsappConsentAt })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
  return row
}

/** When the number of this WhatsApp key answered BAJA/STOP, or undefined (a client without a phone never did). */
export async function findOptOut(db: Database, key: string) {
  if (key === '') return undefined
  const [row] = await db
    .select({ createdAt: whatsappOptOuts.createdAt })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.recipient, key))
  return row?.createdAt
}

/** The business's latest messages to a client, newest first: a walk of whatsapp_messages_client_idx backwards. */
export async function listClientMessages(db: Database, businessId: string, clientId: string, limit: number) {
  return db
    .select({
      id: whatsappMessages.id,
      template: whatsappMessages.template,
      language: whatsappMessages.language,
      variables: whatsappMessages.variables,
      status: whatsappMessages.status,
      error: whatsappMessages.error,
      createdAt: whatsappMessages.createdAt,
      sentAt: whatsappMessages.sentAt,
      statusAt: whatsappMessages.statusAt,
      appointmentId: whatsappMessages.appointmentId,
    })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.clientId, clientId)))
    .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
    .limit(limit)
}
