import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BusinessChangesSchema, BusinessSchema } from '#domain/accounts/business.schema.ts'
import { ErrorBodySchema as ErrorSchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { auditActorOf } from '../audit/index.ts'
import { changeBusiness } from './businesses.service.ts'
import { requireBusiness } from './require-business.ts'

/**
 * `PATCH /api/business`: the owner changes their business (Configuración → Negocio: name, public address,
 * currency as docs/decisions/025-money-format.md says, time zone, contact phone and address, the WhatsApp
 * number and its uses); 409 `slug_taken` at `slug` when another business has or had the address, 400 at
 * `whatsappNumber` when the number makes no international one.
 * requireBusiness sets the request's business, so the public menu's hook forgets its pages after the write.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/business',
    {
      preValidation: requireBusiness,
      schema: {
        body: BusinessChangesSchema,
        response: {
          200: z.object({ business: BusinessSchema }),
          400: ValidationErrorSchema,
          401: ErrorSchema,
          409: ValidationErrorSchema,
        },
      },
    },
    async (request) => ({
      business: await changeBusiness(
        app.database.db,
        request.businessId,
        request.body,
        app.config.whatsapp !== undefined,
        auditActorOf(request),
      ),
    }),
  )
}
