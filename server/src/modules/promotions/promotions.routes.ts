import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PromotionInputSchema, PromotionSchema } from '#domain/promotions/promotion.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import * as service from './promotions.service.ts'

export type PromotionsOptions = { clock: () => number }

const IdParams = z.object({ id: z.uuid() })
const OnePromotionSchema = z.object({ promotion: PromotionSchema })
const errors = { 400: ValidationErrorSchema, 401: ErrorBodySchema, 404: ErrorBodySchema }

/**
 * The owner's promotions (docs/product-spec.md §2 "Promotions"), every route scoped to the session's business:
 * a promotion or catalogue of another business answers 404, as one that does not exist. Each write moves its
 * catalogue's `updated_at`, so the public menu's version changes with it.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsOptions> = async (app, { clock }) => {
  // Before the input is validated: without a session the answer is 401, whatever was sent.
  app.addHook('preValidation', requireBusiness)
  const deps: service.PromotionsDeps = { db: app.database.db, clock }

  app.get(
    '/promotions',
    {
      schema: {
        querystring: z.object({ catalogueId: z.uuid() }),
        response: { 200: z.object({ promotions: z.array(PromotionSchema) }), ...errors },
      },
    },
    async (request) => ({
      promotions: await service.listPromotions(deps, request.businessId, request.query.catalogueId),
    }),
  )
  app.get(
    '/promotions/:id',
    { schema: { params: IdParams, response: { 200: OnePromotionSchema, ...errors } } },
    async (request) => ({
      promotion: await service.getPromotion(deps, request.businessId, request.params.id),
    }),
  )
  app.post(
    '/promotions',
    {
      schema: {
        body: PromotionInputSchema,
        response: { 201: OnePromotionSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const promotion = await service.createPromotion(deps, request.businessId, request.body)
      return reply.status(201).send({ promotion })
    },
  )
  app.put(
    '/promotions/:id',
    {
      schema: {
        params: IdParams,
        body: PromotionInputSchema,
        response: { 200: OnePromotionSchema, ...errors },
      },
    },
    async (request) => ({
      promotion: await service.changePromotion(deps, request.businessId, request.params.id, request.body),
    }),
  )
  app.delete(
    '/promotions/:id',
    { schema: { params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removePromotion(deps, request.businessId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
