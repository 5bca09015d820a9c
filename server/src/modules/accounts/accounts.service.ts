import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Me, RegisterSchema } from '#domain/accounts/account.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import { AppError } from '../../errors.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import { forwardCookies, toAuthRequest } from './auth-request.ts'
import { ensureBusiness } from './businesses.service.ts'

type Registration = z.output<typeof RegisterSchema>
type AuthUser = { id: string; name: string; email: string; image?: string | null; createdAt: Date | string }
type AccountUser = AuthUser & { phone?: string; countryCode?: string }

/** Calls one better-auth endpoint for this request; fails with our error code when it answers an error. */
async function callAuth(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  body: unknown,
  toError: (status: number, code: string) => [MessageCode, number],
): Promise<{ user: AccountUser }> {
  const response = await request.server.auth.handler(toAuthRequest(request, path, body))
  if (response.status === 429) throw new AppError('rate_limited', 429)
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { code?: string }
    const [code, status] = toError(response.status, failure.code ?? '')
    throw new AppError(code, status, failure)
  }
  forwardCookies(response, reply)
  return (await response.json()) as { user: AccountUser }
}

/** The signed-in owner as the web app sees them (spec §3 "User profile record") with their business. */
export async function describeOwner(request: FastifyRequest, user: AccountUser): Promise<Me> {
  const business = await ensureBusiness(request.server.database.db, user)
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    createdAt: new Date(user.createdAt).toISOString(),
    profilePicture: user.image ?? null,
    authProvider: null,
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
  forwardCookies(response, reply)
}

/** The user of the request's session, or undefined without a valid one. */
export async function findSessionUser(request: FastifyRequest): Promise<AccountUser | undefined> {
  const session = await request.server.auth.api.getSession({ headers: toAuthRequest(request, '/').headers })
  return (session?.user as AccountUser | undefined) ?? undefined
}
