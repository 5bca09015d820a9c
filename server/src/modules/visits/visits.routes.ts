import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { can } from '#domain/team/roles.ts'
import { VisitsReportSchema } from '#domain/visits/visits-report.schema.ts'
import { ErrorBodySchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import { type VisitCounting, writeCounts } from './visits.service.ts'
import { getVisitsReport, type ReadOrderFigures } from './visits-report.ts'

export type VisitsRoutesOptions = { counting: VisitCounting; readOrderFigures: ReadOrderFigures }

/**
 * `GET /api/visits`: the session's business's visits report (Inicio's "Visitas"), with its orders when the
 * member's role may read them (`orders.read`; the route itself asks `visits.read`). This server's counts not
 * written yet are written first, so the owner sees the visit they just made.
 */
export const visitsRoutes: FastifyPluginAsyncZod<VisitsRoutesOptions> = async (
  app,
  { counting, readOrderFigures },
) => {
  app.addHook('preValidation', requireBusiness)
  app.get(
    '/visits',
    { schema: { response: { 200: VisitsReportSchema, 401: ErrorBodySchema, 404: ErrorBodySchema } } },
    async (request) => {
      await writeCounts(counting)
      const owner = { businessId: request.businessId, userId: request.userId }
      const readOrders = can(request.memberRole, 'orders.read') ? readOrderFigures : undefined
      return getVisitsReport(counting.db, owner, counting.clock(), readOrders)
    },
  )
}
