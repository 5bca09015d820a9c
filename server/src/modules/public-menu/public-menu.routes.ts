import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { orderAllergens } from '#domain/catalogues/allergens.ts'
import { readLanguage } from '../../shared/caller-origin.ts'
import { languageCookie, preferredLanguage, readLanguageCookie } from '../../shared/i18n/language.ts'
import { findSessionBusiness } from '../accounts/index.ts'
import { getDayMenuPage } from './day-menu-page.service.ts'
import { readFontFile } from './fonts.ts'
import { type CachedPage, type PageCache, preparePage } from './page-cache.ts'
import { renderNotFoundPage, renderUnpublishedPage } from './public-menu.page.ts'
import {
  getAllergenTable,
  getPreviewPage,
  getPublicPage,
  type PublicMenuDeps,
  UNPUBLISHED,
} from './public-menu.service.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// A public page may be kept by browsers and proxies but must be checked each time (its ETag makes that a 304).
const PUBLIC_CACHE = 'public, max-age=0, must-revalidate'
// An answer that sets the diner's language cookie is theirs alone: no shared cache may hand its cookie on.
const PRIVATE_CACHE = 'private, max-age=0, must-revalidate'
const IMMUTABLE = 'public, max-age=31536000, immutable'

export type PublicMenuRoutesOptions = {
  cache: PageCache
  onMenuOpened?: (request: FastifyRequest, slug: string) => void
} & Omit<PublicMenuDeps, 'db'>

const PageQuery = z.object({
  // A wrong value is ignored rather than refused: the page is for people, not API callers.
  lang: z.enum(['es', 'en']).optional().catch(undefined),
  preview: z.string().max(100).optional().catch(undefined),
  // The allergen filter's boxes (`?sin=gluten&sin=lacteos`); an unknown one is dropped.
  sin: z
    .union([z.string().max(40), z.array(z.string().max(40)).max(20)])
    .optional()
    .catch(undefined),
  // "También trazas": the dishes that may contain traces of those allergens are hidden too.
  trazas: z.literal('1').optional().catch(undefined),
})

const notFoundPages = { es: preparePage(renderNotFoundPage('es')), en: preparePage(renderNotFoundPage('en')) }
const unpublishedPages = {
  es: preparePage(renderUnpublishedPage('es')),
  en: preparePage(renderUnpublishedPage('en')),
}

/**
 * The public menu (decision 017): `GET /m/:slug` as one server-rendered page, its owner's preview of any
 * catalogue (`?preview=<id>`), and the design fonts under `/fonts/`.
 */
