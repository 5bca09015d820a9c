import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PlaceOrderInputSchema, PublicOrderSchema } from '#domain/ordering/order.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { getPublicOrder, placeOrder } from './place-order.service.ts'

export type PublicOrdersOptions = { clock: () => number }

const SlugParams = z.object({ slug: z.string().min(1).max(100) })
const TokenParams = z.object({ token: z.string().min(16).max(64) })
const OneOrder = z.object({ order: PublicOrderSchema })
/** A refused order: the fields at fault, or the lines that cannot be ordered now and why. */
const OrderRefusedSchema = z.object({
  error: ValidationErrorSchema.shape.error.extend({
    lines: z.array(z.object({ line: z.number().int(), problem: z.string() })).optional(),
  }),
})

/**
 * The diner's side of ordering (decision 074), no session: `POST /api/public/menus/:slug/orders` places an
 * order (201, or 200 with the same order when its idempotency key was placed before), and
 * `GET /api/public/orders/:token` reads it back for its page.
 */
export const publicOrdersRoutes: FastifyPluginAsyncZod<PublicOrdersOptions> = async (app, { clock }) => {
  const deps = { db: app.database.db, clock, maxPerHour: app.config.orderRateLimit }
  app.post(
    '/public/menus/:slug/orders',
    {
      bodyLimit: 64 * 1024,
      schema: {
        params: SlugParams,
        body: PlaceOrderInputSchema,
        response: {
          200: OneOrder,
          201: OneOrder,
          400: ValidationErrorSchema,
          404: ErrorBodySchema,
          409: OrderRefusedSchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(deps, request.params.slug, request.body, { address: request.ip })
      return reply.status(placed.isNew ? 201 : 200).send({ order: placed.order })
    },
  )
  app.get(
    '/public/orders/:token',
    {
      schema: {
        params: TokenParams,
        response: { 200: OneOrder, 400: ValidationErrorSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ order: await getPublicOrder(app.database.db, request.params.token) }),
  )
}
