import type { preValidationAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuditEventsQuerySchema, AuditEventsSchema } from '#domain/team/audit.ts'
import { ErrorBodySchema, ValidationErrorSchema } from '../../shared/errors.ts'
import { listAuditEvents } from './audit.service.ts'

export type AuditRoutesOptions = {
  /** The session check of owner routes (accounts' requireBusiness), handed in by the app: see audit.plugin.ts. */
  requireBusiness: preValidationAsyncHookHandler
}

/**
 * `GET /api/audit-events?before=&limit=`: the session's business's log, newest first, a page at a time
 * (owners and managers: 'audit.read').
 */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, options) => {
  app.addHook('preValidation', options.requireBusiness)
  app.get(
    '/audit-events',
    {
      schema: {
        querystring: AuditEventsQuerySchema,
        response: {
          200: AuditEventsSchema,
          400: ValidationErrorSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    (request) => listAuditEvents(app.database.db, request.businessId, request.query),
  )
}
