import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { accounts, businesses, users } from '../../db/schema.ts'

export type Business = typeof businesses.$inferSelect
export type NewBusiness = Omit<typeof businesses.$inferInsert, 'id' | 'createdAt'>

/** The business an account owns, if it has one. */
export async function findBusinessByOwner(db: Database, ownerUserId: string): Promise<Business | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.ownerUserId, ownerUserId))
  return business
}

/** Inserts a business; returns undefined when its slug (or its owner) is taken already. */
export async function insertBusiness(db: Database, business: NewBusiness): Promise<Business | undefined> {
  const [inserted] = await db.insert(businesses).values(business).onConflictDoNothing().returning()
  return inserted
}

/** The language of the business owned by the account with this email, if there is such an account. */
export async function findLanguageByOwnerEmail(
  db: Database,
  email: string,
): Promise<'es' | 'en' | undefined> {
  const [row] = await db
    .select({ language: businesses.language })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(users.email, email.toLowerCase()))
  return row?.language
}

/** The federated provider an account signed up with ('google', 'oidc'…), or undefined for email and password. */
export async function findFederatedProvider(db: Database, userId: string): Promise<string | undefined> {
  const linked = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId))
  return linked.find((account) => account.providerId !== 'credential')?.providerId
}

/** Sets the currency of one business; answers the business, or undefined when there is no such one. */
export async function updateBusinessCurrency(
  db: Database,
  businessId: string,
  currency: string,
): Promise<Business | undefined> {
  const [updated] = await db
    .update(businesses)
    .set({ currency })
    .where(eq(businesses.id, businessId))
    .returning()
  return updated
}
