import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readLanguage } from '../../shared/caller-origin.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { isOwnPost } from '../../shared/own-post.ts'
import { alternateLinks, menuPath, type RenderedPage, renderNoticePage } from '../public-menu/index.ts'
import { type CancelLinkView, cancelByLink, openCancelLink } from './booking-page.cancel.ts'
import { renderBookingDone, renderBookingPage, renderCancelPage } from './booking-page.render.ts'
import {
  type BookingForm,
  type BookingPageDeps,
  chooseDay,
  findBookingVenue,
  requestBooking,
} from './booking-page.service.ts'
import { openWhatsAppBooking } from './booking-page.whatsapp.ts'
import { BOOKING_WORDS } from './booking-page.words.ts'

export type BookingPageRoutesOptions = Omit<BookingPageDeps, 'db'>

// Each field as text of bounded length; anything else is read as empty rather than refused: the page is for
// people, and answers with the form again.
const text = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value ?? '')
const FormFields = z.object({
  lang: z.enum(['es', 'en']).optional().catch(undefined),
  date: text(10),
  party: text(4),
  service: text(36),
  time: text(5),
  /** A free time picked on a refused post's page: "YYYY-MM-DDTHH:MM". */
  slot: text(16),
  client: text(500),
  phone: text(500),
  email: text(1000),
  notes: text(5000),
  /** The WhatsApp box: '1' when ticked. */
  whatsapp: text(3),
})
const CancelFields = z.object({ lang: z.enum(['es', 'en']).optional().catch(undefined), token: text(300) })
const Params = z.object({ slug: z.string().max(200) })

function sendPage(reply: FastifyReply, page: RenderedPage, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', page.csp)
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(page.html)
}

function sendNotice(
  reply: FastifyReply,
  language: Language,
  kind: 'notFound' | 'badLink' | 'expiredLink' | 'forbidden',
  status: number,
) {
  const words = BOOKING_WORDS[language]
  const notices: Record<typeof kind, readonly [string, string]> = {
    notFound: [words.notFoundTitle, words.notFoundText],
    badLink: [words.badLinkTitle, words.badLinkText],
    expiredLink: [words.expiredLinkTitle, words.expiredLinkText],
    forbidden: [words.badLinkTitle, words.badLinkText],
  }
  const [title, body] = notices[kind]
  return sendPage(reply, renderNoticePage(language, title, body), status)
}

const SLOT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/

const formOf = (fields: z.output<typeof FormFields>): BookingForm => ({
  date: SLOT.exec(fields.slot)?.[1] ?? fields.date,
  party: fields.party,
  service: fields.service,
  time: SLOT.exec(fields.slot)?.[2] ?? fields.time,
  client: fields.client,
  phone: fields.phone,
  email: fields.email,
  notes: fields.notes,
  whatsapp: fields.whatsapp,
})

/**
 * The public booking page (`/m/:slug/reservar`, plain forms, no script) and the client's cancel link
 * (`/m/:slug/reservar/cancelar?token=`); a 404 page while the business does not take bookings.
 */
