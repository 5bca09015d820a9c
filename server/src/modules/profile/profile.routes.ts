import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EmailChangeConfirmSchema,
  EmailChangeRequestSchema,
  ProfileChangesSchema,
  ProfileSchema,
} from '#domain/profile/profile.schema.ts'
import { readLanguage } from '../../shared/caller-origin.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { accountsDepsOf, readAuthHeaders, requireBusiness, sendCookies } from '../accounts/index.ts'
import type { Mailer } from '../mail/index.ts'
import * as service from './profile.service.ts'

const codeErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema }

/**
 * The signed-in owner's profile (docs/product-spec.md §2 "My Profile", §3, §5): read it and save it. Always
 * the session's own user; the photo's routes are the images module's, the e-mail's go through a code.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.addHook('preValidation', requireBusiness)
  const deps: service.EmailChangeDeps = { db: app.database.db, accounts: accountsDepsOf(app), mailer }

  app.get(
    '/profile',
    { schema: { response: { 200: ProfileSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return service.getProfile(deps, request.userId)
    },
  )
  app.put(
    '/profile',
    {
      schema: {
        body: ProfileChangesSchema,
        response: { 200: ProfileSchema, 400: ValidationErrorSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.changeProfile(deps, request.userId, request.body),
  )

  // A new e-mail address: a code goes to it, and nothing changes until the code comes back.
  app.post(
    '/profile/email-change',
    {
      schema: {
        body: EmailChangeRequestSchema,
        response: { 202: z.void(), 400: ValidationErrorSchema, 409: ValidationErrorSchema, ...codeErrors },
      },
    },
    async (request, reply) => {
      const headers = readAuthHeaders(request)
      const { cookies } = await service.requestEmailChange(deps, headers, request.userId, request.body.email)
      return sendCookies(reply, cookies).status(202).send()
    },
  )
  app.post(
    '/profile/email-change/confirm',
    {
      schema: {
        body: EmailChangeConfirmSchema,
        response: {
          200: ProfileSchema,
          400: ValidationErrorSchema,
          409: ValidationErrorSchema,
          ...codeErrors,
        },
      },
    },
    async (request, reply) => {
      const headers = readAuthHeaders(request)
      const { code } = request.body
      const changed = await service.confirmEmailChange(
        deps,
        headers,
        request.userId,
        code,
        readLanguage(request),
      )
      return sendCookies(reply, changed.cookies).send(changed.profile)
    },
  )
}
