import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  OrderQuoteSchema,
  PlaceOrderInputSchema,
  PublicOrderSchema,
  QuoteOrderInputSchema,
} from '#domain/ordering/order.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { openEventStream } from '../../shared/event-stream.ts'
import { quoteOrder } from './order-quote.service.ts'
import type { OrderingDeps } from './ordering.plugin.ts'
import { getPublicOrder, placeOrder } from './place-order.service.ts'

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
 * order (201, or 200 with the same order when its idempotency key was placed before; a pickup's
 * `whatsappConsent` kept only where the deployment sends WhatsApp messages), and
 * `GET /api/public/orders/:token` reads it back for its page, and `…/events` streams it (`event: order`) at
 * once and at each change. `POST …/orders/quote` prices an order's lines as they would be placed now, without
 * placing them: the order sheet's totals.
 */
export const publicOrdersRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (
  app,
  { clock, feed, streams, whatsapp },
) => {
  const deps = {
    db: app.database.db,
    clock,
    maxPerHour: app.config.orderRateLimit,
    asksWhatsAppConsent: whatsapp !== undefined,
  }
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
  app.post(
    '/public/menus/:slug/orders/quote',
    {
      bodyLimit: 64 * 1024,
      schema: {
        params: SlugParams,
        body: QuoteOrderInputSchema,
        response: {
          200: z.object({ quote: OrderQuoteSchema }),
          400: ValidationErrorSchema,
          404: ErrorBodySchema,
          409: OrderRefusedSchema,
        },
      },
    },
    async (request) => ({
      quote: await quoteOrder(app.database.db, request.params.slug, request.body.lines, new Date(clock())),
    }),
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
  app.get(
    '/public/orders/:token/events',
    { schema: { params: TokenParams, produces: ['text/event-stream'] } },
    async (request, reply) => {
      const { token } = request.params
      const first = await getPublicOrder(app.database.db, token)
      const stream = openEventStream(reply, streams)
      stream.send('order', first)
      stream.onClose(
        feed.followOrder(token, () => {
          getPublicOrder(app.database.db, token).then(
            (order) => stream.send('order', order),
            () => stream.close(),
          )
        }),
      )
    },
  )
}
