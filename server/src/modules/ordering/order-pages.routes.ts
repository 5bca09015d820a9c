import { randomUUID } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { OrderLineProblem } from '#domain/ordering/price-order.ts'
import { readLanguage } from '../../shared/caller-origin.ts'
import { AppError, DetailedError } from '../../shared/errors.ts'
import { isOwnPost } from '../../shared/own-post.ts'
import {
  type PageLanguage,
  type RenderedPage,
  renderNotFoundPage,
  renderNoticePage,
} from '../public-menu/index.ts'
import {
  type FormError,
  type FormLine,
  fieldIds,
  formKey,
  lineErrors,
  type OrderFormBody,
  orderFromForm,
  parseFormBody,
} from './order-form.fields.ts'
import { renderOrderForm } from './order-form.page.ts'
import { clockTime, type OrderVenue } from './order-pages.layout.ts'
import { findOrderVenue, findVenueOrder, type OrderFormMenu, readOrderForm } from './order-pages.service.ts'
import { ORDER_WORDS } from './order-pages.words.ts'
import { renderOrderStatusPage } from './order-status.page.ts'
import type { OrderingDeps } from './ordering.plugin.ts'
import { placeOrder } from './place-order.service.ts'

const Params = z.object({ slug: z.string().max(200) })
const OrderParams = Params.extend({ token: z.string().max(64) })
// A wrong language is ignored rather than refused: the pages are for people.
const LanguageQuery = z.object({ lang: z.enum(['es', 'en']).optional().catch(undefined) })

/** A diner's page: theirs alone, never kept by a cache nor listed by a search engine. */
function sendPage(reply: FastifyReply, page: RenderedPage, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('content-security-policy', page.csp)
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(page.html)
}

/** Only text fields (one value or several) of whatever body was posted. */
function formBodyOf(body: unknown): OrderFormBody {
  if (typeof body !== 'object' || body === null) return {}
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) =>
        typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')),
    ),
  )
}

/** The refused lines of an order, each at its dish in the form (the dish's name said). */
function refusedLines(error: DetailedError, lines: readonly FormLine[], menu: OrderFormMenu): FormError[] {
  const problems = (error.details.lines ?? []) as { line: number; problem: OrderLineProblem }[]
  const groupsOf = new Map(
    menu.sections.flatMap((section) =>
      section.dishes.map((dish) => [dish.product.id, dish.product.optionGroups.length]),
    ),
  )
  return lineErrors(problems, lines, (line, problem) => {
    const dish = menu.names.get(line.productId) ?? ''
    const groups = groupsOf.get(line.productId)
    const isExtras = (problem === 'option_choice' || problem === 'option_unknown') && groups !== undefined
    if (!isExtras) return { key: 'unavailable', field: 'dishes', dish }
    const field =
      groups > 0 ? fieldIds.group(line.productId, 0) : fieldIds.quantity(line.productId, line.variantId)
    return { key: 'extras', field, dish }
  })
}

/**
 * The diner's order pages under the menu's address (decision 074), plain HTML: the pickup order form
 * (`/m/:slug/pedir`, which works without script and answers a placed order with a 303 to its page) and the
 * page of an order (`/m/:slug/pedido/:token`), followed live by its one script.
 */
