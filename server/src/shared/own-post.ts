import type { FastifyRequest } from 'fastify'

/**
 * Whether a form post comes from our own page: a browser names the page's origin on a post (our pages ask for
 * it with `Referrer-Policy: same-origin`, since helmet's `no-referrer` makes it "null"); "null" passes only
 * when Fetch Metadata says same-origin. A post with neither header comes from no browser page.
 */
export function isOwnPost(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return false
  const origin = request.headers.origin
  if (!origin) return true
  if (origin === 'null') return site === 'same-origin'
  try {
    return origin === new URL(publicUrl).origin || new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}
