import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database.ts'
import { createSharedPostgresDatabase, createTestDatabase } from '../../test/test-database.ts'
import { ANALYSIS_QUEUE } from './analysis-jobs.ts'
import type { MenuAnalysis } from './menu-analysis.schema.ts'
import { createAnalysesApp, followEvents, get, testPdf, upload } from './test-analyses.ts'

// Menu analyses as jobs of the queue (decision 048): handed back by a server that stops and read by the
// next; tried again when a worker dies, failed after the last try; several servers on one database.

const onPostgres = Boolean(inject('postgresUrl'))

/** The database stays open when an app on it closes: the next app (a restart) opens on the same one. */
const keptOpen = (database: DatabaseHandle): DatabaseHandle => ({ ...database, close: async () => {} })

/** The queue's job of an analysis, once its handler has returned (the analysis is saved just before). */
async function settledJob(app: FastifyInstance, id: string) {
  await expect
    .poll(async () => (await app.jobs.findJobs(ANALYSIS_QUEUE, { id }))[0]?.state)
    .not.toBe('active')
  return (await app.jobs.findJobs(ANALYSIS_QUEUE, { id }))[0]
}

async function waitForStatus(app: FastifyInstance, id: string, status: MenuAnalysis['status']) {
  await expect
    .poll(async () => (await get(app, `/api/menu-analyses/${id}`)).json().status, { timeout: 15_000 })
    .toBe(status)
}

describe('a server that stops while it reads a menu', () => {
  it('hands the job back, and the server started again reads it: one result', async () => {
    const database = await createTestDatabase()
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-restart-'))
    const first = await createAnalysesApp({ database: keptOpen(database), config: { dataDir } })
    const { id } = (await upload(first, testPdf('wait:3000 restarted'))).json()
    await waitForStatus(first, id, 'running')
    await first.close()

    const second = await createAnalysesApp({ database, config: { dataDir } })
    try {
      const events = await followEvents(second, id)
      expect(events.at(-1)).toMatchObject({ status: 'done', progress: 100 })
      expect(await settledJob(second, id)).toMatchObject({ state: 'completed', retryCount: 1 })
    } finally {
      await second.close()
    }
  }, 60_000)
})

describe('a worker that dies with the menu every time', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createAnalysesApp()
  })
  afterAll(() => app.close())

  it('is tried again with back-off, then the analysis fails with the spec’s message', async () => {
    const { id } = (await upload(app, testPdf('exit'))).json()
    const events = await followEvents(app, id, { language: 'en' })
    expect(events.at(-1)).toMatchObject({
      status: 'failed',
      error: { code: 'analysis_failed', message: 'Error processing menu. Please try again.' },
    })
    // Three tries in all: the first and the queue's two retries, the last one recorded as the result.
    expect(await settledJob(app, id)).toMatchObject({ state: 'completed', retryCount: 2 })
  }, 60_000)
})

describe.runIf(onPostgres)('two servers on one PostgreSQL database', () => {
  let servers: FastifyInstance[] = []
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-two-servers-'))
    const databases = await createSharedPostgresDatabase(2)
    servers = await Promise.all(
      databases.map((database) =>
        createAnalysesApp({ database, config: { dataDir, menuWorkers: 1, menuQueueLimit: 20 } }),
      ),
    )
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  it('read each menu once, whichever claims it, and either follows its progress to the end', async () => {
    const [a, b] = servers as [FastifyInstance, FastifyInstance]
    const uploads = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        upload(a, testPdf(`wait:300 menu ${n}`), { address: `10.9.0.${n}` }),
      ),
    )
    expect(uploads.map((response) => response.statusCode)).toEqual(Array(6).fill(202))
    const ids = uploads.map((response) => response.json().id as string)
    const ends = await Promise.all(ids.map((id) => followEvents(b, id)))
    for (const events of ends) expect(events.at(-1)).toMatchObject({ status: 'done', progress: 100 })
    const jobs = await Promise.all(ids.map((id) => settledJob(a, id)))
    expect(jobs.map((job) => [job?.state, job?.retryCount])).toEqual(Array(6).fill(['completed', 0]))
  }, 60_000)
})

describe('the metrics of the analyses', () => {
  const token = 'a-token-of-sixteen-or-more'
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createAnalysesApp({ config: { metricsToken: token } })
  })
  afterAll(() => app.close())

  it('count each read and its time, and tell the depth of the queue', async () => {
    const { id } = (await upload(app, testPdf('measured'))).json()
    expect((await followEvents(app, id)).at(-1)?.status).toBe('done')
    const scrape = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(scrape.statusCode).toBe(200)
    expect(scrape.body).toContain(
      'vitrina_job_duration_seconds_count{queue="menu-analysis",outcome="done"} 1',
    )
    expect(scrape.body).toContain('vitrina_menu_read_seconds_count 1')
    expect(scrape.body).toMatch(/vitrina_job_queue_depth\{queue="menu-analysis"\} 0/)
  })
})
