import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { ORDER_SHEET_SCRIPT } from './order-sheet.script.ts'
import { findTableName, readOrderableMenu } from './orderable-menu.service.ts'
import type { OrderingDeps } from './ordering.plugin.ts'

const SlugParams = z.object({ slug: z.string().min(1).max(100) })
const Amount = z.number().int()
/** A dish as the ordering script offers it: sizes and extras priced as the menu shows them now. */
const OrderableDishSchema = z.object({
  name: z.string(),
  sizes: z.array(z.object({ id: z.string(), label: z.string(), price: Amount })),
  groups: z.array(
    z.object({
      name: z.string(),
      min: z.number().int(),
      max: z.number().int(),
      options: z.array(z.object({ id: z.string(), label: z.string(), price: Amount })),
    }),
  ),
  allergens: z.array(z.string()),
})
const OrderableMenuSchema = z.object({
  /** How the menu writes prices: Intl.NumberFormat's locale and options, the sign for a bare "$", the digits. */
  format: z.object({
    locale: z.string(),
    options: z.record(z.string(), z.unknown()),
    sign: z.string().nullable(),
    digits: z.number().int(),
  }),
  words: z.record(z.string(), z.string()),
  /** Whether the pickup's fields offer the box to be told on WhatsApp when the order is ready. */
  asksWhatsAppConsent: z.boolean(),
  /** Amounts in the currency's smallest unit; by product id. */
  dishes: z.record(z.string(), OrderableDishSchema),
})

/**
 * What the menu page's ordering script reads (decision 074), no session: the dishes that may be ordered now
 * (`GET /api/public/menus/:slug/orderable`, kept a minute: sold out and served windows move) and a table's
 * name by its QR code's key (`GET /api/public/menus/:slug/tables/:key`, 404 for a key of none of its tables).
 */
export const menuOrderingRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { clock, whatsapp }) => {
  const db = app.database.db
  const asksWhatsAppConsent = whatsapp !== undefined
  app.get(
    '/public/menus/:slug/orderable',
    {
      schema: {
        params: SlugParams,
        querystring: z.object({ lang: z.enum(['es', 'en']).optional().catch(undefined) }),
        response: { 200: OrderableMenuSchema, 400: ValidationErrorSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params
      const language = request.query.lang ?? 'es'
      const menu = await readOrderableMenu(db, slug, new Date(clock()), language, asksWhatsAppConsent)
      if (!menu) throw new AppError('not_found', 404)
      return reply.header('cache-control', 'public, max-age=60').send(menu)
    },
  )
  app.get(
    '/public/menus/:slug/tables/:key',
    {
      schema: {
        params: SlugParams.extend({ key: z.string().min(1).max(40) }),
        response: { 200: z.object({ name: z.string() }), 400: ValidationErrorSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const name = await findTableName(db, request.params.slug, request.params.key)
      if (name === undefined) throw new AppError('not_found', 404)
      return reply.header('cache-control', 'private, no-store').send({ name })
    },
  )
}

/**
 * The menu page's ordering script, loaded on the first "Añadir": its address carries its content's hash
 * (`ORDER_SHEET_PATH`), so it is kept for a year.
 */
export const orderSheetScriptRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/m/_/pedido.js', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(ORDER_SHEET_SCRIPT),
  )
}
