import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MeSchema } from '#domain/accounts/account.schema.ts'
import { TwoFactorChallengeSchema } from '#domain/security/security.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { accountsDepsOf, readAuthHeaders, sendCookies } from '../accounts/index.ts'
import type { Mailer } from '../mail/index.ts'
import * as service from './security.service.ts'

/**
 * `POST /api/sessions/two-factor`: the second step of a sign-in whose first one (password, e-mailed code,
 * Google, OIDC) answered `{ twoFactorRequired: true }` and a challenge cookie. Wrong codes count against the
 * sign-in rate limit (auth.ts) and the plugin's per-challenge and per-account limits.
 */
export const twoFactorSignInRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const deps: service.SecurityDeps = { ...accountsDepsOf(app), mailer, log: app.log }
  app.post(
    '/sessions/two-factor',
    {
      schema: {
        body: TwoFactorChallengeSchema,
        response: {
          200: z.object({ user: MeSchema }),
          400: ValidationErrorSchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await service.completeTwoFactorSignIn(
        deps,
        readAuthHeaders(request),
        request.body,
      )
      return sendCookies(reply, cookies).send({ user })
    },
  )
}
