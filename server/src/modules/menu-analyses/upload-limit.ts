import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { rateLimits } from '../../db/schema.ts'

/** The window of the visitors' upload limit (MENU_RATE_LIMIT analyses an hour per address). */
export const UPLOAD_WINDOW_MS = 60 * 60 * 1000

export type UploadCount = { isAllowed: boolean; retryAfterSeconds: number }

/**
 * Counts one upload of a caller address in the rate-limit table the sign-in limits use (several servers
 * count together), and says whether it is within `max` for the window. Unlike better-auth's rows, whose
 * window restarts at every request, these keep the window's start in `last_request`: a fixed hour, so
 * a visitor who waits an hour always gets a fresh allowance. `now` in milliseconds.
 */
export async function countUpload(
  db: Database,
  address: string,
  max: number,
  now = Date.now(),
): Promise<UploadCount> {
  const windowStart = now - UPLOAD_WINDOW_MS
  const isOver = sql`${rateLimits.lastRequest} <= ${windowStart}`
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: `menu-analyses:${address}`, count: 1, lastRequest: now })
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
    retryAfterSeconds: Math.max(1, Math.ceil((Number(windowStartedAt) + UPLOAD_WINDOW_MS - now) / 1000)),
  }
}
