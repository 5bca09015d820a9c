import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, ErrorBodySchema as ErrorSchema } from '../../shared/errors.ts'
import { areMigrationsApplied } from './migrations-applied.ts'

/** Set by the health plugin once shutdown has begun. */
export type ShutdownState = { isShuttingDown: boolean }

const LiveSchema = z.object({ status: z.literal('ok') })
const ReadySchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
})

/**
 * `GET /api/health` (liveness: the process answers, nothing else is asked, so a slow database never gets the
 * process restarted) and `GET /api/ready` (readiness: send traffic here). Readiness answers 503 once shutdown
 * has begun, so a load balancer stops sending requests before the server stops taking them.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ shutdown: ShutdownState }> = async (app, { shutdown }) => {
  app.get('/health', { schema: { response: { 200: LiveSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' } as const
  })

  app.get(
    '/ready',
    { schema: { response: { 200: ReadySchema, 503: ErrorSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      if (shutdown.isShuttingDown) throw new AppError('server_shutting_down', 503)
      let hasAllMigrations: boolean
      try {
        await app.database.ping()
        hasAllMigrations = await areMigrationsApplied(app.database.db)
      } catch (error) {
        throw new AppError('database_unavailable', 503, error)
      }
      if (!hasAllMigrations) throw new AppError('migrations_pending', 503)
      return { status: 'ok', database: 'ok', migrations: 'ok' } as const
    },
  )
}
