import type { z } from 'zod'
import type { Me, RegisterSchema } from '#domain/accounts/account.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import type { Database } from '../../db/database.ts'
import { AppError, RetryLaterError } from '../../shared/errors.ts'
import type { MessageCode } from '../../shared/i18n/messages.ts'
import { createTurns } from '../../shared/one-at-a-time.ts'
import type { Auth } from './auth.ts'
import { findFederatedProvider, hasAccountWithEmail } from './businesses.repository.ts'
import { describeBusiness } from './businesses.service.ts'
import { CODE_TRIES_EXHAUSTED } from './code-guard.ts'
import { listMemberships } from './memberships.repository.ts'
import { PASSWORD_TRIES_EXHAUSTED } from './password-guard.ts'
import { type CurrentBusiness, ensureOwnBusiness } from './session-business.ts'

type Registration = z.output<typeof RegisterSchema>
type AuthUser = {
  id: string
  name: string
  email: string
  emailVerified?: boolean
  image?: string | null
  createdAt: Date | string
}
export type AccountUser = AuthUser & { phone?: string; countryCode?: string }

/** What the account rules need: the database, better-auth, the public address and the OIDC button's name. */
export type AccountsDeps = {
  db: Database
  auth: Auth
  publicUrl: string
  oidcName: string | undefined
  /** Whether the deployment sends WhatsApp messages (the Cloud API is configured). */
  whatsappMessages: boolean
}

/**
 * The caller as better-auth sees them: the request's headers with the caller's address and our origin set
 * (accounts.http.ts builds them). Every call answers the cookies better-auth set, for the reply to carry.
 */
export type AuthHeaders = Headers

/** A result and the Set-Cookie values that go with it (a sign-in sets the session, a sign-out clears it). */
export type WithCookies<T = object> = T & { cookies: string[] }

/**
 * A first factor's answer: the user and their session, or, with two-factor on, no session until the second
 * step (`POST /api/sessions/two-factor`): the plugin answers `twoFactorRedirect`, our gate
 * `twoFactorRequired` (modules/security/second-factor-gate.ts).
 */
type FirstFactor = { user?: AccountUser; twoFactorRedirect?: true; twoFactorRequired?: true }
/** Signed in, or waiting for the second factor (with its challenge cookie). */
export type SignedIn = { user: Me } | { twoFactorRequired: true }

export type ErrorMapping = (status: number, code: string) => [MessageCode, number]

/**
 * A web Request for one better-auth endpoint on behalf of the caller whose headers these are: a POST with a
 * JSON body when one is given, else the given method. The one place such a request is made.
 */
export function toAuthRequest(
  publicUrl: string,
  headers: AuthHeaders,
  path: string,
  { method, body }: { method: string; body?: unknown },
): Request {
  const url = new URL(path, publicUrl)
  if (body === undefined) return new Request(url, { method, headers })
  const jsonHeaders = new Headers(headers)
  jsonHeaders.set('content-type', 'application/json')
  return new Request(url, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(body) })
}

function postToAuth(
  deps: AccountsDeps,
  headers: AuthHeaders,
  path: string,
  body: unknown,
): Promise<Response> {
  return deps.auth.handler(toAuthRequest(deps.publicUrl, headers, path, { method: 'POST', body }))
}

/** Calls one better-auth endpoint; fails with our error code when it answers an error. */
// Our guards' 429s (code-guard.ts, password-guard.ts), each with its own message; any other is the rate limit.
const TRIES_EXHAUSTED: Record<string, MessageCode> = {
  [CODE_TRIES_EXHAUSTED]: 'code_tries_exhausted',
  [PASSWORD_TRIES_EXHAUSTED]: 'password_tries_exhausted',
}

export async function callAuth<T = { user: AccountUser }>(
  deps: AccountsDeps,
  headers: AuthHeaders,
  path: string,
  body: unknown,
  toError: ErrorMapping,
): Promise<WithCookies<{ data: T }>> {
  // better-auth throws its unexpected failures (auth.ts): they mean what a 500 of its would.
  const response = await postToAuth(deps, headers, path, body).catch((error: unknown) => {
    throw new AppError(...toError(500, ''), error)
  })
  if (response.status === 429) {
    // better-auth says how long to wait in its own header; the error handler sends it as Retry-After.
    const retryAfter = Number(response.headers.get('x-retry-after'))
    const failure = (await response.json().catch(() => ({}))) as { code?: string }
    const code = TRIES_EXHAUSTED[failure.code ?? ''] ?? 'rate_limited'
    throw retryAfter > 0 ? new RetryLaterError(code, retryAfter) : new AppError(code, 429)
  }
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { code?: string }
    const [code, status] = toError(response.status, failure.code ?? '')
    throw new AppError(code, status, failure)
  }
  return { data: (await response.json()) as T, cookies: response.headers.getSetCookie() }
}

