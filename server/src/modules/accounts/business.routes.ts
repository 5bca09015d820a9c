import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BusinessChangeSchema, OwnBusinessSchema } from '#domain/accounts/account.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { changeBusiness } from './businesses.service.ts'
import { requireBusiness } from './require-business.ts'

/**
 * The owner's business: `PATCH /api/business` changes its currency (ISO 4217), for an import that keeps a
 * menu printed in another one and for the currency setting. Scoped to the session's business.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireBusiness)

  app.patch(
    '/business',
    {
      schema: {
        body: BusinessChangeSchema,
        response: { 200: OwnBusinessSchema, 400: ValidationErrorSchema, 401: ErrorBodySchema },
      },
    },
    (request) => changeBusiness(request.server.database.db, request.businessId, request.body),
  )
}
