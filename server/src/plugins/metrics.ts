import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { AppError } from '../shared/errors.ts'
import type { Metrics } from '../shared/metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

export const METRICS_PATH = '/metrics'

// Requests answered within a few milliseconds up to the slow uploads and exports.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
// Jobs and menu reads take seconds to minutes (a menu read stops at 60 s, decision 048; a job may also wait).
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600]

/**
 * Prometheus metrics (decision 050): `app.metrics` for the modules, and `GET /metrics` when METRICS_TOKEN
 * is set. Registered early in app.ts, so its hook times every route. A registry of its own per app: the
 * tests build many apps in one process, and the global registry would refuse the second one's metrics.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const registry = new Registry()
    app.decorate('metrics', createModuleMetrics(registry, app))
    if (!options.token) {
      // Off: no request timing, no default collectors; the modules' metrics are kept but never served.
      app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
        throw new AppError('not_found', 404)
      })
      return
    }
    collectDefaultMetrics({ register: registry })
    countRequests(app, registry)
    const isTokenRight = tokenChecker(options.token)
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!isTokenRight(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer')
        throw new AppError('metrics_token_invalid', 401)
      }
      reply.header('cache-control', 'no-store').type(registry.contentType)
      return registry.metrics()
    })
  },
  { name: 'metrics' },
)

function createModuleMetrics(registry: Registry, app: FastifyInstance): Metrics {
  const registers = [registry]
  const queueReaders = new Map<string, () => Promise<number>>()
  new Gauge({
    name: 'vitrina_job_queue_depth',
    help: 'Jobs waiting in each queue, read at scrape time',
    labelNames: ['queue'],
    registers,
    async collect() {
      for (const [queue, read] of queueReaders) {
        try {
          this.set({ queue }, await read())
        } catch (error) {
          // One queue that cannot be read must not cost the whole scrape.
          app.log.warn({ err: error, queue }, 'could not read a queue depth for the metrics')
        }
      }
    },
  })
  return {
    jobDuration: new Histogram({
      name: 'vitrina_job_duration_seconds',
      help: 'Seconds each job took, by queue and outcome',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    jobFailures: new Counter({
      name: 'vitrina_job_failures_total',
      help: 'Jobs that failed, by queue',
      labelNames: ['queue'],
      registers,
    }),
    menuReadSeconds: new Histogram({
      name: 'vitrina_menu_read_seconds',
      help: 'Seconds the menu reader took over one menu',
      buckets: JOB_BUCKETS,
      registers,
    }),
    modelRequests: new Counter({
      name: 'vitrina_menu_model_requests_total',
      help: 'Menus meant for the model service, by outcome (read, or why its reading was not used)',
      labelNames: ['outcome'],
      registers,
    }),
    modelSeconds: new Histogram({
      name: 'vitrina_menu_model_seconds',
      help: 'Seconds the model service took over one menu, answered or failed',
      buckets: JOB_BUCKETS,
      registers,
    }),
    modelTokens: new Counter({
      name: 'vitrina_menu_model_tokens_total',
      help: 'Tokens the model service counted, by kind (prompt, completion)',
      labelNames: ['kind'],
      registers,
    }),
    setQueueDepth: (queue, read) => {
      queueReaders.set(queue, read)
    },
  }
}

// The route pattern (`/api/catalogues/:id`), never the raw URL: one series per route, not one per id.
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched'
}

function countRequests(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_class'] as const
  const requests = new Counter({
    name: 'vitrina_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'vitrina_http_request_duration_seconds',
    help: 'Seconds from request to answer, by method, route pattern and status class',
    labelNames,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  })
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request),
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    }
    requests.inc(labels)
    latency.observe(labels, reply.elapsedTime / 1000)
  })
}

// Both sides hashed first, so the comparison takes the same time whatever the length of what was sent.
function tokenChecker(token: string): (authorization: string | undefined) => boolean {
  const expected = createHash('sha256').update(token).digest()
  return (authorization) => {
    const sent = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : ''
    return timingSafeEqual(createHash('sha256').update(sent).digest(), expected)
  }
}
