import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { hourlyLimits } from './schema.ts'

/** The window of the hourly limits (menu uploads, contact messages, wrong code tries…). */
export const HOUR_MS = 60 * 60 * 1000

/** The time now in milliseconds; injected where tests need to move it (`Date.now` otherwise). */
export type Clock = () => number

export type HourlyCount = { count: number; isAllowed: boolean; retryAfterSeconds: number }

const secondsLeft = (windowStartedAt: number, now: number) =>
  Math.max(1, Math.ceil((Number(windowStartedAt) + HOUR_MS - now) / 1000))

/**
 * Counts one request under `key` (e.g. `leads:<address>`) in `hourly_limits`, so several servers count
 * together, and says whether it is within `max` for the hour. The hour is fixed: it starts at the first
 * counted request and refused ones do not push it on, so a caller who waits an hour always gets a fresh
 * allowance. `now` in milliseconds.
 */
export async function countInHour(
  db: Database,
  key: string,
  max: number,
  now = Date.now(),
): Promise<HourlyCount> {
  const isOver = sql`${hourlyLimits.windowStartedAt} <= ${now - HOUR_MS}`
  const [row] = await db
    .insert(hourlyLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: hourlyLimits.key,
      set: {
        count: sql`case when ${isOver} then 1 else ${hourlyLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${isOver} then ${now} else ${hourlyLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: hourlyLimits.count, windowStartedAt: hourlyLimits.windowStartedAt })
  const { count, windowStartedAt } = row as { count: number; windowStartedAt: number }
  return { count, isAllowed: count <= max, retryAfterSeconds: secondsLeft(windowStartedAt, now) }
}

/** What `key` has counted in its current hour, without counting anything (0 when its hour is over). */
export async function readHourCount(
  db: Database,
  key: string,
  now = Date.now(),
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await db
    .select({ count: hourlyLimits.count, windowStartedAt: hourlyLimits.windowStartedAt })
    .from(hourlyLimits)
    .where(and(eq(hourlyLimits.key, key), gt(hourlyLimits.windowStartedAt, now - HOUR_MS)))
  if (!row) return { count: 0, retryAfterSeconds: 0 }
  return { count: row.count, retryAfterSeconds: secondsLeft(row.windowStartedAt, now) }
}

/** Forgets every count whose hour is over (a periodic sweep: the table only grows otherwise). */
export async function deleteEndedHours(db: Database, now = Date.now()): Promise<void> {
  await db.delete(hourlyLimits).where(lte(hourlyLimits.windowStartedAt, now - HOUR_MS))
}
