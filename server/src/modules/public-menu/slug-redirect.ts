import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../../db/database.ts'
import { findCurrentSlugOf } from './public-menu.repository.ts'

/**
 * When `/m/<slug>/…` names a business's old slug, redirects to the same path and query under its current
 * one (Configuración → Negocio: printed QR codes and shared links keep working): 301 for a read, 308 for a
 * form's post (which must be posted again, not turned into a GET). Answers the reply it sent, or undefined
 * when the slug is nobody's old one.
 */
export async function redirectFromOldSlug(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
): Promise<FastifyReply | undefined> {
  const current = await findCurrentSlugOf(db, slug)
  if (current === undefined) return undefined
  const [path = '', query] = request.url.split(/\?(.*)/s, 2)
  // '', 'm', the slug as it was written (maybe percent-encoded), then whatever follows it.
  const rest = path.split('/').slice(3)
  const location = ['', 'm', encodeURIComponent(current), ...rest].join('/') + (query ? `?${query}` : '')
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308
  return reply.header('cache-control', 'no-cache').redirect(location, status)
}
