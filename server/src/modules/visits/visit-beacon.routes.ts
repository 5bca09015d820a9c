import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { VisitBeaconSchema } from '#domain/visits/visit-beacon.schema.ts'
import { AppError, ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { countBeacon, type VisitCounting } from './visits.service.ts'

/**
 * `POST /api/public/visits`: the public menu's beacon (decision 052), no session and no cookie:
 * the categories a diner opened and the promotion cards seen, sent as the page is hidden.
 * Always 204 (an unknown menu, a crawler or counting turned off included: the page learns nothing from it),
 * 400 for a body that is not a beacon, 429 past the address's limit.
 */
export const visitBeaconRoutes: FastifyPluginAsyncZod<{ counting: VisitCounting }> = async (
  app,
  { counting },
) => {
  // navigator.sendBeacon sends a string as text/plain, which needs no CORS preflight: in this plugin only,
  // such a body is read as the JSON it holds.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)))
    } catch {
      done(new AppError('validation_failed', 400), undefined)
    }
  })

  app.post(
    '/public/visits',
    {
      bodyLimit: 8192,
      // A 204 with no body: the security headers are for pages and documents, and cost every view.
      helmet: false,
      schema: {
        body: VisitBeaconSchema,
        response: { 204: z.null(), 400: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? ''
      await countBeacon(counting, request.body, { address: request.ip, userAgent })
      return reply.status(204).send(null)
    },
  )
}
