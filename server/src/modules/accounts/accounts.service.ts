import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Me, RegisterSchema } from '#domain/accounts/account.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import { AppError } from '../../shared/errors.ts'
import type { MessageCode } from '../../shared/i18n/messages.ts'
import { forwardCookies, toAuthRequest } from './auth-request.ts'
import { findFederatedProvider } from './businesses.repository.ts'
import { ensureBusiness } from './businesses.service.ts'

type Registration = z.output<typeof RegisterSchema>
type AuthUser = { id: string; name: string; email: string; image?: string | null; createdAt: Date | string }
type AccountUser = AuthUser & { phone?: string; countryCode?: string }

type ErrorMapping = (status: number, code: string) => [MessageCode, number]

/** Calls one better-auth endpoint for this request; fails with our error code when it answers an error. */
async function callAuth<T = { user: AccountUser }>(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  body: unknown,
  toError: ErrorMapping,
): Promise<T> {
  const response = await request.server.auth.handler(toAuthRequest(request, path, body))
  if (response.status === 429) {
    forwardCookies(response, reply)
    throw new AppError('rate_limited', 429)
  }
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { code?: string }
    const [code, status] = toError(response.status, failure.code ?? '')
    throw new AppError(code, status, failure)
  }
  forwardCookies(response, reply)
  return (await response.json()) as T
}

// What a wrong emailed code means to the person typing it.
const codeErrors: ErrorMapping = (status, code) => {
  if (code === 'TOO_MANY_ATTEMPTS') return ['code_locked', 403]
  if (code === 'OTP_EXPIRED') return ['code_expired', 400]
  return status < 500 ? ['code_invalid', 400] : ['internal', 500]
}

/** Emails a recovery code to the account, if there is one: an unknown email gets the same answer. */
export async function requestRecoveryCode(request: FastifyRequest, reply: FastifyReply, email: string) {
  await callAuth(request, reply, '/api/auth/email-otp/request-password-reset', { email }, codeErrors)
}

/** Checks a recovery code without using it up; a wrong one counts as one of the code's three tries. */
export async function checkRecoveryCode(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  code: string,
) {
  const body = { email, otp: code, type: 'forget-password' }
  await callAuth(request, reply, '/api/auth/email-otp/check-verification-otp', body, codeErrors)
}

/** Sets a new password with a recovery code; every session of the account ends. */
export async function resetPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  form: { email: string; code: string; password: string },
) {
  const body = { email: form.email, otp: form.code, password: form.password }
  await callAuth(request, reply, '/api/auth/email-otp/reset-password', body, codeErrors)
}

/** Emails a sign-in code (the sign-in dialog's login view). */
export async function requestSignInCode(request: FastifyRequest, reply: FastifyReply, email: string) {
  await callAuth(
    request,
    reply,
    '/api/auth/email-otp/send-verification-otp',
    { email, type: 'sign-in' },
    codeErrors,
  )
}

/** Signs in with an emailed code, creating the account with this name and phone when the email is new. */
export async function signInWithCode(
  request: FastifyRequest,
  reply: FastifyReply,
  form: { email: string; code: string; name: string; countryCode: string; phone: string },
) {
  const phone = form.phone ? `${getCountry(form.countryCode).prefix} ${form.phone}` : ''
  // The dialog lets the name be empty (spec §5): a new account is then named after its email.
  const name = form.name || form.email.split('@')[0] || form.email
  const body = { email: form.email, otp: form.code, name, countryCode: form.countryCode, phone }
  const { user } = await callAuth(request, reply, '/api/auth/sign-in/email-otp', body, codeErrors)
  return describeOwner(request, user)
}

/** The signed-in owner as the web app sees them (spec §3 "User profile record") with their business. */
export async function describeOwner(request: FastifyRequest, user: AccountUser): Promise<Me> {
  const { db } = request.server.database
  const [business, provider] = await Promise.all([
    ensureBusiness(db, user),
    findFederatedProvider(db, user.id),
  ])
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    createdAt: new Date(user.createdAt).toISOString(),
    profilePicture: user.image ?? null,
    // Spec §3 names Google's as "Google"; another provider keeps its configured name.
    authProvider:
      provider === 'google' ? 'Google' : provider ? (request.server.config.oidc?.name ?? provider) : null,
    business: {
      id: business.id,
      name: business.name,
      slug: business.slug,
      currency: business.currency,
      timeZone: business.timeZone,
      language: business.language,
    },
  }
}

/** Creates an account (and its business) and signs it in: the session cookie goes on `reply`. */
export async function registerAccount(request: FastifyRequest, reply: FastifyReply, form: Registration) {
  const phone = form.phone ? `${getCountry(form.countryCode).prefix} ${form.phone}` : ''
  const body = {
    name: form.name,
    email: form.email,
    password: form.password,
    phone,
    countryCode: form.countryCode,
  }
  const { user } = await callAuth(request, reply, '/api/auth/sign-up/email', body, (status, code) => {
    if (code.startsWith('USER_ALREADY_EXISTS')) return ['email_in_use', 409]
    return status < 500 ? ['register_failed', 400] : ['register_failed', 500]
  })
  return describeOwner(request, user)
}

/** Signs in with email and password: the session cookie goes on `reply`. */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
) {
  const { user } = await callAuth(request, reply, '/api/auth/sign-in/email', credentials, (status) =>
    status < 500 ? ['invalid_credentials', 401] : ['internal', 500],
  )
  return describeOwner(request, user)
}

/** Ends the request's session, if any, and clears its cookie. */
export async function signOut(request: FastifyRequest, reply: FastifyReply) {
  const response = await request.server.auth.handler(toAuthRequest(request, '/api/auth/sign-out', {}))
  // Without a session there is nothing to end; any other refusal must not pass for a sign-out.
  if (!response.ok && response.status !== 401) throw new AppError('internal', 500, await response.text())
  forwardCookies(response, reply)
}

/** The user of the request's session, or undefined without a valid one. */
export async function findSessionUser(request: FastifyRequest): Promise<AccountUser | undefined> {
  const session = await request.server.auth.api.getSession({ headers: toAuthRequest(request, '/').headers })
  return (session?.user as AccountUser | undefined) ?? undefined
}
