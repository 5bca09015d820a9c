import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import type { Database } from '../../db/database.ts'
import { type Clock, countInHour, readHourCount } from '../../db/hourly-limit.ts'

/**
 * Wrong passwords one account may take in an hour, from any number of addresses: past it the password is
 * refused for the rest of the hour, on sign-in and wherever the signed-in owner confirms theirs (a password
 * change, two-factor on or off, backup codes). E-mailed codes and recovery still work, so guessing cannot
 * lock an owner out: it only closes the door being guessed at.
 */
export const PASSWORD_TRIES_PER_HOUR = 10

/** The better-auth error code of a refusal for an account past its wrong passwords, with `retryAfter` seconds. */
export const PASSWORD_TRIES_EXHAUSTED = 'PASSWORD_TRIES_EXHAUSTED'

// better-auth's endpoints that check a password: the sign-in by the e-mail in the body, the others by the
// signed-in owner's.
const SIGN_IN_PATH = '/sign-in/email'
const CONFIRMING_PATHS = new Set([
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
])

const triesKey = (email: string) => `password-tries:${email.trim().toLowerCase()}`

const checksPassword = (ctx: { path?: string }) =>
  ctx.path === SIGN_IN_PATH || CONFIRMING_PATHS.has(ctx.path ?? '')

type HookContext = Parameters<typeof getSessionFromCtx>[0]

/** The account whose password the request checks, by its e-mail: the one typed, or the signed-in owner's. */
async function accountOf(ctx: HookContext): Promise<string | undefined> {
  if (ctx.path === SIGN_IN_PATH) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email : undefined
  }
  return (await getSessionFromCtx(ctx))?.user.email
}

/** Whether better-auth answered that the password was wrong. */
function isWrongPassword(returned: unknown): boolean {
  const code = (returned as { body?: { code?: string } } | undefined)?.body?.code
  return code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD'
}

export type PasswordGuardDeps = {
  db: Database
  clock: Clock
  /** Tells the account's owner, once an hour at most, that their password is refused for the hour. */
  onLocked: (email: string) => Promise<void>
}

/**
 * The guard as a better-auth plugin: before a password is checked, an account past its wrong tries is
 * refused (429 with the seconds left); after, a wrong password counts one try, and the try that reaches the
 * cap tells the owner.
 */
export function createPasswordGuard(deps: PasswordGuardDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    const email = await accountOf(ctx)
    if (!email) return
    const { count, retryAfterSeconds } = await readHourCount(deps.db, triesKey(email), deps.clock())
    if (count < PASSWORD_TRIES_PER_HOUR) return
    const retryAfter = String(retryAfterSeconds)
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: PASSWORD_TRIES_EXHAUSTED, message: 'Too many wrong passwords for this account', retryAfter },
      { 'x-retry-after': retryAfter },
    )
  })
  const after = createAuthMiddleware(async (ctx) => {
    if (!isWrongPassword(ctx.context.returned)) return
    const email = await accountOf(ctx)
    if (!email) return
    const { count } = await countInHour(deps.db, triesKey(email), PASSWORD_TRIES_PER_HOUR, deps.clock())
    // Exactly one request sees the count reach the cap (the upsert is atomic): the owner is told once.
    if (count === PASSWORD_TRIES_PER_HOUR) await deps.onLocked(email)
  })
  return {
    id: 'password-guard',
    hooks: {
      before: [{ matcher: checksPassword, handler: before }],
      after: [{ matcher: checksPassword, handler: after }],
    },
  } satisfies BetterAuthPlugin
}
