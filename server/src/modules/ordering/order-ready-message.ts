import { eq } from 'drizzle-orm'
import { templateVariable } from '#domain/whatsapp/whatsapp-templates.ts'
import type { Database } from '../../db/database.ts'
import { businesses, users } from '../../db/schema.ts'
import { dinerWhatsAppNumber, type WhatsAppOutbox } from '../whatsapp/index.ts'
import type { OrderRow } from './orders.repository.ts'

// WhatsApp's "your order is ready" (decisions 072 and 074): to a pickup's diner who ticked the form's box,
// queued in the transaction that moves the order to `ready`. That move is guarded by the order's status, so
// however often "ready" is tapped, on however many servers, one transaction moves it and writes the one
// message. There is no e-mail behind it (a pickup order has none): a message that cannot go ends `skipped`
// or `failed` with why, and the diner's order page still says it is ready.

/** What the message says of the business, and the country a phone without prefix is read in. */
async function findBusinessFacts(tx: Database, businessId: string) {
  const [row] = await tx
    .select({ name: businesses.name, slug: businesses.slug, ownerCountry: users.countryCode })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
  return row
}

/** The order's page as its diner opens it, in the order's language. */
export function orderPageUrl(publicUrl: string, slug: string, order: Pick<OrderRow, 'token' | 'language'>) {
  return `${publicUrl}/m/${encodeURIComponent(slug)}/pedido/${order.token}?lang=${order.language}`
}

/**
 * Queues `pedido_listo` in `tx` for an order just moved to `ready`, when it is a pickup whose diner agreed
 * and whose phone makes a WhatsApp number; answers the outbox id to dispatch after the commit, or null when
 * nothing is to be sent (an opted-out number or the hourly limit leave a `skipped` row, the outbox's way).
 */
export async function queueOrderReadyMessage(
  tx: Database,
  outbox: WhatsAppOutbox,
  order: OrderRow,
  publicUrl: string,
): Promise<string | null> {
  if (order.channel !== 'pickup' || !order.whatsappConsent || order.status !== 'ready') return null
  const business = await findBusinessFacts(tx, order.businessId)
  if (!business) return null
  const recipient = dinerWhatsAppNumber(order.pickupPhone, business.ownerCountry)
  if (!recipient) return null
  return outbox.queue(tx, {
    businessId: order.businessId,
    clientId: order.clientId,
    appointmentId: null,
    recipient,
    template: 'pedido_listo',
    language: order.language,
    variables: [
      order.pickupName,
      String(order.number),
      business.name,
      orderPageUrl(publicUrl, business.slug, order),
    ].map(templateVariable),
    fallbackMail: null,
  })
}
