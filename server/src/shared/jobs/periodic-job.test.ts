import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import type { Metrics } from '../metrics.ts'
import { closeJobQueue, type JobQueue, openJobQueue } from './job-queue.ts'
import { runPeriodically } from './periodic-job.ts'

const silent = { error: () => {} } as unknown as FastifyBaseLogger
const uncounted = {
  jobDuration: { observe: () => {} },
  jobFailures: { inc: () => {} },
} as unknown as Metrics

describe('a periodic job offered by two servers', () => {
  let database: DatabaseHandle
  let servers: JobQueue[] = []
  beforeAll(async () => {
    database = await createTestDatabase()
    const open = () => openJobQueue(database, { onError: () => {} })
    servers = [await open(), await open()]
  })
  afterAll(async () => {
    for (const server of servers) await closeJobQueue(server, 1000)
    await database.close()
  })

  it('runs once a period, on one of them, however many offer it', async () => {
    const runs: number[] = []
    const stops = await Promise.all(
      servers.map((server, index) =>
        runPeriodically(server, {
          name: 'test-periodic',
          everyMs: 1000,
          firstAfterMs: 10,
          log: silent,
          metrics: uncounted,
          run: async () => void runs.push(index),
        }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 3500))
    for (const stop of stops) stop()
    // Four periods began (0 s, 1 s, 2 s, 3 s): each offered twice, each run once.
    expect(runs.length).toBeGreaterThanOrEqual(3)
    expect(runs.length).toBeLessThanOrEqual(4)
  })
})
