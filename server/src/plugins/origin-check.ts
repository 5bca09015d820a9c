import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../shared/errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing API requests sent from another site (decision 010): a browser names the page's
 * origin on every such request, and it must be ours, the public address or the host the request came to.
 * Requests without an Origin header come from no browser page and carry no one's cookies by accident.
 */
export const originCheck = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    const origin = request.headers.origin
    if (!origin) return
    let host: string
    try {
      host = new URL(origin).host
    } catch {
      throw new AppError('forbidden_origin', 403)
    }
    if (origin !== publicOrigin && host !== request.headers.host) throw new AppError('forbidden_origin', 403)
  })
})
