import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import type { Config } from '../../config.ts'
import { createSharedPostgresDatabase } from '../../test/test-database.ts'
import { ANALYSIS_QUEUE } from './analysis-jobs.ts'
import { createAnalysesApp, followEvents, get, registerOwner, testPdf, upload } from './test-analyses.ts'

// Uploads fired at once: each limit is decided with the analysis's insert under one lock, so a burst never
// gets past it, on one server or (PostgreSQL) two sharing the database. The reads take seconds ("wait:"),
// so nothing admitted finishes while the burst is decided.

const LIMITS: Partial<Config> = {
  menuWorkers: 1,
  menuQueueLimit: 8,
  menuBusinessActiveLimit: 2,
  menuVisitorActiveLimit: 1,
}

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

async function oneServer() {
  const app = await createAnalysesApp({ config: LIMITS })
  apps.push(app)
  return app
}

const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode)
const countOf = (statuses: number[], status: number) => statuses.filter((code) => code === status).length

describe('admission under concurrency', () => {
  it('admits exactly MENU_BUSINESS_ACTIVE_LIMIT of eight uploads a business fires at once', async () => {
    const app = await oneServer()
    const owner = await registerOwner(app)
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) => upload(app, testPdf(`wait:5000 business ${n}`), { cookie: owner })),
    )
    const statuses = statusesOf(responses)
    expect(countOf(statuses, 202), String(statuses)).toBe(2)
    expect(countOf(statuses, 429)).toBe(6)
    const refusals = responses.filter((response) => response.statusCode === 429)
    expect(new Set(refusals.map((response) => response.json().error.code))).toEqual(
      new Set(['menu_business_busy']),
    )
  })

  it('never lets twenty visitors at once take more than their half of the waiting room', async () => {
    const app = await oneServer()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        upload(app, testPdf(`wait:5000 visitor ${n}`), { address: `10.40.0.${n + 1}` }),
      ),
    )
    const statuses = statusesOf(responses)
    // MENU_QUEUE_LIMIT 8: visitors may have 4 under way at most, the other places kept for owners.
    expect(countOf(statuses, 202), String(statuses)).toBe(4)
    const refusals = responses.filter((response) => response.statusCode === 429)
    expect(new Set(refusals.map((response) => response.json().error.code))).toEqual(new Set(['queue_full']))

    const owner = await registerOwner(app)
    expect((await upload(app, testPdf('wait:5000 owner'), { cookie: owner })).statusCode).toBe(202)
  })

  it('reads one analysis at a time per visitor address, and an owner still finds room after ten', async () => {
    const app = await oneServer()
    const address = '10.41.0.1'
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => upload(app, testPdf(`wait:5000 same address ${n}`), { address })),
    )
    const statuses = statusesOf(responses)
    expect(countOf(statuses, 202), String(statuses)).toBe(1)
    const refused = responses.find((response) => response.statusCode === 429)
    expect(refused?.json().error.code).toBe('menu_visitor_busy')
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1)

    const inEnglish = await upload(app, testPdf('one more'), { address, language: 'en' })
    expect(inEnglish.json().error).toEqual({
      code: 'menu_visitor_busy',
      message:
        'You already have a menu being analysed. Wait for it to finish (usually under a minute), then upload this one.',
    })

    const owner = await registerOwner(app)
    expect((await upload(app, testPdf('wait:5000 owner'), { cookie: owner })).statusCode).toBe(202)
  })

  it('queues a signed-in owner ahead of the visitors already waiting', async () => {
    const app = await oneServer()
    const owner = await registerOwner(app)
    // The one worker reads the first; the visitor's second waits, then the owner's arrives.
    const running = (await upload(app, testPdf('wait:3000 first'), { address: '10.42.0.1' })).json()
    await vi.waitFor(
      async () => {
        const first = await get(app, `/api/menu-analyses/${running.id}`, { address: '10.42.0.1' })
        expect(first.json().status).toBe('running')
      },
      { timeout: 10_000, interval: 20 },
    )
    const visitor = (await upload(app, testPdf('visitor waits'), { address: '10.42.0.2' })).json()
    const owners = (await upload(app, testPdf('owner waits'), { cookie: owner })).json()
    expect(visitor.queuePosition).toBe(1)
    // Nothing waiting is ahead of the owner's: the queue hands out the higher priority first.
    const ownersNow = (await get(app, `/api/menu-analyses/${owners.id}`, { cookie: owner })).json()
    expect(ownersNow.queuePosition).toBe(1)
    const priorities = await Promise.all(
      [owners.id, visitor.id].map(
        async (id) => (await app.jobs.findJobs(ANALYSIS_QUEUE, { id }))[0]?.priority,
      ),
    )
    expect(priorities).toEqual([1, 0])
    for (const [id, call] of [
      [owners.id, { cookie: owner }],
      [visitor.id, { address: '10.42.0.2' }],
      [running.id, { address: '10.42.0.1' }],
    ] as const) {
      expect((await followEvents(app, id, call)).at(-1)?.status).toBe('done')
    }
  })
})

const postgresUrl = inject('postgresUrl')

/** Two apps of one deployment: one database, one folder of files (a job may be read by either). */
async function twoServers() {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-admission-'))
  const databases = await createSharedPostgresDatabase(2)
  for (const database of databases) {
    apps.push(await createAnalysesApp({ config: { ...LIMITS, dataDir }, database }))
  }
  return apps.slice(-2) as [FastifyInstance, FastifyInstance]
}

describe.runIf(Boolean(postgresUrl))('admission across two servers on one PostgreSQL', () => {
  it('admits exactly MENU_BUSINESS_ACTIVE_LIMIT of eight uploads a business fires at both', async () => {
    const [a, b] = await twoServers()
    const owner = await registerOwner(a)
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        upload(n % 2 ? b : a, testPdf(`wait:5000 two servers ${n}`), { cookie: owner }),
      ),
    )
    expect(countOf(statusesOf(responses), 202), String(statusesOf(responses))).toBe(2)
  })

  it('never lets twenty visitors at both take more than their half of the waiting room', async () => {
    const [a, b] = await twoServers()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        upload(n % 2 ? b : a, testPdf(`wait:5000 visitors ${n}`), { address: `10.43.0.${n + 1}` }),
      ),
    )
    expect(countOf(statusesOf(responses), 202), String(statusesOf(responses))).toBe(4)
  })
})
