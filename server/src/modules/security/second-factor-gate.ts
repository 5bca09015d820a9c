import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { deleteSessionCookie } from 'better-auth/cookies'
import { generateRandomString } from 'better-auth/crypto'

/** Where an OAuth callback sends a person whose account asks for a second factor: the login page's code step. */
export const SECOND_FACTOR_PAGE = '/login?dosPasos=1'

/** The two-factor plugin's challenge cookie and how long it lasts (its defaults, constant.mjs and index.mjs). */
const TWO_FACTOR_COOKIE = 'two_factor'
const CHALLENGE_SECONDS = 600

// The first factors that answer JSON to our own routes; the others (OAuth callbacks) answer a redirect.
const JSON_FIRST_FACTORS = new Set(['/sign-in/email-otp', '/sign-in/social'])

/** How better-auth's router answers: an `APIError` whose status is a redirect carries `Location`. */
type Redirect = Error & { status?: unknown; statusCode?: number; headers?: Headers }

/**
 * better-auth's two-factor plugin challenges only password sign-in (`/sign-in/email`, its own after hook).
 * Every other way a session is born without one before it (an e-mailed code, Google, OIDC, a Google ID
 * token, and whatever first factor comes next) passes here: when the new session's user has two-factor on,
 * the session and its cookie are removed and the plugin's challenge is set exactly as the plugin sets it, so
 * its `/two-factor/verify-totp` and `/two-factor/verify-backup-code` finish the sign-in. Deny by default: a
 * path is let through only when the request was signed in already as the same user (`ctx.context.session`: a
 * password change, or better-auth renewing a day-old session, makes a session for someone signed in; tested
 * in two-factor.routes.test.ts) or is the second factor itself.
 */
const secondFactorGate = createAuthMiddleware(async (ctx) => {
  const born = ctx.context.newSession
  if (!born?.user.twoFactorEnabled) return
  const path = ctx.path ?? ''
  // The plugin handles password sign-in; the second factor's own endpoints are what ends the challenge.
  if (path === '/sign-in/email' || path.startsWith('/two-factor/')) return
  // Only the same person: a session of someone else on the request (a shared computer, an attacker's own
  // account) must not let a sign-in into this account skip its second factor.
  if (ctx.context.session?.user.id === born.user.id) return

  deleteSessionCookie(ctx, true)
  await ctx.context.internalAdapter.deleteSession(born.session.token)
  ctx.context.setNewSession(null)
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS })
  const identifier = `2fa-${generateRandomString(20)}`
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000)
  await ctx.context.internalAdapter.createVerificationValue({
    value: born.user.id,
    identifier,
    expiresAt,
  })
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  })
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes)
  if (JSON_FIRST_FACTORS.has(path) && !isRedirect(ctx.context.returned)) {
    return ctx.json({ twoFactorRequired: true })
  }
  throw ctx.redirect(SECOND_FACTOR_PAGE)
})

function isRedirect(returned: unknown): boolean {
  const status = (returned as Redirect | undefined)?.statusCode
  return typeof status === 'number' && status >= 300 && status < 400
}

/** The gate as a better-auth plugin: its after hook sees every endpoint, after the app's own hooks. */
export const secondFactorGatePlugin = {
  id: 'second-factor-gate',
  hooks: { after: [{ matcher: () => true, handler: secondFactorGate }] },
} satisfies BetterAuthPlugin
