import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AcceptOrderInputSchema,
  OrderSchema,
  OrdersQuerySchema,
  OrdersSchema,
  RejectOrderInputSchema,
} from '#domain/ordering/order.schema.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { openEventStream } from '../../shared/event-stream.ts'
import { requireBusiness } from '../accounts/index.ts'
import type { OrderingDeps } from './ordering.plugin.ts'
import { listOrders, moveOrder } from './orders-board.service.ts'

const IdParams = z.object({ id: z.uuid() })
const OneOrder = z.object({ order: OrderSchema })
const errors = {
  400: ValidationErrorSchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
}
const moved = { 200: OneOrder, ...errors, 409: ErrorBodySchema }

/**
 * The session's business's orders (decision 074): a day's, filtered, with its totals; and their moves —
 * accept with a ready time, reject with a reason, ready, delivered; and `GET /api/orders/events`, a stream
 * with an `event: order` ({ orderId, status }) as each of the business's orders is placed or moved.
 */
export const ordersBoardRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (
  app,
  { clock, feed, streams, whatsapp },
) => {
  app.addHook('preValidation', requireBusiness)
  const { db } = app.database
  const moving = { db, whatsapp, publicUrl: app.config.publicUrl }
  const now = () => new Date(clock())

  app.get(
    '/orders',
    { schema: { querystring: OrdersQuerySchema, response: { 200: OrdersSchema, ...errors } } },
    (request) => listOrders(db, request.businessId, request.query, now()),
  )
  app.post(
    '/orders/:id/accept',
    { schema: { params: IdParams, body: AcceptOrderInputSchema, response: moved } },
    async (request) => ({
      order: await moveOrder(moving, request.businessId, request.params.id, 'accept', request.body, now()),
    }),
  )
  app.post(
    '/orders/:id/reject',
    { schema: { params: IdParams, body: RejectOrderInputSchema, response: moved } },
    async (request) => ({
      order: await moveOrder(moving, request.businessId, request.params.id, 'reject', request.body, now()),
    }),
  )
  for (const action of ['ready', 'deliver'] as const) {
    app.post(`/orders/:id/${action}`, { schema: { params: IdParams, response: moved } }, async (request) => ({
      order: await moveOrder(moving, request.businessId, request.params.id, action, {}, now()),
    }))
  }
  app.get('/orders/events', { schema: { produces: ['text/event-stream'] } }, async (request, reply) => {
    const stream = openEventStream(reply, streams)
    stream.onClose(
      feed.followBusiness(request.businessId, (change) =>
        stream.send('order', { orderId: change.orderId, status: change.status }),
      ),
    )
  })
}