// What a wrong emailed code means to the person typing it.
export const codeErrors: ErrorMapping = (status, code) => {
  if (code === 'TOO_MANY_ATTEMPTS') return ['code_locked', 403]
  if (code === 'OTP_EXPIRED') return ['code_expired', 400]
  return status < 500 ? ['code_invalid', 400] : ['internal', 500]
}

/** Emails a recovery code to the account, if there is one: an unknown email gets the same answer. */
export async function requestRecoveryCode(
  deps: AccountsDeps,
  headers: AuthHeaders,
  email: string,
): Promise<WithCookies> {
  const path = '/api/auth/email-otp/request-password-reset'
  const { cookies } = await callAuth(deps, headers, path, { email }, codeErrors)
  return { cookies }
}

/** Checks a recovery code without using it up; a wrong one counts as one of the code's three tries. */
export async function checkRecoveryCode(
  deps: AccountsDeps,
  headers: AuthHeaders,
  email: string,
  code: string,
): Promise<WithCookies> {
  const body = { email, otp: code, type: 'forget-password' }
  const path = '/api/auth/email-otp/check-verification-otp'
  const { cookies } = await callAuth(deps, headers, path, body, codeErrors)
  return { cookies }
}

/** Sets a new password with a recovery code; every session of the account ends. */
export async function resetPassword(
  deps: AccountsDeps,
  headers: AuthHeaders,
  form: { email: string; code: string; password: string },
): Promise<WithCookies> {
  const body = { email: form.email, otp: form.code, password: form.password }
  const { cookies } = await callAuth(deps, headers, '/api/auth/email-otp/reset-password', body, codeErrors)
  return { cookies }
}

/** Emails a sign-in code (the sign-in dialog's login view). */
export async function requestSignInCode(
  deps: AccountsDeps,
  headers: AuthHeaders,
  email: string,
): Promise<WithCookies> {
  const body = { email, type: 'sign-in' }
  const path = '/api/auth/email-otp/send-verification-otp'
  const { cookies } = await callAuth(deps, headers, path, body, codeErrors)
  return { cookies }
}

/** Signs in with an emailed code, creating the account with this name and phone when the email is new. */
export async function signInWithCode(
  deps: AccountsDeps,
  headers: AuthHeaders,
  form: { email: string; code: string; name: string; countryCode: string; phone: string },
): Promise<WithCookies<SignedIn>> {
  const phone = form.phone ? `${getCountry(form.countryCode).prefix} ${form.phone}` : ''
  // The dialog lets the name be empty (docs/product-spec.md §5): a new account is then named after its email.
  const name = form.name || form.email.split('@')[0] || form.email
  const body = { email: form.email, otp: form.code, name, countryCode: form.countryCode, phone }
  const { data, cookies } = await callAuth<FirstFactor>(
    deps,
    headers,
    '/api/auth/sign-in/email-otp',
    body,
    codeErrors,
  )
  return data.user
    ? { user: await describeOwner(deps, data.user), cookies }
    : { twoFactorRequired: true, cookies }
}

/**
 * Emails the signed-in owner a new code to confirm their address; nothing when it is confirmed already. Goes
 * through better-auth's endpoint so its rate limit and the wrong-tries cap apply.
 */
export async function requestEmailVerification(
  deps: AccountsDeps,
  headers: AuthHeaders,
  user: AccountUser,
): Promise<WithCookies> {
  if (user.emailVerified) return { cookies: [] }
  const body = { email: user.email, type: 'email-verification' }
  const path = '/api/auth/email-otp/send-verification-otp'
  const { cookies } = await callAuth(deps, headers, path, body, codeErrors)
  return { cookies }
}

/**
 * Confirms the signed-in owner's address with the code emailed to it: the public menu goes live. Every
 * session of the account stays (better-auth's verify-email ends none and starts none).
 */
export async function confirmEmail(
  deps: AccountsDeps,
  headers: AuthHeaders,
  user: AccountUser,
  code: string,
): Promise<WithCookies<{ user: Me }>> {
  if (user.emailVerified) return { user: await describeOwner(deps, user), cookies: [] }
  const body = { email: user.email, otp: code }
  const { data, cookies } = await callAuth(
    deps,
    headers,
    '/api/auth/email-otp/verify-email',
    body,
    codeErrors,
  )
  return { user: await describeOwner(deps, { ...user, ...data.user }), cookies }
}

