import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { healthRoutes, type ShutdownState } from './health.routes.ts'

/** Health: `GET /api/health` (liveness) and `GET /api/ready` (readiness) for load balancers and scripts. */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    const shutdown: ShutdownState = { isShuttingDown: false }
    // On the root context, so it runs as app.close() begins (server.ts calls it on SIGTERM), before any hook
    // of a later plugin and before the listener stops taking connections.
    app.addHook('preClose', async () => {
      shutdown.isShuttingDown = true
    })
    // A request under way when shutdown began is answered, then its connection closed. Fastify closes only
    // the connections idle at that moment, and the listener's close waits for every other one: a kept-alive
    // connection that falls idle afterwards would hold the process until the client (a load balancer's pool)
    // hangs up, past SHUTDOWN_TIMEOUT_SECONDS.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (shutdown.isShuttingDown) reply.header('connection', 'close')
      return payload
    })
    await app.register(healthRoutes, { prefix: '/api', shutdown })
  },
  { name: 'health' },
)
