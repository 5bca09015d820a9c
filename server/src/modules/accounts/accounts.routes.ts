import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CodeCheckSchema,
  CodeSignInSchema,
  CodeSignInVerifySchema,
  EmailVerificationSchema,
  LoginSchema,
  MeSchema,
  NewPasswordSchema,
  RecoverSchema,
  RegisterSchema,
} from '#domain/accounts/account.schema.ts'
import { TwoFactorRequiredSchema } from '#domain/security/security.schema.ts'
import { AppError, ErrorBodySchema as ErrorSchema } from '../../shared/errors.ts'
import {
  accountsDepsOf,
  forwardCookies,
  readAuthHeaders,
  sendCookies,
  toFastifyAuthRequest,
} from './accounts.http.ts'
import {
  checkRecoveryCode,
  confirmEmail,
  describeOwner,
  findSessionUser,
  registerAccount,
  requestEmailVerification,
  requestRecoveryCode,
  requestSignInCode,
  resetPassword,
  signIn,
  signInWithCode,
  signOut,
} from './accounts.service.ts'
import { findMeBusiness } from './require-business.ts'
import { guardUserFields } from './user-fields.guard.ts'

const UserReply = z.object({ user: MeSchema })
/**
 * better-auth endpoints not passed through under /api/auth: our routes under /api/security and
 * /api/sessions/two-factor call them, adding the owner's e-mail notices and our field errors.
 */
/** A first factor's answer: signed in, or (two-factor on) the second step to take, and no session yet. */
const SignInReply = z.union([UserReply, TwoFactorRequiredSchema])

// better-auth endpoints reached only through our own routes, which hold them to more rules: a change of
// e-mail (/api/profile/email-change) checks the address is free and tells the old one once it moves; a
// password or two-factor change tells the owner by e-mail and answers our field errors; the user's own
// fields (name, photo) are written by /api/profile, which checks them.
const OWN_ROUTES_ONLY = new Set([
  '/api/auth/email-otp/request-email-change',
  '/api/auth/email-otp/change-email',
  '/api/auth/change-password',
  '/api/auth/update-user',
  '/api/auth/change-email',
])
const isOurRouteOnly = (path: string) => OWN_ROUTES_ONLY.has(path) || path.startsWith('/api/auth/two-factor/')

