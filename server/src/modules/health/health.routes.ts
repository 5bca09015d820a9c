import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, ErrorBodySchema as ErrorSchema } from '../../shared/errors.ts'

const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })

/** `GET /api/health`: 200 when the server and its database answer, 503 otherwise (for load balancers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: ErrorSchema } } },
    async (_request, reply) => {
      try {
        await app.database.ping()
      } catch (error) {
        throw new AppError('database_unavailable', 503, error)
      }
      reply.header('cache-control', 'no-store')
      return { status: 'ok', database: 'ok' } as const
    },
  )
}
