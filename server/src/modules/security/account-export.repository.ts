import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { AUDIT_RETENTION_MS } from '#domain/team/audit.ts'
import { whatsAppKey } from '#domain/whatsapp/whatsapp-link.ts'
import type { Database } from '../../db/database.ts'
import {
  appointments,
  auditEvents,
  billingAddresses,
  billingRecords,
  bookingRules,
  businesses,
  catalogues,
  categories,
  clients,
  designs,
  diningTables,
  menuDays,
  menuViewCounts,
  menuVisitorSketches,
  orders,
  products,
  promotionCategories,
  promotionProducts,
  promotions,
  userSettings,
  users,
  whatsappMessages,
  whatsappOptOuts,
} from '../../db/schema.ts'

// Keys asked for in one query: far below PostgreSQL's 65,535 parameters, whatever the number of clients.
const KEYS_PER_QUERY = 1000

/**
 * The opt-outs of these WhatsApp keys (`whatsAppKey` of the business's clients' phones), oldest first. They are
 * the deployment's, one sender for every business: the download holds only its own clients' numbers.
 */
async function findOptOuts(db: Database, keys: string[]) {
  const distinct = [...new Set(keys)].filter((key) => key !== '')
  const rows: (typeof whatsappOptOuts.$inferSelect)[] = []
  for (let start = 0; start < distinct.length; start += KEYS_PER_QUERY) {
    const some = distinct.slice(start, start + KEYS_PER_QUERY)
    rows.push(...(await db.select().from(whatsappOptOuts).where(inArray(whatsappOptOuts.recipient, some))))
  }
  return rows.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.recipient.localeCompare(b.recipient),
  )
}

/**
 * Every row the account's data download holds, read as stored: the business's and the owner's own (the audit
 * log's events of the year before `now`, which is all it keeps).
 */
export async function readAccountRows(db: Database, userId: string, businessId: string, now = new Date()) {
  const ofBusiness = (table: { businessId: AnyPgColumn }) => eq(table.businessId, businessId)
  const promotionRows = await db
    .select()
    .from(promotions)
    .where(ofBusiness(promotions))
    .orderBy(asc(promotions.createdAt))
  const promotionIds = promotionRows.map((row) => row.id)
  const linked = promotionIds.length > 0
  const clientRows = await db
    .select()
    .from(clients)
    .where(ofBusiness(clients))
    .orderBy(asc(clients.createdAt))
  return {
    profile: await db.select().from(users).where(eq(users.id, userId)),
    settings: await db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    business: await db.select().from(businesses).where(eq(businesses.id, businessId)),
    catalogues: await db
      .select()
      .from(catalogues)
      .where(ofBusiness(catalogues))
      .orderBy(asc(catalogues.createdAt)),
    categories: await db
      .select()
      .from(categories)
      .where(ofBusiness(categories))
      .orderBy(asc(categories.catalogueId), asc(categories.position)),
    products: await db
      .select()
      .from(products)
      .where(ofBusiness(products))
      .orderBy(asc(products.catalogueId), asc(products.position)),
    // Set menus' published days (menú del día), each under the business's date.
    menuDays: await db
      .select()
      .from(menuDays)
      .where(ofBusiness(menuDays))
      .orderBy(asc(menuDays.productId), asc(menuDays.businessDay)),
    designs: await db.select().from(designs).where(ofBusiness(designs)),
    promotions: promotionRows,
    promotionProducts: linked
      ? await db.select().from(promotionProducts).where(inArray(promotionProducts.promotionId, promotionIds))
      : [],
    promotionCategories: linked
      ? await db
          .select()
          .from(promotionCategories)
          .where(inArray(promotionCategories.promotionId, promotionIds))
      : [],
    bookingRules: await db.select().from(bookingRules).where(eq(bookingRules.businessId, businessId)),
    appointments: await db
      .select()
      .from(appointments)
      .where(ofBusiness(appointments))
      .orderBy(asc(appointments.startAt)),
    clients: clientRows,
    whatsappMessages: await db
      .select()
      .from(whatsappMessages)
      .where(ofBusiness(whatsappMessages))
      .orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.id)),
    whatsappOptOuts: await findOptOuts(
      db,
      clientRows.map((row) => whatsAppKey(row.phoneKey)),
    ),
    auditEvents: await db
      .select()
      .from(auditEvents)
      .where(
        and(
          ofBusiness(auditEvents),
          gte(auditEvents.createdAt, new Date(now.getTime() - AUDIT_RETENTION_MS)),
        ),
      )
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id)),
    diningTables: await db
      .select()
      .from(diningTables)
      .where(ofBusiness(diningTables))
      .orderBy(asc(diningTables.createdAt), asc(diningTables.id)),
    orders: await db.select().from(orders).where(ofBusiness(orders)).orderBy(asc(orders.number)),
    billingAddress: await db
      .select()
      .from(billingAddresses)
      .where(eq(billingAddresses.businessId, businessId)),
    billingHistory: await db
      .select()
      .from(billingRecords)
      .where(ofBusiness(billingRecords))
      .orderBy(desc(billingRecords.chargedAt)),
    // The menu's visits as counts (decision 052): views per day, source, category and card, and the sketch
    // of each day's different visitors, which the download gives as its estimate.
    visitCounts: await db
      .select({
        day: menuViewCounts.day,
        kind: menuViewCounts.kind,
        key: menuViewCounts.key,
        views: menuViewCounts.views,
      })
      .from(menuViewCounts)
      .where(ofBusiness(menuViewCounts))
      .orderBy(asc(menuViewCounts.day), asc(menuViewCounts.kind), asc(menuViewCounts.key)),
    visitorSketches: await db
      .select({ day: menuVisitorSketches.day, registers: menuVisitorSketches.registers })
      .from(menuVisitorSketches)
      .where(ofBusiness(menuVisitorSketches))
      .orderBy(asc(menuVisitorSketches.day)),
  }
}

export type AccountRows = Awaited<ReturnType<typeof readAccountRows>>
