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
    const slot = () => Math.floor(Date.now() / 1000)
    const firstSlot = slot()
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
    const lastSlot = slot()
    // pg-boss's periods are slots of the clock (whole seconds here), not of the timers: each of the two
    // servers offered a run about every second (some eight offers), and each slot offered in let one through.
    const slotsOffered = lastSlot - firstSlot + 1
    expect(runs.length).toBeGreaterThanOrEqual(2)
    expect(runs.length).toBeLessThanOrEqual(slotsOffered)
  })
})
