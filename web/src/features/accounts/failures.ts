import { ApiError } from '../../lib/api.ts'
import type { MessageKey } from '../../lib/i18n.ts'

/** A failed submission: a message of ours, or the server's own words (rate limiting says when to retry). */
export type Failure = { key: MessageKey } | { text: string }

/** What the login form says when signing in fails (docs/product-spec.md §8 "Login failure"). */
export function describeLoginFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    // A malformed email that the server refuses is a failed login too.
    if (error.status === 401 || error.status === 400) return { key: 'accounts.errors.invalidCredentials' }
    if (error.status === 429) return { text: error.message }
  }
  return { key: 'accounts.errors.loginFailed' }
}

/**
 * What the register form says when creating the account fails (docs/product-spec.md §8 "Register"); `field`
 * places it.
 */
export function describeRegisterFailure(error: unknown): Failure & { field?: 'email' } {
  if (error instanceof ApiError && error.status === 409)
    return { key: 'accounts.errors.emailInUse', field: 'email' }
  if (error instanceof ApiError && error.status === 429) return { text: error.message }
  return { key: 'accounts.errors.registerFailed' }
}

/** A failed code step; `needsNewCode` when the code can no longer work (expired, or locked by wrong tries). */
export type CodeFailure = Failure & { needsNewCode?: boolean }

const codeErrors = new Set(['code_invalid', 'code_expired', 'code_locked'])

/**
 * What a code step says when checking or using a code fails: the server's words for a wrong, expired or
 * locked code and for rate limiting (they are in the request's language), ours for anything else.
 */
export function describeCodeFailure(error: unknown): CodeFailure {
  if (error instanceof ApiError && (codeErrors.has(error.code) || error.status === 429)) {
    const needsNewCode = error.code === 'code_expired' || error.code === 'code_locked'
    return needsNewCode ? { text: error.message, needsNewCode } : { text: error.message }
  }
  return { key: 'accounts.errors.codeFailed' }
}

/** What a form says when asking for a code fails: the server's words when it limits the rate. */
export function describeSendCodeFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 429) return { text: error.message }
  return { key: 'accounts.errors.sendCodeFailed' }
}

/**
 * Where a federated sign-in was started from: the page that shows its failure (docs/product-spec.md §8
 * "Google sign-in").
 */
export type FederatedPurpose = 'login' | 'register'

/**
 * The message for a federated sign-in that came back with `?error=<code>&error_description=…`
 * (docs/product-spec.md §8): cancelled, failed with the provider's words, or failed with nothing said.
 */
export function describeFederatedError(
  purpose: FederatedPurpose,
  error: string,
  description: string | null,
): { key: MessageKey; withDescription?: string } {
  if (error === 'access_denied') return { key: `accounts.federated.${purpose}Cancelled` }
  if (error === '') return { key: `accounts.federated.${purpose}Generic` }
  return { key: `accounts.federated.${purpose}Error`, withDescription: description || error }
}

/**
 * What the two-factor step says when the code is refused: the server's words for a wrong or used code, an
 * expired step or too many tries (they are in the request's language), ours when the server was not reached.
 */
export function describeTwoFactorFailure(error: unknown): Failure {
  if (error instanceof ApiError && [400, 401, 403, 429].includes(error.status)) return { text: error.message }
  return { key: 'security.errors.failed' }
}
