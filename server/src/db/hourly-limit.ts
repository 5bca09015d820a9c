import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { rateLimits } from './schema.ts'

/** The window of the hourly limits (menu uploads and contact messages per caller address). */
export const HOUR_MS = 60 * 60 * 1000

export type HourlyCount = { isAllowed: boolean; retryAfterSeconds: number }

/**
 * Counts one request under `key` (e.g. `leads:<address>`) in the rate-limit table the sign-in limits use, so
 * several servers count together, and says whether it is within `max` for the hour. Unlike better-auth's rows,
 * whose window restarts at every request, these keep the window's start in `last_request`: a fixed hour, so
 * a caller who waits an hour always gets a fresh allowance. `now` in milliseconds.
 */
export async function countInHour(
  db: Database,
  key: string,
  max: number,
  now = Date.now(),
): Promise<HourlyCount> {
  const isOver = sql`${rateLimits.lastRequest} <= ${now - HOUR_MS}`
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${isOver} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${isOver} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.lastRequest })
  const { count, windowStartedAt } = row as { count: number; windowStartedAt: number }
  return {
    isAllowed: count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((Number(windowStartedAt) + HOUR_MS - now) / 1000)),
  }
}
