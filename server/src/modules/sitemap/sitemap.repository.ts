import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { bookingRules, businesses, catalogues, users } from '../../db/schema.ts'
import { isPublishedBusiness } from '../public-menu/index.ts'

/**
 * Every business whose public pages are live, by slug: its language, its active catalogue's last change
 * (null without one: no menu) and its booking rules as stored (null until saved) with their last change.
 * Deleted businesses are gone with their rows.
 */
export function listPublishedBusinesses(db: Database) {
  return db
    .select({
      slug: businesses.slug,
      language: businesses.language,
      menuUpdatedAt: catalogues.updatedAt,
      bookingRules: bookingRules.rules,
      bookingRulesUpdatedAt: bookingRules.updatedAt,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(catalogues, and(eq(catalogues.businessId, businesses.id), eq(catalogues.activo, true)))
    .leftJoin(bookingRules, eq(bookingRules.businessId, businesses.id))
    .where(isPublishedBusiness)
    .orderBy(asc(businesses.slug))
}

export type PublishedBusiness = Awaited<ReturnType<typeof listPublishedBusinesses>>[number]
