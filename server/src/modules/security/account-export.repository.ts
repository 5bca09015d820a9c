import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database.ts'
import {
  appointments,
  billingAddresses,
  billingRecords,
  bookingRules,
  businesses,
  catalogues,
  categories,
  clients,
  designs,
  menuDays,
  menuViewCounts,
  menuVisitorSketches,
  products,
  promotionCategories,
  promotionProducts,
  promotions,
  userSettings,
  users,
  whatsappMessages,
  whatsappOptOuts,
} from '../../db/schema.ts'

/** Every row the account's data download holds, read as stored: the business's and the owner's own. */
export async function readAccountRows(db: Database, userId: string, businessId: string) {
  const ofBusiness = (table: { businessId: AnyPgColumn }) => eq(table.businessId, businessId)
  const promotionRows = await db
    .select()
    .from(promotions)
    .where(ofBusiness(promotions))
    .orderBy(asc(promotions.createdAt))
  const promotionIds = promotionRows.map((row) => row.id)
  const linked = promotionIds.length > 0
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
    clients: await db.select().from(clients).where(ofBusiness(clients)).orderBy(asc(clients.createdAt)),
    whatsappMessages: await db
      .select()
      .from(whatsappMessages)
      .where(ofBusiness(whatsappMessages))
      .orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.id)),
    // The opt-outs are the deployment's, one sender for every business: only its own clients' numbers.
    whatsappOptOuts: await db
      .select()
      .from(whatsappOptOuts)
      .where(
        inArray(
          whatsappOptOuts.recipient,
          db
            .select({ phoneKey: clients.phoneKey })
            .from(clients)
            .where(and(ofBusiness(clients), ne(clients.phoneKey, ''))),
        ),
      )
      .orderBy(asc(whatsappOptOuts.createdAt), asc(whatsappOptOuts.recipient)),
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
