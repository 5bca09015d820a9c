import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { KEEP_ALIVE_DRAIN_MS, stopTakingConnections } from './drain-connections.ts'
import { healthRoutes, type ShutdownState } from './health.routes.ts'

/** Health: `GET /api/health` (liveness) and `GET /api/ready` (readiness) for load balancers and scripts. */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    const shutdown: ShutdownState = { isShuttingDown: false }
    // On the root context, so it runs as app.close() begins (server.ts calls it on SIGTERM), before any hook
    // of a later plugin.
    app.addHook('preClose', async () => {
      shutdown.isShuttingDown = true
      // Readiness answers 503 from here on; the listener stops, and a request already sent on a kept-alive
      // connection is still answered before the idle ones close.
      // A short SHUTDOWN_TIMEOUT_SECONDS shortens the drain, leaving most of it to the requests and jobs.
      await stopTakingConnections(
        app.server,
        Math.min(KEEP_ALIVE_DRAIN_MS, (app.config.shutdownTimeoutSeconds * 1000) / 4),
      )
    })
    // A request under way or arriving while the server stops is answered, then its connection closed. Only
    // the connections idle once the drain ends are closed for us, and the listener's close waits for every
    // other one: a kept-alive connection that falls idle afterwards would hold the process until the client
    // (a load balancer's pool) hangs up, past SHUTDOWN_TIMEOUT_SECONDS.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (shutdown.isShuttingDown) reply.header('connection', 'close')
      return payload
    })
    await app.register(healthRoutes, { prefix: '/api', shutdown })
  },
  { name: 'health' },
)
