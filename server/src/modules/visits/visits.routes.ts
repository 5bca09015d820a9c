import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { VisitsReportSchema } from '#domain/visits/visits-report.schema.ts'
import { ErrorBodySchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import { type VisitCounting, writeCounts } from './visits.service.ts'
import { getVisitsReport } from './visits-report.ts'

/**
 * `GET /api/visits`: the session's business's visits report (Inicio's "Visitas"). This server's counts not
 * written yet are written first, so the owner sees the visit they just made.
 */
export const visitsRoutes: FastifyPluginAsyncZod<{ counting: VisitCounting }> = async (app, { counting }) => {
  app.addHook('preValidation', requireBusiness)
  app.get(
    '/visits',
    { schema: { response: { 200: VisitsReportSchema, 401: ErrorBodySchema, 404: ErrorBodySchema } } },
    async (request) => {
      await writeCounts(counting)
      const owner = { businessId: request.businessId, userId: request.userId }
      return getVisitsReport(counting.db, owner, counting.clock())
    },
  )
}
