import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountSessionListSchema,
  ChangePasswordSchema,
  SecurityOverviewSchema,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  TwoFactorSetupSchema,
} from '#domain/security/security.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { accountsDepsOf, readAuthHeaders, sendCookies } from '../accounts/index.ts'
import type { Mailer } from '../mail/index.ts'
import { requireAccountSession } from './account-session.ts'
import * as service from './security.service.ts'

export type SecurityRoutesOptions = { mailer: Mailer }

const errors = { 401: ErrorBodySchema, 429: ErrorBodySchema }
const formErrors = { 400: ValidationErrorSchema, 409: ErrorBodySchema, ...errors }

/**
 * Configuración → Seguridad (decision 042): the overview, the password change, two-factor on and off, and
 * the account's sessions. Every route acts on the session's own account only.
 */
export const securityRoutes: FastifyPluginAsyncZod<SecurityRoutesOptions> = async (app, { mailer }) => {
  app.addHook('preValidation', requireAccountSession)
  const deps: service.SecurityDeps = { ...accountsDepsOf(app), mailer, log: app.log }

  app.get(
    '/security',
    { schema: { response: { 200: SecurityOverviewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return service.readOverview(deps, request.account.user.id)
    },
  )

  app.post(
    '/security/password',
    { schema: { body: ChangePasswordSchema, response: { 204: z.null(), ...formErrors } } },
    async (request, reply) => {
      const headers = readAuthHeaders(request)
      const { cookies } = await service.changePassword(deps, headers, request.account.user, request.body)
      return sendCookies(reply, cookies).status(204).send(null)
    },
  )

  app.post(
    '/security/two-factor/enable',
    { schema: { body: TwoFactorEnableSchema, response: { 200: TwoFactorSetupSchema, ...formErrors } } },
    async (request, reply) => {
      const headers = readAuthHeaders(request)
      const { password } = request.body
      const { setup, cookies } = await service.enableTwoFactor(
        deps,
        headers,
        request.account.user.id,
        password,
      )
      return sendCookies(reply, cookies).header('cache-control', 'no-store').send(setup)
    },
  )

  app.post(
    '/security/two-factor/confirm',
    { schema: { body: TwoFactorConfirmSchema, response: { 200: SecurityOverviewSchema, ...formErrors } } },
    async (request, reply) => {
      const { user } = request.account
      const { cookies } = await service.confirmTwoFactor(
        deps,
        readAuthHeaders(request),
        user,
        request.body.code,
      )
      return sendCookies(reply, cookies).send(await service.readOverview(deps, user.id))
    },
  )

  app.post(
    '/security/two-factor/disable',
    { schema: { body: TwoFactorDisableSchema, response: { 200: SecurityOverviewSchema, ...formErrors } } },
    async (request, reply) => {
      const headers = readAuthHeaders(request)
      const { user } = request.account
      const { cookies } = await service.disableTwoFactor(deps, headers, user, request.body.password)
      return sendCookies(reply, cookies).send(await service.readOverview(deps, user.id))
    },
  )

  app.get(
    '/security/sessions',
    { schema: { response: { 200: AccountSessionListSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { sessions: await service.listSessions(deps, request.account) }
    },
  )

  app.delete(
    '/security/sessions/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 204: z.null(), 404: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.closeSession(deps, request.account, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/security/sessions',
    { schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.closeOtherSessions(deps, request.account)
      return reply.status(204).send(null)
    },
  )
}
