import { z } from 'zod'
import type { MessageCode } from './i18n/messages.ts'

/** The one error type of the API: a code the client can act on and the HTTP status it maps to. */
export class AppError extends Error {
  override name = 'AppError'
  readonly code: MessageCode
  readonly statusCode: number

  constructor(code: MessageCode, statusCode: number, cause?: unknown) {
    super(code, { cause })
    this.code = code
    this.statusCode = statusCode
  }
}

/**
 * A 429 with the seconds to wait: the error handler sends them as Retry-After (RFC 9110 §10.2.3) beside the
 * usual body. Every hourly limit and the full analysis queue throw it.
 */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number

  constructor(code: MessageCode, retryAfterSeconds: number) {
    super(code, 429)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The body of every error response: `{ error: { code, message } }`, message in the caller's language. */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]>; limits?: Record<string, number> }
}

/** The error body as a route's response schema. */
export const ErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })

/**
 * A 400 that keeps the fields that failed and their message keys, so a form can mark each one, and the
 * limit of each value that was too long (characters, or items of a list): a long value is refused, never cut.
 */
export const ValidationErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    limits: z.record(z.string(), z.number().int()).optional(),
  }),
})

/**
 * A 400 that names the fields at fault and why (message keys or codes), and the limit of each over-long one,
 * as a schema's validation does.
 */
export class InvalidFieldsError extends AppError {
  readonly fields: Record<string, string[]>
  readonly limits: Record<string, number> | undefined

  constructor(code: MessageCode, fields: Record<string, string[]>, limits?: Record<string, number>) {
    super(code, 400)
    this.fields = fields
    this.limits = limits
  }
}

/**
 * An error whose body carries more than its code and message, beside them in `error` (a full booking slot
 * answers the free slots nearest to it as `error.nearest`).
 */
export class DetailedError extends AppError {
  readonly details: Record<string, unknown>

  constructor(code: MessageCode, statusCode: number, details: Record<string, unknown>) {
    super(code, statusCode)
    this.details = details
  }
}
