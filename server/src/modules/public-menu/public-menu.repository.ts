import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { businesses, businessSlugHistory, catalogues, userSettings, users } from '../../db/schema.ts'

/**
 * Whether a business's public pages are live: unless its owner has not confirmed their email yet (decision
 * 023). One rule, in SQL, for the pages of one business (`findPublicMenu`) and the lists of them (the sitemap).
 */
export const isPublishedBusiness = sql<boolean>`${users.emailVerified} is not false`

/**
 * A business by its public slug, with its active catalogue's id and last change when it has one: the one
 * query every request of the public page makes to know whether its cached copy still holds.
 */
export async function findPublicMenu(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      currency: businesses.currency,
      country: users.countryCode,
      language: businesses.language,
      timeZone: businesses.timeZone,
      contactPhone: businesses.contactPhone,
      contactAddress: businesses.contactAddress,
      whatsappNumber: businesses.whatsappNumber,
      whatsappUses: businesses.whatsappUses,
      // The channels it takes orders by (decision 074): "Pedir para recoger" shows while pickup is on.
      ordering: businesses.ordering,
      isPublished: isPublishedBusiness,
      // The owner's privacy setting `analytics` (on until turned off): off, the page carries no visit beacon.
      isCounting: sql<boolean>`coalesce(${userSettings.privacyAnalytics}, true)`,
      catalogueId: catalogues.id,
      updatedAt: catalogues.updatedAt,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(userSettings, eq(userSettings.userId, businesses.ownerUserId))
    .leftJoin(catalogues, and(eq(catalogues.businessId, businesses.id), eq(catalogues.activo, true)))
    .where(eq(businesses.slug, slug))
  return row
}

export type PublicMenuRow = NonNullable<Awaited<ReturnType<typeof findPublicMenu>>>

/**
 * The current slug of the business that had `slug` before, or undefined when no business had it. An old slug
 * is never a current one (a business taking one of its own back removes it from the history), so this is
 * asked only when a page is not found under `slug`.
 */
export async function findCurrentSlugOf(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: businesses.slug })
    .from(businessSlugHistory)
    .innerJoin(businesses, eq(businesses.id, businessSlugHistory.businessId))
    .where(eq(businessSlugHistory.slug, slug))
  return row?.slug
}
