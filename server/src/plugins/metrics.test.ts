import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'

const TOKEN = 'a-scrape-token-for-the-tests'

describe('GET /metrics when METRICS_TOKEN is not set', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('answers 404, token or not', async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
  })

  it('still gives the modules their metrics to feed', () => {
    app.metrics.jobFailures.inc({ queue: 'menu-analyses' })
    app.metrics.setQueueDepth('menu-analyses', async () => 0)
  })
})

describe('GET /metrics when METRICS_TOKEN is set', () => {
  let app: FastifyInstance
  const scrape = (authorization?: string) =>
    app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })
  beforeAll(async () => {
    app = await createTestApp({ metricsToken: TOKEN })
  })
  afterAll(() => app.close())

  it('answers 401 in the error shape without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const response = await scrape(authorization)
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('metrics_token_invalid')
      expect(response.headers['www-authenticate']).toBe('Bearer')
    }
  })

  it('counts a request under its route pattern, not its address', async () => {
    const id = '6b1f3c1e-1111-4a4a-9b9b-123456789abc'
    await app.inject({ url: `/api/menu-analyses/${id}` })
    await app.inject({ url: '/api/health' })

    const response = await scrape(`Bearer ${TOKEN}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    const text = response.body
    expect(text).toMatch(
      /vitrina_http_requests_total\{method="GET",route="\/api\/health",status_class="2xx"\} 1/,
    )
    expect(text).toMatch(
      /vitrina_http_requests_total\{method="GET",route="\/api\/menu-analyses\/:id",status_class="4xx"\} 1/,
    )
    expect(text).not.toContain(id)
    expect(text).toMatch(
      /vitrina_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/,
    )
    // Node's own metrics, in this app's registry.
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    // The event loop's delay as perf_hooks.monitorEventLoopDelay samples it, its percentiles since the last
    // scrape: what tells a server starved of its core (`npm run bench:public-menu` reads the p99).
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m)
  })

  it('serves what the modules feed, reading queue depths at scrape time', async () => {
    let waiting = 3
    app.metrics.setQueueDepth('menu-analyses', async () => waiting)
    app.metrics.setQueueDepth('broken', async () => {
      throw new Error('no database')
    })
    app.metrics.jobDuration.observe({ queue: 'menu-analyses', outcome: 'done' }, 12)
    app.metrics.jobFailures.inc({ queue: 'menu-analyses' })
    app.metrics.menuReadSeconds.observe(8)

    let text = (await scrape(`Bearer ${TOKEN}`)).body
    expect(text).toContain('vitrina_job_queue_depth{queue="menu-analyses"} 3')
    expect(text).toContain('vitrina_job_duration_seconds_count{queue="menu-analyses",outcome="done"} 1')
    expect(text).toContain('vitrina_job_failures_total{queue="menu-analyses"} 1')
    expect(text).toContain('vitrina_menu_read_seconds_sum 8')

    waiting = 1
    text = (await scrape(`Bearer ${TOKEN}`)).body
    expect(text).toContain('vitrina_job_queue_depth{queue="menu-analyses"} 1')
  })
})
