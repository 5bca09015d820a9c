import { CLIENT_WHATSAPP_MESSAGE_LIMIT, type ClientWhatsApp } from '#domain/clients/client-whatsapp.schema.ts'
import { whatsAppKey } from '#domain/whatsapp/whatsapp-link.ts'
import { templateText, withoutLinkCapability } from '#domain/whatsapp/whatsapp-templates.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import * as repository from './client-whatsapp.repository.ts'

/**
 * A client's WhatsApp record for their page (decision 072): their consent, whether their number asked for no
 * more messages, and the business's latest messages to them with the text each said, a link in it without its
 * token (the cancel link is the diner's to use, not whoever opens the page). 404 for a client that is not the
 * business's.
 */
export async function getClientWhatsApp(
  deps: { db: Database },
  businessId: string,
  clientId: string,
): Promise<ClientWhatsApp> {
  const contact = await repository.findClientWhatsAppContact(deps.db, businessId, clientId)
  if (!contact) throw new AppError('not_found', 404)
  // Opt-outs are kept by WhatsApp's key of the number (an Argentine mobile answers as 549…, typed as 54…).
  const optedOutAt = await repository.findOptOut(deps.db, whatsAppKey(contact.phoneKey))
  const rows = await repository.listClientMessages(
    deps.db,
    businessId,
    clientId,
    CLIENT_WHATSAPP_MESSAGE_LIMIT,
  )
  return {
    consentAt: contact.consentAt?.toISOString() ?? null,
    optedOutAt: optedOutAt?.toISOString() ?? null,
    messages: rows.map((row) => ({
      id: row.id,
      template: row.template,
      language: row.language,
      text: templateText(row.template, row.language, row.variables.map(withoutLinkCapability)),
      status: row.status,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      statusAt: row.statusAt?.toISOString() ?? null,
      appointmentId: row.appointmentId,
    })),
  }
}
