import { ApiError } from '../../lib/api.ts'
import type { MessageKey } from '../../lib/i18n.ts'

/** A failed submission: a message of ours, or the server's own words (rate limiting says when to retry). */
export type Failure = { key: MessageKey } | { text: string }

/** What the login form says when signing in fails (spec §8 "Login failure"). */
export function describeLoginFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    // A malformed email that the server refuses is a failed login too.
    if (error.status === 401 || error.status === 400) return { key: 'auth.errors.invalidCredentials' }
    if (error.status === 429) return { text: error.message }
  }
  return { key: 'auth.errors.loginFailed' }
}

/** What the register form says when creating the account fails (spec §8 "Register"); `field` places it. */
export function describeRegisterFailure(error: unknown): Failure & { field?: 'email' } {
  if (error instanceof ApiError && error.status === 409)
    return { key: 'auth.errors.emailInUse', field: 'email' }
  if (error instanceof ApiError && error.status === 429) return { text: error.message }
  return { key: 'auth.errors.registerFailed' }
}
