import type { Server } from 'node:http'
import { Server as NetServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * How long a stopping server keeps its kept-alive connections open after it stops taking new ones. A client
 * (a load balancer's pool) may have sent a request on an idle connection just as the server began to stop:
 * closing that connection at once loses the request with it. Within this window such a request is answered
 * (with `Connection: close`, so the client lets the connection go); connections still idle after it close.
 */
export const KEEP_ALIVE_DRAIN_MS = 2_000

const POLL_MS = 50

/**
 * Stops the listener and waits until every connection has ended or `drainMs` has passed. Node's own
 * `http.Server.close()` (which Fastify calls after this) would close the idle kept-alive connections at the
 * moment the listener stops; the net server's close stops the listener alone.
 */
export async function stopTakingConnections(server: Server, drainMs: number): Promise<void> {
  if (!server.listening) return
  NetServer.prototype.close.call(server)
  const deadline = performance.now() + drainMs
  while (performance.now() < deadline && (await openConnections(server)) > 0) await sleep(POLL_MS)
}

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)))