/**
 * Accounts (decision 010): `POST /api/accounts` registers, `POST /api/sessions` signs in, `DELETE
 * /api/sessions/current` signs out, `GET /api/me` says who is signed in (null for nobody);
 * `/api/password-resets` recovers an account by an emailed code, `/api/sign-in-codes` signs in by one,
 * `/api/email-verifications` confirms the owner's address. better-auth's own endpoints answer under
 * `/api/auth/*`.
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountsDepsOf(app)
  app.addHook('preHandler', guardUserFields)

  app.post(
    '/accounts',
    { schema: { body: RegisterSchema, response: { 201: UserReply, 400: ErrorSchema, 409: ErrorSchema } } },
    async (request, reply) => {
      const { user, cookies } = await registerAccount(deps, readAuthHeaders(request), request.body)
      return sendCookies(reply, cookies).status(201).send({ user })
    },
  )

  app.post(
    '/sessions',
    { schema: { body: LoginSchema, response: { 200: SignInReply, 401: ErrorSchema } } },
    async (request, reply) => {
      const { cookies, ...answer } = await signIn(deps, readAuthHeaders(request), request.body)
      return sendCookies(reply, cookies).send(answer)
    },
  )

  app.delete('/sessions/current', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const { cookies } = await signOut(deps, readAuthHeaders(request))
    return sendCookies(reply, cookies).status(204).send(null)
  })

  // Nobody signed in is an answer, not an error: every signed-out page asks, and a 401 would put an error in
  // each visitor's console (decision 029).
  app.get(
    '/me',
    { schema: { response: { 200: z.object({ user: MeSchema.nullable() }) } } },
    async (request, reply) => {
      const current = await findMeBusiness(request)
      reply.header('cache-control', 'no-store')
      return { user: current ? await describeOwner(deps, current.user, current) : null }
    },
  )

  // What the sign-in screens take from the configuration: which federated sign-in buttons to show (only
  // configured providers have one, decision 010) and the support address, if there is one.
  app.get(
    '/auth-providers',
    {
      schema: {
        response: {
          200: z.object({
            google: z.boolean(),
            oidc: z.object({ name: z.string() }).nullable(),
            supportEmail: z.string().nullable(),
          }),
        },
      },
    },
    async () => ({
      google: app.config.google !== undefined,
      oidc: app.config.oidc ? { name: app.config.oidc.name } : null,
      supportEmail: app.config.supportEmail ?? null,
    }),
  )

  const codeErrors = { 204: z.null(), 400: ErrorSchema, 403: ErrorSchema }

  app.post(
    '/password-resets',
    { schema: { body: RecoverSchema, response: { 202: z.void() } } },
    async (request, reply) => {
      const { cookies } = await requestRecoveryCode(deps, readAuthHeaders(request), request.body.email)
      return sendCookies(reply, cookies).status(202).send()
    },
  )

  app.post(
    '/password-resets/check',
    { schema: { body: CodeCheckSchema, response: codeErrors } },
    async (request, reply) => {
      const { email, code } = request.body
      const { cookies } = await checkRecoveryCode(deps, readAuthHeaders(request), email, code)
      return sendCookies(reply, cookies).status(204).send(null)
    },
  )

  app.post(
    '/password-resets/complete',
    { schema: { body: NewPasswordSchema, response: codeErrors } },
    async (request, reply) => {
      const { cookies } = await resetPassword(deps, readAuthHeaders(request), request.body)
      return sendCookies(reply, cookies).status(204).send(null)
    },
  )

  app.post(
    '/sign-in-codes',
    { schema: { body: CodeSignInSchema, response: { 202: z.void() } } },
    async (request, reply) => {
      const { cookies } = await requestSignInCode(deps, readAuthHeaders(request), request.body.email)
      return sendCookies(reply, cookies).status(202).send()
    },
  )

  app.post(
    '/sign-in-codes/verify',
    {
      schema: {
        body: CodeSignInVerifySchema,
        response: { 200: SignInReply, 400: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { cookies, ...answer } = await signInWithCode(deps, readAuthHeaders(request), request.body)
      return sendCookies(reply, cookies).send(answer)
    },
  )

  // Confirming the owner's address (decision 023): sign-up emails a code; these resend it and use it.
  const signedInUser = async (request: FastifyRequest) => {
    const user = await findSessionUser(deps, readAuthHeaders(request))
    if (!user) throw new AppError('unauthenticated', 401)
    return user
  }

  app.post(
    '/email-verifications',
    { schema: { response: { 202: z.void(), 401: ErrorSchema, 429: ErrorSchema } } },
    async (request, reply) => {
      const headers = readAuthHeaders(request)
      const { cookies } = await requestEmailVerification(deps, headers, await signedInUser(request))
      return sendCookies(reply, cookies).status(202).send()
    },
  )

  app.post(
    '/email-verifications/confirm',
    {
      schema: {
        body: EmailVerificationSchema,
        response: { 200: UserReply, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request)
      const headers = readAuthHeaders(request)
      const confirmed = await confirmEmail(deps, headers, user, request.body.code)
      return sendCookies(reply, confirmed.cookies).send({ user: confirmed.user })
    },
  )

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    handler: async (request, reply) => {
      const path = request.url
      if (isOurRouteOnly(path.split('?')[0] ?? '')) throw new AppError('route_not_found', 404)
      const response = await app.auth.handler(
        toFastifyAuthRequest(request, path, request.method === 'POST' ? (request.body ?? {}) : undefined),
      )
      forwardCookies(response, reply)
      reply.status(response.status)
      for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value)
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null)
    },
  })
}
