import { ApiError } from '../../lib/api.ts'
import type { MessageKey } from '../../lib/i18n.ts'

/** A message to show: one of ours, or the server's own words (already in the request's language). */
export type SecurityFailure = { key: MessageKey } | { text: string }

// Refusals whose words the server chose for this person: a wrong password or code, a limit, a conflict.
const spokenStatuses = new Set([400, 401, 403, 409, 429])

/**
 * What a form of this tab says when the server refuses: the server's message for a refusal it explains (a
 * wrong password, a wrong code, too many tries), ours when the server could not be reached or failed.
 */
export function describeSecurityFailure(error: unknown): SecurityFailure {
  if (error instanceof ApiError && spokenStatuses.has(error.status) && error.message)
    return { text: error.message }
  if (error instanceof ApiError && error.status === 0) return { key: 'security.errors.network' }
  return { key: 'security.errors.failed' }
}

/** The field a 400 names, when it names one of these (`{ fields: { currentPassword: [...] } }`). */
export function readFailedField<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.code === 'wrong_password' && fields.includes('currentPassword' as F))
    return 'currentPassword' as F
  if (error.code === 'wrong_password' && fields.includes('password' as F)) return 'password' as F
  return fields.find((field) => error.fields?.[field] !== undefined)
}