/**
 * The signed-in user as the web app sees them (docs/product-spec.md §3 "User profile record") with the
 * business their session works in (`current`; their own when not given: a new session's), their role there
 * and every business they are a member of.
 */
export async function describeOwner(
  deps: AccountsDeps,
  user: AccountUser,
  current?: CurrentBusiness,
): Promise<Me> {
  const { business, role, ownerCountry } = current ?? (await ensureOwnBusiness(deps.db, user))
  const [provider, memberships] = await Promise.all([
    findFederatedProvider(deps.db, user.id),
    listMemberships(deps.db, user.id),
  ])
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified === true,
    phone: user.phone ?? '',
    createdAt: new Date(user.createdAt).toISOString(),
    profilePicture: user.image ?? null,
    // docs/product-spec.md §3 names Google's as "Google"; another provider keeps its configured name.
    authProvider: provider === 'google' ? 'Google' : provider ? (deps.oidcName ?? provider) : null,
    business: describeBusiness(business, ownerCountry, deps.whatsappMessages),
    role,
    businesses: memberships.map(({ id, name, slug, role }) => ({ id, name, slug, role })),
  }
}

// Sign-ups of one e-mail wait for each other: better-auth looks the e-mail up, then inserts, so two at once
// would both pass the look-up and the second fail on the unique index (an error in the log, a 400 for the
// person). In turn, the second finds the account and answers "in use".
const signUpTurns = createTurns()

/** Creates an account (and its business) and signs it in: the answer carries the session cookie. */
export function registerAccount(
  deps: AccountsDeps,
  headers: AuthHeaders,
  form: Registration,
): Promise<WithCookies<{ user: Me }>> {
  return signUpTurns(form.email.trim().toLowerCase(), () => createAccount(deps, headers, form))
}

async function createAccount(
  deps: AccountsDeps,
  headers: AuthHeaders,
  form: Registration,
): Promise<WithCookies<{ user: Me }>> {
  const phone = form.phone ? `${getCountry(form.countryCode).prefix} ${form.phone}` : ''
  const body = {
    name: form.name,
    businessName: form.businessName,
    email: form.email,
    password: form.password,
    phone,
    countryCode: form.countryCode,
  }
  const { data, cookies } = await callAuth(deps, headers, '/api/auth/sign-up/email', body, (status, code) => {
    if (code.startsWith('USER_ALREADY_EXISTS')) return ['email_in_use', 409]
    return status < 500 ? ['register_failed', 400] : ['register_failed', 500]
  }).catch(async (error: unknown) => {
    // Another server's sign-up of the same e-mail won the race: that account exists now.
    if (
      error instanceof AppError &&
      error.statusCode === 400 &&
      (await hasAccountWithEmail(deps.db, form.email))
    ) {
      throw new AppError('email_in_use', 409)
    }
    throw error
  })
  return { user: await describeOwner(deps, data.user), cookies }
}

/** Signs in with email and password: the answer carries the session cookie. */
export async function signIn(
  deps: AccountsDeps,
  headers: AuthHeaders,
  credentials: { email: string; password: string },
): Promise<WithCookies<SignedIn>> {
  const path = '/api/auth/sign-in/email'
  const { data, cookies } = await callAuth<FirstFactor>(deps, headers, path, credentials, (status) =>
    status < 500 ? ['invalid_credentials', 401] : ['internal', 500],
  )
  return data.user
    ? { user: await describeOwner(deps, data.user), cookies }
    : { twoFactorRequired: true, cookies }
}

/** Ends the caller's session, if any: the answer carries the cookie that clears it. */
export async function signOut(deps: AccountsDeps, headers: AuthHeaders): Promise<WithCookies> {
  const response = await postToAuth(deps, headers, '/api/auth/sign-out', {})
  // Without a session there is nothing to end; any other refusal must not pass for a sign-out.
  if (!response.ok && response.status !== 401) throw new AppError('internal', 500, await response.text())
  return { cookies: response.headers.getSetCookie() }
}

/** The user of the caller's session, or undefined without a valid one. */
export async function findSessionUser(
  deps: Pick<AccountsDeps, 'auth'>,
  headers: AuthHeaders,
): Promise<AccountUser | undefined> {
  const session = await deps.auth.api.getSession({ headers })
  return (session?.user as AccountUser | undefined) ?? undefined
}
