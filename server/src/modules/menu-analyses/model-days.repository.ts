import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { businesses, menuModelDays } from '../../db/schema.ts'

/** A UTC day as the counts name it: 'YYYY-MM-DD'. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * Counts one menu read with the model for `subject` (a business, or a visitor's address) on `now`'s UTC day,
 * unless it already has `limit`: answers whether it was counted. One statement, so that simultaneous reads
 * on any server never pass the limit together.
 */
export async function takeModelReading(db: Database, subject: string, limit: number, now: number) {
  const rows = await db
    .insert(menuModelDays)
    .values({ subject, day: utcDay(now), count: 1 })
    .onConflictDoUpdate({
      target: [menuModelDays.subject, menuModelDays.day],
      set: { count: sql`${menuModelDays.count} + 1` },
      setWhere: sql`${menuModelDays.count} < ${limit}`,
    })
    .returning({ count: menuModelDays.count })
  return rows.length > 0
}

/**
 * Gives back a reading counted for `subject` today that the service refused before reading anything (an
 * error, too many requests): an outage does not spend everyone's day.
 */
export async function returnModelReading(db: Database, subject: string, now: number): Promise<void> {
  await db
    .update(menuModelDays)
    .set({ count: sql`${menuModelDays.count} - 1` })
    .where(
      and(eq(menuModelDays.subject, subject), eq(menuModelDays.day, utcDay(now)), gt(menuModelDays.count, 0)),
    )
}

/** Forgets the counts of days before yesterday (the sweep's: only today's decides). */
export async function deleteOldModelDays(db: Database, now: number): Promise<void> {
  await db.delete(menuModelDays).where(lt(menuModelDays.day, utcDay(now - 24 * 60 * 60 * 1000)))
}

/** Whether a business lets its menus be read with the model service (true unless its owner turned it off). */
export async function isModelAllowedFor(db: Database, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ allowed: businesses.menuModelEnabled })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.allowed ?? false
}