export const publicMenuRoutes: FastifyPluginAsyncZod<PublicMenuRoutesOptions> = async (app, options) => {
  const { cache, clock, readPromotions, readBookingFacts, onMenuOpened, orderSheetPath } = options
  const deps: PublicMenuDeps = {
    db: app.database.db,
    clock,
    readPromotions,
    readBookingFacts,
    orderSheetPath,
  }
  const publicUrl = app.config.publicUrl

  app.get(
    '/m/:slug',
    { schema: { params: z.object({ slug: z.string().max(200) }), querystring: PageQuery } },
    async (request, reply) => {
      const { slug } = request.params
      const { lang, preview } = request.query
      const language = pageLanguage(request, reply, lang)
      const without = orderAllergens([request.query.sin ?? []].flat())
      const alsoTraces = request.query.trazas === '1'
      if (preview !== undefined) {
        const page = UUID.test(preview)
          ? await getPreviewPage(deps, await findSessionBusiness(request), slug, preview, {
              language,
              without,
              alsoTraces,
              publicUrl,
            })
          : undefined
        // The owner's preview is theirs alone: said in the header too, for any crawler that does not read the page.
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex')
        return page ? sendPage(request, reply, page) : sendNotFound(request, reply, language)
      }
      const isLanguageAsked = lang !== undefined
      const page = await getPublicPage(deps, cache, slug, {
        language,
        isLanguageAsked,
        without,
        alsoTraces,
        publicUrl,
      })
      // An old slug's 404 leaves as a redirect (slug-redirect.ts).
      if (!page) return sendNotFound(request, reply.header('cache-control', 'no-cache'), language)
      if (page === UNPUBLISHED) {
        // Not found for now, and not to be kept: the menu goes live as soon as its owner confirms their email.
        const notice = unpublishedPages[language ?? readLanguage(request)]
        return sendPage(request, reply.header('cache-control', 'no-store'), notice, 404)
      }
      onMenuOpened?.(request, slug)
      const caching = reply.hasHeader('set-cookie') ? PRIVATE_CACHE : PUBLIC_CACHE
      return sendPage(request, reply.header('cache-control', caching), page)
    },
  )

  // One set menu's day (menú del día), the link its owner shares: counted as an opening of the menu.
  app.get(
    '/m/:slug/menu-del-dia/:id',
    {
      schema: {
        params: z.object({ slug: z.string().max(200), id: z.string().max(100) }),
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const { slug, id } = request.params
      const { lang } = request.query
      const language = pageLanguage(request, reply, lang)
      const page = UUID.test(id)
        ? await getDayMenuPage(deps, slug, id, {
            language,
            isLanguageAsked: lang !== undefined,
            without: orderAllergens([request.query.sin ?? []].flat()),
            alsoTraces: request.query.trazas === '1',
            publicUrl,
          })
        : undefined
      if (!page) return sendNotFound(request, reply.header('cache-control', 'no-cache'), language)
      onMenuOpened?.(request, slug)
      const caching = reply.hasHeader('set-cookie') ? 'private, no-cache' : 'no-cache'
      return sendPage(request, reply.header('cache-control', caching), page)
    },
  )

  // The allergen table for the restaurant's wall: the active catalogue's, or the owner's preview of any.
  app.get(
    '/m/:slug/alergenos',
    { schema: { params: z.object({ slug: z.string().max(200) }), querystring: PageQuery } },
    async (request, reply) => {
      const { lang, preview } = request.query
      const language = pageLanguage(request, reply, lang)
      const previewId = preview !== undefined && UUID.test(preview) ? preview : undefined
      if (preview !== undefined && previewId === undefined) return sendNotFound(request, reply, language)
      const viewer = previewId === undefined ? undefined : await findSessionBusiness(request)
      const page = await getAllergenTable(deps, viewer, request.params.slug, { language, previewId })
      const isPrivate = previewId !== undefined || reply.hasHeader('set-cookie')
      reply.header('cache-control', isPrivate ? 'private, no-store' : 'no-cache')
      return page ? sendPage(request, reply, page) : sendNotFound(request, reply, language)
    },
  )

  app.get(
    '/fonts/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const bytes = readFontFile(request.params.file)
      if (!bytes) return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
      return reply
        .header('cache-control', IMMUTABLE)
        .type('font/woff2')
        .send(await bytes)
    },
  )
}

/**
 * A page's language: the `?lang` chosen (its switch), kept in the `lang` cookie for the diner's next visit;
 * else the one kept there; else the one the diner's browser prefers; else undefined: the business's own.
 * Without `?lang` the answer varies with the cookie and Accept-Language. The cookie holds only the language
 * and is set only by the diner's own choice; counting visits never reads it (decision 052).
 */
function pageLanguage(request: FastifyRequest, reply: FastifyReply, lang: 'es' | 'en' | undefined) {
  const kept = readLanguageCookie(request.headers.cookie)
  if (lang !== undefined) {
    if (lang !== kept) reply.header('set-cookie', languageCookie(lang))
    return lang
  }
  reply.header('vary', 'accept-encoding, accept-language, cookie')
  return kept ?? preferredLanguage(request.headers['accept-language'])
}

/** Whether the request's If-None-Match names this ETag (weak or strong, in a list or as "*"). */
export function isUnchanged(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '')
    return value === '*' || value === etag
  })
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, status = 200) {
  // The page's own policy replaces the app's: it allows exactly this page's inline style and script. A 304
  // carries it too, since a browser takes a 304's headers into its kept copy (the app's policy there blocked
  // the page's script on a reload).
  reply
    .header('etag', page.etag)
    .header('vary', reply.getHeader('vary') ?? 'accept-encoding')
    .header('content-security-policy', page.csp)
  if (status === 200 && isUnchanged(request, page.etag)) return reply.status(304).send()
  reply.type('text/html; charset=utf-8').status(status)
  // Sent gzipped from the cache when the browser takes it: no compression work per request.
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(page.gzipped)
  }
  return reply.send(page.body)
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, language: 'es' | 'en' | undefined) {
  const page = notFoundPages[language ?? readLanguage(request)]
  return sendPage(request, reply, page, 404)
}
