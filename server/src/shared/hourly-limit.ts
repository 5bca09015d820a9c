import type { Database } from '../db/database.ts'
import { countInHour } from '../db/hourly-limit.ts'
import { RetryLaterError } from './errors.ts'
import type { MessageCode } from './i18n/messages.ts'

// The counting query stays with the database (db/hourly-limit.ts); refusing past the limit is the API's
// answer, so it lives here beside the error it throws.

/**
 * Counts one request under `key` and refuses it past `max` in the hour: a 429 `code` that says how long to
 * wait. `now` in milliseconds, for tests that move the clock.
 */
export async function requireWithinHour(
  db: Database,
  key: string,
  max: number,
  code: MessageCode,
  now = Date.now(),
): Promise<void> {
  const count = await countInHour(db, key, max, now)
  if (!count.isAllowed) throw new RetryLaterError(code, count.retryAfterSeconds)
}
