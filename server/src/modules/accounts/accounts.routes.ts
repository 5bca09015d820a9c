import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CodeCheckSchema,
  CodeSignInSchema,
  CodeSignInVerifySchema,
  LoginSchema,
  MeSchema,
  NewPasswordSchema,
  RecoverSchema,
  RegisterSchema,
} from '#domain/accounts/account.schema.ts'
import { AppError, ErrorBodySchema as ErrorSchema } from '../../errors.ts'
import {
  checkRecoveryCode,
  describeOwner,
  findSessionUser,
  registerAccount,
  requestRecoveryCode,
  requestSignInCode,
  resetPassword,
  signIn,
  signInWithCode,
  signOut,
} from './accounts.service.ts'
import { forwardCookies, toAuthRequest } from './auth-request.ts'

const UserReply = z.object({ user: MeSchema })

/**
 * Accounts (issue 4): `POST /api/accounts` registers, `POST /api/sessions` signs in, `DELETE
 * /api/sessions/current` signs out, `GET /api/me` says who is signed in; `/api/password-resets` recovers an
 * account by an emailed code, `/api/sign-in-codes` signs in by one. better-auth's own endpoints answer under
 * `/api/auth/*`.
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts',
    { schema: { body: RegisterSchema, response: { 201: UserReply, 400: ErrorSchema, 409: ErrorSchema } } },
    async (request, reply) => {
      const user = await registerAccount(request, reply, request.body)
      return reply.status(201).send({ user })
    },
  )

  app.post(
    '/sessions',
    { schema: { body: LoginSchema, response: { 200: UserReply, 401: ErrorSchema } } },
    async (request, reply) => ({ user: await signIn(request, reply, request.body) }),
  )

  app.delete('/sessions/current', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await signOut(request, reply)
    return reply.status(204).send(null)
  })

  app.get('/me', { schema: { response: { 200: UserReply, 401: ErrorSchema } } }, async (request, reply) => {
    const user = await findSessionUser(request)
    if (!user) throw new AppError('unauthenticated', 401)
    reply.header('cache-control', 'no-store')
    return { user: await describeOwner(request, user) }
  })

  // What the sign-in screens take from the configuration: which federated sign-in buttons to show (only
  // configured providers have one, issue 4 item 4) and the support address, if there is one.
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
      await requestRecoveryCode(request, reply, request.body.email)
      return reply.status(202).send()
    },
  )

  app.post(
    '/password-resets/check',
    { schema: { body: CodeCheckSchema, response: codeErrors } },
    async (request, reply) => {
      await checkRecoveryCode(request, reply, request.body.email, request.body.code)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/password-resets/complete',
    { schema: { body: NewPasswordSchema, response: codeErrors } },
    async (request, reply) => {
      await resetPassword(request, reply, request.body)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/sign-in-codes',
    { schema: { body: CodeSignInSchema, response: { 202: z.void() } } },
    async (request, reply) => {
      await requestSignInCode(request, reply, request.body.email)
      return reply.status(202).send()
    },
  )

  app.post(
    '/sign-in-codes/verify',
    {
      schema: {
        body: CodeSignInVerifySchema,
        response: { 200: UserReply, 400: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => ({ user: await signInWithCode(request, reply, request.body) }),
  )

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    handler: async (request, reply) => {
      const path = request.url
      const response = await app.auth.handler(
        toAuthRequest(request, path, request.method === 'POST' ? (request.body ?? {}) : undefined),
      )
      forwardCookies(response, reply)
      reply.status(response.status)
      for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value)
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null)
    },
  })
}