export const orderPagesRoutes: FastifyPluginAsyncZod<OrderingDeps> = async (app, { clock, whatsapp }) => {
  const { db } = app.database
  const asksWhatsAppConsent = whatsapp !== undefined
  const deps = { db, clock, maxPerHour: app.config.orderRateLimit, asksWhatsAppConsent }
  const publicUrl = app.config.publicUrl
  // Only in this plugin's context: the form posts as a browser does without script, its extras boxes
  // repeating a name.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  )

  const notFound = (reply: FastifyReply, language: PageLanguage) =>
    sendPage(reply, renderNotFoundPage(language), 404)
  const closed = (reply: FastifyReply, language: PageLanguage, status: number) => {
    const words = ORDER_WORDS[language]
    return sendPage(reply, renderNoticePage(language, words.closedTitle, words.closedText), status)
  }
  const formPage = async (
    venue: OrderVenue,
    language: PageLanguage,
    body: OrderFormBody,
    key: string,
    errors: FormError[] = [],
    menu?: OrderFormMenu,
  ) => {
    const now = new Date(clock())
    const shown = menu ?? (await readOrderForm(db, venue, now, language))
    const state = {
      body,
      key,
      errors,
      now: clockTime(now, venue.business.timeZone),
      asksWhatsAppConsent,
    }
    return renderOrderForm(venue, shown, state, language)
  }

  app.get(
    '/m/:slug/pedido/:token',
    { schema: { params: OrderParams, querystring: LanguageQuery } },
    async (request, reply) => {
      const { lang } = request.query
      const venue = await findOrderVenue(db, request.params.slug)
      const found = venue && (await findVenueOrder(db, venue, request.params.token))
      if (!venue || !found) {
        const language = lang ?? venue?.business.language ?? readLanguage(request)
        const words = ORDER_WORDS[language]
        const page = renderNoticePage(language, words.orderNotFoundTitle, words.orderNotFoundText)
        return sendPage(reply, page, 404)
      }
      return sendPage(reply, renderOrderStatusPage(venue, found.order, lang ?? found.language))
    },
  )

  app.get(
    '/m/:slug/pedir',
    { schema: { params: Params, querystring: LanguageQuery } },
    async (request, reply) => {
      const venue = await findOrderVenue(db, request.params.slug)
      const language = request.query.lang ?? venue?.business.language ?? readLanguage(request)
      if (!venue?.business.catalogueId) return notFound(reply, language)
      if (!venue.business.ordering.pickup) return closed(reply, language, 404)
      // A new key each time the form is rendered: reloading it starts another order.
      return sendPage(reply, await formPage(venue, language, {}, randomUUID()))
    },
  )

  app.post('/m/:slug/pedir', { schema: { params: Params } }, async (request, reply) => {
    const body = formBodyOf(request.body)
    const asked = body.lang === 'es' || body.lang === 'en' ? body.lang : undefined
    const venue = await findOrderVenue(db, request.params.slug)
    const language = asked ?? venue?.business.language ?? readLanguage(request)
    if (!venue?.business.catalogueId) return notFound(reply, language)
    if (!isOwnPost(request, publicUrl)) {
      const words = ORDER_WORDS[language]
      return sendPage(reply, renderNoticePage(language, words.foreignTitle, words.foreignText), 403)
    }
    const key = formKey(body)
    const asOrder = orderFromForm(body, language, key)
    if ('errors' in asOrder) {
      return sendPage(reply, await formPage(venue, language, body, key, asOrder.errors), 400)
    }
    try {
      const { order } = await placeOrder(deps, venue.business.slug, asOrder.input, { address: request.ip })
      const path = `/m/${encodeURIComponent(venue.business.slug)}/pedido/${order.token}`
      return reply.header('cache-control', 'no-store').redirect(path, 303)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      if (error.code === 'not_found') return notFound(reply, language)
      if (error.code === 'ordering_closed') return closed(reply, language, 409)
      const menu = await readOrderForm(db, venue, new Date(clock()), language)
      const refusal: FormError[] | undefined =
        error.code === 'order_pickup_time'
          ? [{ key: 'timePast', field: 'time' }]
          : error.code === 'order_rate_limited'
            ? [{ key: 'rateLimited', field: 'dishes' }]
            : error instanceof DetailedError && error.code === 'order_lines_unavailable'
              ? refusedLines(error, asOrder.lines, menu)
              : undefined
      if (!refusal) throw error
      const page = await formPage(venue, language, body, key, refusal, menu)
      return sendPage(reply, page, error.statusCode)
    }
  })
}
