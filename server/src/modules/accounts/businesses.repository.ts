import { and, eq, ne } from 'drizzle-orm'
import type { BusinessChanges } from '#domain/accounts/business.schema.ts'
import type { WhatsAppUses } from '#domain/whatsapp/whatsapp-settings.schema.ts'
import type { Database } from '../../db/database.ts'
import { accounts, businesses, businessSlugHistory, userSettings, users } from '../../db/schema.ts'

export type Business = typeof businesses.$inferSelect
export type NewBusiness = Omit<typeof businesses.$inferInsert, 'id' | 'createdAt'>

/** The business an account owns, if it has one. */
export async function findBusinessByOwner(db: Database, ownerUserId: string): Promise<Business | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.ownerUserId, ownerUserId))
  return business
}

/** The business with this id, if there is one, with the country its account holder registered from. */
export async function findBusinessById(
  db: Database,
  businessId: string,
): Promise<{ business: Business; ownerCountry: string } | undefined> {
  const [row] = await db
    .select({ business: businesses, ownerCountry: users.countryCode })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
  return row && { business: row.business, ownerCountry: row.ownerCountry ?? '' }
}

/** Inserts a business; returns undefined when its slug (or its owner) is taken already. */
export async function insertBusiness(db: Database, business: NewBusiness): Promise<Business | undefined> {
  const [inserted] = await db.insert(businesses).values(business).onConflictDoNothing().returning()
  return inserted
}

/**
 * The language the account with this email reads the product in: the one its owner chose in Configuración
 * (user_settings), else their business's; undefined when no business's owner has this email.
 */
export async function findLanguageByOwnerEmail(
  db: Database,
  email: string,
): Promise<'es' | 'en' | undefined> {
  const [row] = await db
    .select({ chosen: userSettings.language, business: businesses.language })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.email, email.toLowerCase()))
  return row && (row.chosen ?? row.business)
}

/** Whether an account has this e-mail (kept lower-case, as better-auth saves it). */
export async function hasAccountWithEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  return row !== undefined
}

/** The federated provider an account signed up with ('google', 'oidc'…), or undefined for email and password. */
export async function findFederatedProvider(db: Database, userId: string): Promise<string | undefined> {
  const linked = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId))
  return linked.find((account) => account.providerId !== 'credential')?.providerId
}

/** Whether any business has, or had, this slug (an old one keeps redirecting to its business's current one). */
export async function isSlugUsed(db: Database, slug: string): Promise<boolean> {
  const [current] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, slug))
  if (current) return true
  const [old] = await db
    .select({ slug: businessSlugHistory.slug })
    .from(businessSlugHistory)
    .where(eq(businessSlugHistory.slug, slug))
  return old !== undefined
}

/** The country its owner registered from, '' when they gave none; undefined for no such business. */
export async function findOwnerCountry(db: Database, businessId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ countryCode: users.countryCode })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
  return row && (row.countryCode ?? '')
}

/** What `updateBusiness` writes: the owner's changes, the WhatsApp number already as wa.me's digits. */
export type BusinessValues = Omit<BusinessChanges, 'whatsappUses'> & {
  whatsappUses?: Partial<WhatsAppUses>
}

/**
 * Applies the owner's changes to their business in one transaction; answers it as it is now, with its owner's
 * country, or `'slug_taken'` when the new slug is another business's, now or before. A new slug moves the old
 * one into the history (so `/m/old` redirects); one of the business's own old slugs may be taken back. The
 * unique keys of both tables are the last word on a race: their violation rolls the change back. `afterUpdate`
 * runs in that transaction with the row before and after (the audit log's event).
 */
export async function updateBusiness(
  db: Database,
  businessId: string,
  changes: BusinessValues,
  afterUpdate?: (tx: Database, before: Business, after: Business) => Promise<void>,
): Promise<(Business & { countryCode: string }) | 'slug_taken' | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update')
    if (!before) return undefined
    if (changes.slug !== undefined && changes.slug !== before.slug) {
      const slug = changes.slug
      const [holder] = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.slug, slug), ne(businesses.id, businessId)))
      const [old] = await tx
        .select({ businessId: businessSlugHistory.businessId })
        .from(businessSlugHistory)
        .where(eq(businessSlugHistory.slug, slug))
      if (holder || (old && old.businessId !== businessId)) return 'slug_taken'
      if (old) await tx.delete(businessSlugHistory).where(eq(businessSlugHistory.slug, slug))
      await tx.insert(businessSlugHistory).values({ slug: before.slug, businessId })
    }
    const { whatsappUses, ...fields } = changes
    // The switches not sent keep their value (read under the row's lock, so two saves never undo each other).
    const uses = whatsappUses ? { whatsappUses: { ...before.whatsappUses, ...whatsappUses } } : {}
    const [updated] = await tx
      .update(businesses)
      .set({ ...fields, ...uses })
      .where(eq(businesses.id, businessId))
      .returning()
    if (!updated) return undefined
    await afterUpdate?.(tx, before, updated)
    const [owner] = await tx
      .select({ countryCode: users.countryCode })
      .from(users)
      .where(eq(users.id, updated.ownerUserId ?? ''))
    return { ...updated, countryCode: owner?.countryCode ?? '' }
  })
}
