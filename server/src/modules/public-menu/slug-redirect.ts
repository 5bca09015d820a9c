import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '#domain/accounts/business.schema.ts'
import type { Database } from '../../db/database.ts'
import { findCurrentSlugOf } from './public-menu.repository.ts'

/**
 * The slug of a public address, `/m/<slug>` or `/m/<slug>/…`; undefined for any other path, and for one
 * whose slug no business could ever have had (every slug is made of SLUG_PATTERN's characters).
 */
function slugOfPublicPath(path: string): string | undefined {
  const slug = /^\/m\/([^/?#]+)/.exec(path)?.[1]
  return slug && slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug) ? slug : undefined
}

/** The same path and query under `current`, in place of the old slug. */
function locationUnder(request: FastifyRequest, current: string): string {
  const [path = '', query] = request.url.split(/\?(.*)/s, 2)
  // '', 'm', the old slug, then whatever follows it.
  const rest = path.split('/').slice(3)
  return ['', 'm', encodeURIComponent(current), ...rest].join('/') + (query ? `?${query}` : '')
}

/**
 * Every address under a business's old slug goes to the same page under its current one (Configuración →
 * Negocio: printed QR codes, shared links and the cancel links of sent e-mails keep working): the menu, its
 * allergen table, the booking page, and any page added later, known to the router or not. It is decided as
 * the answer leaves, and only for one that found nothing (404) or refused what was sent to the old address
 * (400, a form posted there): a page that exists never pays the lookup. 301 for a read, 308 for a form's
 * post (which must be posted again, not turned into a GET); one reply, logged with its redirect status.
 */
export function redirectOldAddresses(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 && reply.statusCode !== 400) return payload
    const slug = slugOfPublicPath(request.url)
    if (slug === undefined) return payload
    const current = await findCurrentSlugOf(db, slug)
    if (current === undefined) return payload
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    reply.code(isRead ? 301 : 308)
    reply.removeHeader('content-type')
    reply.header('location', locationUnder(request, current)).header('cache-control', 'no-cache')
    return ''
  })
}
