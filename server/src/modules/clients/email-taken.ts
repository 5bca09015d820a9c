import { DetailedError } from '../../shared/errors.ts'

/** The unique index that keeps one client per e-mail in a business (see db/schema.ts). */
const EMAIL_INDEX = 'clients_business_email_key_idx'

/** A 409 marking the e-mail field, the same shape as a 400's field errors. */
export const emailTaken = () =>
  new DetailedError('client_email_taken', 409, { fields: { email: ['clients.errors.emailTaken'] } })

/**
 * Whether a failed write broke the one-e-mail-per-business index: the check before the write cannot see a
 * racing save of the same e-mail, the index does. Drizzle wraps the driver's error; PostgreSQL's driver names
 * the index `constraint_name`, PGlite `constraint`.
 */
export function isEmailTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const fields = cause as { code?: unknown; constraint_name?: unknown; constraint?: unknown }
    if (fields.code === '23505' && (fields.constraint_name ?? fields.constraint) === EMAIL_INDEX) return true
  }
  return false
}
