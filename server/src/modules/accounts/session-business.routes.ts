import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MeSchema, SessionBusinessSchema } from '#domain/accounts/account.schema.ts'
import { AppError, ErrorBodySchema as ErrorSchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { accountsDepsOf, readAuthHeaders } from './accounts.http.ts'
import { describeOwner, findSessionUser } from './accounts.service.ts'
import { findBusinessById } from './businesses.repository.ts'
import { findMemberRole, setSessionBusiness } from './memberships.repository.ts'
import { requireBusiness } from './require-business.ts'

/**
 * `PUT /api/session/business`: the session works in another business the user is a member of (the profile
 * menu's switcher, decision 073), this session only; 404 when they are not its member, as for a business that
 * does not exist. Answered as `GET /api/me` answers, in the business switched to.
 */
export const sessionBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountsDepsOf(app)
  app.put(
    '/session/business',
    {
      preValidation: requireBusiness,
      schema: {
        body: SessionBusinessSchema,
        response: {
          200: z.object({ user: MeSchema }),
          400: ValidationErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const db = app.database.db
      const { businessId } = request.body
      const [role, found] = await Promise.all([
        findMemberRole(db, businessId, request.userId),
        findBusinessById(db, businessId),
      ])
      if (!role || !found) throw new AppError('not_found', 404)
      const { business, ownerCountry } = found
      // The user's own business is the session's when none is named: switching back leaves it unnamed.
      const isOwn = business.ownerUserId === request.userId
      await setSessionBusiness(db, request.sessionId, isOwn ? null : businessId)
      const user = await findSessionUser(deps, readAuthHeaders(request))
      if (!user) throw new AppError('unauthenticated', 401)
      return { user: await describeOwner(deps, user, { business, role, ownerCountry }) }
    },
  )
}
