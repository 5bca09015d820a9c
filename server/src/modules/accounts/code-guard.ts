import { randomInt } from 'node:crypto'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { CODE_ALPHABET, CODE_LENGTH } from '#domain/accounts/account.schema.ts'
import type { Database } from '../../db/database.ts'
import { type Clock, countInHour, readHourCount } from '../../db/hourly-limit.ts'

/**
 * Wrong code tries an address may make in an hour, over all its codes and every code endpoint (sign-in,
 * recovery, email confirmation): each code dies after three, but without this a new code could be asked for
 * again and again. Past it, no code is sent or accepted for the address until the hour is over.
 */
export const CODE_TRIES_PER_HOUR = 10

/** The better-auth error code of a refusal for an address past its wrong tries, with `retryAfter` seconds. */
export const CODE_TRIES_EXHAUSTED = 'CODE_TRIES_EXHAUSTED'

// better-auth's endpoints that email a code, and those that take one (a change of e-mail's too, counted on
// the new address): every path to a code is guarded here, our own routes (which forward to these) and
// better-auth's pass-through under /api/auth alike.
const SENDING_PATHS = new Set([
  '/email-otp/send-verification-otp',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
  '/email-otp/request-email-change',
])
const CHECKING_PATHS = new Set([
  '/sign-in/email-otp',
  '/email-otp/check-verification-otp',
  '/email-otp/verify-email',
  '/email-otp/reset-password',
  '/email-otp/change-email',
])

/** A new code: CODE_LENGTH characters of the code alphabet, from the system's secure random source. */
export function generateCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

const triesKey = (email: string) => `code-tries:${email.trim().toLowerCase()}`

export type CodeGuardDeps = {
  db: Database
  clock: Clock
  /** Tells the address's owner, once an hour at most, that its codes are blocked. */
  onLocked: (email: string) => Promise<void>
}

/** Whether the address has used up its wrong tries for the hour: then it gets no code at all. */
export async function isCodeLocked(deps: Pick<CodeGuardDeps, 'db' | 'clock'>, email: string) {
  const { count } = await readHourCount(deps.db, triesKey(email), deps.clock())
  return count >= CODE_TRIES_PER_HOUR
}

type Body = { email?: unknown; newEmail?: unknown; otp?: unknown }

// The address a code goes to: the account's, or the new one a change of e-mail is confirmed by.
function readEmail(body: unknown): string | undefined {
  const { email, newEmail } = (body as Body | undefined) ?? {}
  if (typeof email === 'string') return email
  return typeof newEmail === 'string' ? newEmail : undefined
}

/** Whether better-auth answered that the code was wrong (an expired or used-up code guesses nothing). */
function isWrongCode(returned: unknown): boolean {
  return (returned as { body?: { code?: string } } | undefined)?.body?.code === 'INVALID_OTP'
}

/**
 * better-auth's before and after hooks for codes: before, an address past its wrong tries is refused (429
 * with the seconds left) and the typed code is read in capitals; after, a wrong code counts one try, and the
 * try that reaches the cap tells the owner.
 */
export function createCodeGuard(deps: CodeGuardDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? ''
    if (!SENDING_PATHS.has(path) && !CHECKING_PATHS.has(path)) return
    const email = readEmail(ctx.body)
    if (!email) return
    const { count, retryAfterSeconds } = await readHourCount(deps.db, triesKey(email), deps.clock())
    if (count >= CODE_TRIES_PER_HOUR) {
      const retryAfter = String(retryAfterSeconds)
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: CODE_TRIES_EXHAUSTED, message: 'Too many wrong codes for this email', retryAfter },
        { 'x-retry-after': retryAfter },
      )
    }
    const otp = (ctx.body as Body).otp
    if (CHECKING_PATHS.has(path) && typeof otp === 'string') {
      return { context: { body: { ...ctx.body, otp: otp.trim().toUpperCase() } } }
    }
  })
  const after = createAuthMiddleware(async (ctx) => {
    if (!CHECKING_PATHS.has(ctx.path ?? '') || !isWrongCode(ctx.context.returned)) return
    const email = readEmail(ctx.body)
    if (!email) return
    const { count } = await countInHour(deps.db, triesKey(email), CODE_TRIES_PER_HOUR, deps.clock())
    // Exactly one request sees the count reach the cap (the upsert is atomic): the owner is told once.
    if (count === CODE_TRIES_PER_HOUR) await deps.onLocked(email)
  })
  return { before, after }
}
