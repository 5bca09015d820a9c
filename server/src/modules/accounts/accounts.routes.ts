import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LoginSchema, MeSchema, RegisterSchema } from '#domain/accounts/account.schema.ts'
import { AppError } from '../../errors.ts'
import { describeOwner, findSessionUser, registerAccount, signIn, signOut } from './accounts.service.ts'
import { forwardCookies, toAuthRequest } from './auth-request.ts'

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })
const UserReply = z.object({ user: MeSchema })

/**
 * Accounts (issue 4): `POST /api/accounts` registers, `POST /api/sessions` signs in, `DELETE
 * /api/sessions/current` signs out, `GET /api/me` says who is signed in. better-auth's own endpoints answer
 * under `/api/auth/*`.
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

  app.delete('/sessions/current', async (request, reply) => {
    await signOut(request, reply)
    return reply.status(204).send()
  })

  app.get('/me', { schema: { response: { 200: UserReply, 401: ErrorSchema } } }, async (request, reply) => {
    const user = await findSessionUser(request)
    if (!user) throw new AppError('unauthenticated', 401)
    reply.header('cache-control', 'no-store')
    return { user: await describeOwner(request, user) }
  })

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
