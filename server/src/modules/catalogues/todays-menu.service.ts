import { and, desc, eq, ne } from 'drizzle-orm'
import {
  MENU_HISTORY_DAYS,
  type TodaysCourses,
  type TodaysMenu,
} from '#domain/catalogues/todays-menu.schema.ts'
import { businessDateOf } from '#domain/promotions/weekly-window.ts'
import type { Database } from '../../db/database.ts'
import { menuDays } from '../../db/schema.ts'
import { AppError } from '../../shared/errors.ts'
import * as repository from './catalogues.repository.ts'
import { requireChoicesInCatalogue, toStoredCourses } from './product-courses.ts'
import { toProduct } from './products.service.ts'

// "Menú de hoy": a set menu's courses edited for the day in one screen and published at once. Each publish
// also keeps the day's courses under the business's date (one row per day, replaced by a second publish the
// same day): the history the owner takes dishes from, and what the account's export carries.

const notFound = () => new AppError('not_found', 404)

async function requireSetMenu(db: Database, businessId: string, id: string) {
  const row = await repository.findProduct(db, businessId, id)
  if (!row || row.kind !== 'menu') throw notFound()
  return row
}

async function businessDayOf(db: Database, businessId: string, now: Date) {
  return businessDateOf(now, (await repository.findTimeZone(db, businessId)) ?? 'UTC')
}

async function history(db: Database, businessId: string, productId: string, today: string) {
  const rows = await db
    .select({ businessDay: menuDays.businessDay, courses: menuDays.courses })
    .from(menuDays)
    .where(
      and(
        eq(menuDays.businessId, businessId),
        eq(menuDays.productId, productId),
        ne(menuDays.businessDay, today),
      ),
    )
    .orderBy(desc(menuDays.businessDay))
    .limit(MENU_HISTORY_DAYS)
  return rows
}

/** The set menu, today's date on the business's clock, and the days published before; 404 for a dish. */
export async function getTodaysMenu(
  db: Database,
  businessId: string,
  id: string,
  now: Date,
): Promise<TodaysMenu> {
  const row = await requireSetMenu(db, businessId, id)
  const businessDay = await businessDayOf(db, businessId, now)
  return { businessDay, menu: toProduct(row), history: await history(db, businessId, id, businessDay) }
}

/**
 * Publishes today's courses: the menu shows them from the next request on, and they are kept as today's in
 * the history. A choice naming a dish must name one of the menu's catalogue, refused at its field.
 */
export async function publishTodaysMenu(
  db: Database,
  businessId: string,
  id: string,
  { courses }: TodaysCourses,
  now: Date,
): Promise<TodaysMenu> {
  const current = await requireSetMenu(db, businessId, id)
  await requireChoicesInCatalogue(db, businessId, current.catalogueId, courses)
  const stored = toStoredCourses(courses, current.courses)
  const businessDay = await businessDayOf(db, businessId, now)
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updateProduct(tx as Database, businessId, id, { courses: stored })
    await tx
      .insert(menuDays)
      .values({ businessId, productId: id, businessDay, courses: stored })
      .onConflictDoUpdate({
        target: [menuDays.productId, menuDays.businessDay],
        set: { courses: stored, updatedAt: new Date() },
      })
    return updated
  })
  if (!row) throw notFound()
  await repository.touchCatalogue(db, businessId, row.catalogueId)
  return { businessDay, menu: toProduct(row), history: await history(db, businessId, id, businessDay) }
}