export const bookingPageRoutes: FastifyPluginAsyncZod<BookingPageRoutesOptions> = async (app, options) => {
  const deps: BookingPageDeps = { db: app.database.db, ...options }
  const publicUrl = app.config.publicUrl
  // Only in this plugin's context: the forms post as a browser does without script.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  // An address here under a business's old slug, which finds no venue, leaves as a redirect to its current
  // one (the public-menu module's hook): cancel links in sent e-mails and printed QR codes keep working.

  app.get(
    '/m/:slug/reservar',
    { schema: { params: Params, querystring: FormFields } },
    async (request, reply) => {
      const venue = await findBookingVenue(deps, request.params.slug)
      const language = request.query.lang ?? venue?.business.language ?? readLanguage(request)
      if (!venue) return sendNotice(reply, language, 'notFound', 404)
      const form = formOf(request.query)
      const step = await chooseDay(deps, venue, form)
      // Only the first step, before any choice, is the business's booking page for search engines.
      const isFirstStep = Object.values(form).every((value) => value === '')
      const page = { path: menuPath(venue.business.slug, '/reservar'), ownLanguage: venue.business.language }
      const head = isFirstStep ? alternateLinks(publicUrl, page, language) : undefined
      return sendPage(reply, renderBookingPage(venue, step, language, head))
    },
  )

  app.post('/m/:slug/reservar', { schema: { params: Params, body: FormFields } }, async (request, reply) => {
    const venue = await findBookingVenue(deps, request.params.slug)
    const language = request.body.lang ?? venue?.business.language ?? readLanguage(request)
    if (!venue) return sendNotice(reply, language, 'notFound', 404)
    if (!isOwnPost(request, publicUrl)) return sendNotice(reply, language, 'forbidden', 403)
    const result = await requestBooking(deps, venue, formOf(request.body), {
      clientAddress: request.ip,
      language,
    })
    if ('appointment' in result)
      return sendPage(reply, renderBookingDone(venue, result.appointment, language), 201)
    const status = result.errors.form === 'rateLimited' ? 429 : result.errors.time === 'slotFull' ? 409 : 400
    if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds))
    return sendPage(reply, renderBookingPage(venue, result, language), status)
  })

  // "Reservar por WhatsApp": the details form's second button. The chosen day, time and party, checked as the
  // page checks them, go to the chat as a 303; a refusal is the page again. A 404 while the business takes no
  // bookings on WhatsApp.
  app.post(
    '/m/:slug/reservar/whatsapp',
    { schema: { params: Params, body: FormFields, querystring: CancelFields.pick({ lang: true }) } },
    async (request, reply) => {
      const venue = await findBookingVenue(deps, request.params.slug)
      const language =
        request.body.lang ?? request.query.lang ?? venue?.business.language ?? readLanguage(request)
      if (!venue?.whatsappBooking) return sendNotice(reply, language, 'notFound', 404)
      if (!isOwnPost(request, publicUrl)) return sendNotice(reply, language, 'forbidden', 403)
      const result = await openWhatsAppBooking(deps, venue, formOf(request.body), {
        clientAddress: request.ip,
        language,
      })
      if ('location' in result)
        return reply.header('cache-control', 'no-store').redirect(result.location, 303)
      const status =
        result.errors.form === 'rateLimited' ? 429 : result.errors.time === 'slotFull' ? 409 : 400
      if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds))
      return sendPage(reply, renderBookingPage(venue, result, language), status)
    },
  )

  const sendCancel = (
    reply: FastifyReply,
    view: CancelLinkView,
    token: string,
    language: Language | undefined,
  ) => {
    if ('refusal' in view) {
      const lang = language ?? 'es'
      return sendNotice(
        reply,
        lang,
        view.refusal === 'expired' ? 'expiredLink' : 'badLink',
        view.refusal === 'expired' ? 410 : 404,
      )
    }
    const lang = language ?? view.details.language
    return sendPage(reply, renderCancelPage(view.venue, view.details.appointment, token, lang, view.state))
  }

  app.get(
    '/m/:slug/reservar/cancelar',
    { schema: { params: Params, querystring: CancelFields } },
    async (request, reply) => {
      const { token, lang } = request.query
      const view = await openCancelLink(deps, request.params.slug, token)
      return sendCancel(reply, view, token, lang ?? ('refusal' in view ? readLanguage(request) : undefined))
    },
  )

  app.post(
    '/m/:slug/reservar/cancelar',
    { schema: { params: Params, body: CancelFields } },
    async (request, reply) => {
      const { token, lang } = request.body
      if (!isOwnPost(request, publicUrl))
        return sendNotice(reply, lang ?? readLanguage(request), 'forbidden', 403)
      const view = await cancelByLink(deps, request.params.slug, token)
      return sendCancel(reply, view, token, lang ?? ('refusal' in view ? readLanguage(request) : undefined))
    },
  )
}
