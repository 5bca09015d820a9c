import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AnalysisPool, createAnalysisPool, type PoolOptions, QueueFullError } from './analysis-pool.ts'
import type { WorkerProgress } from './progress.ts'
import { TEST_READER_MODULE } from './test-reader.ts'

let folder: string
const pools: AnalysisPool[] = []

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrina-pool-'))
})
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

function newPool(options: Partial<PoolOptions> = {}) {
  const pool = createAnalysisPool({
    size: 1,
    queueLimit: 1,
    timeLimitMs: 5_000,
    readerModule: TEST_READER_MODULE,
    ...options,
  })
  pools.push(pool)
  return pool
}

/** A job whose file says what the test reader does with it. */
async function job(content: string) {
  const id = randomUUID()
  const sourcePath = join(folder, `${id}.pdf`)
  await writeFile(sourcePath, `%PDF-1.4 ${content}`)
  return { id, sourcePath, fileType: 'pdf' as const, fileName: 'carta.pdf', folder }
}

function track() {
  const events: string[] = []
  const progress: WorkerProgress[] = []
  return {
    events,
    progress,
    callbacks: {
      onStart: () => events.push('start'),
      onProgress: (report: WorkerProgress) => progress.push(report),
    },
  }
}

describe('the analysis pool', () => {
  it('reads a menu in a worker, with its progress', async () => {
    const pool = newPool()
    const tracker = track()
    const outcome = await pool.run(await job('menu'), tracker.callbacks)
    expect(outcome).toMatchObject({ isDone: true, pictures: [] })
    expect(outcome.isDone && outcome.menu.sections[0]?.items[0]?.name).toBe('Empanada')
    expect(tracker.events).toEqual(['start'])
    expect(tracker.progress.map((report) => report.phase)).toEqual([
      'reading',
      'recognising',
      'structuring',
      'pictures',
    ])
  })

  it('refuses a job when its workers are busy and its queue is full, and takes it again once there is room', async () => {
    const pool = newPool({ size: 1, queueLimit: 1 })
    const first = pool.run(await job('wait:400'), track().callbacks)
    const second = pool.run(await job('wait:10'), track().callbacks)
    expect(pool.hasRoom()).toBe(false)
    const third = await job('menu')
    expect(() => pool.run(third, track().callbacks)).toThrow(QueueFullError)
    try {
      pool.run(third, track().callbacks)
    } catch (error) {
      expect((error as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
    }
    expect(await first).toMatchObject({ isDone: true })
    expect(await second).toMatchObject({ isDone: true })
    expect(await pool.run(third, track().callbacks)).toMatchObject({ isDone: true })
  })

  it('stops a job that hangs at its time limit, and a fresh worker takes the next job', async () => {
    const pool = newPool({ timeLimitMs: 300 })
    let startedAt = 0
    const hung = pool.run(await job('hang'), {
      onStart: () => {
        startedAt = performance.now()
      },
      onProgress: () => {},
    })
    const next = pool.run(await job('menu'), track().callbacks)
    expect(await hung).toEqual({ isDone: false, code: 'timed_out' })
    // The clock starts when a ready worker takes the job (starting one is not the job's time).
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(290)
    expect(performance.now() - startedAt).toBeLessThan(1_000)
    expect(await next).toMatchObject({ isDone: true })
  })

  it('fails a refused file with the reader’s code and keeps going', async () => {
    const pool = newPool()
    expect(await pool.run(await job('damaged'), track().callbacks)).toEqual({
      isDone: false,
      code: 'damaged_file',
    })
    expect(await pool.run(await job('crash'), track().callbacks)).toEqual({
      isDone: false,
      code: 'analysis_failed',
    })
    expect(await pool.run(await job('menu'), track().callbacks)).toMatchObject({ isDone: true })
  })

  it('survives a worker that ends or runs out of memory', async () => {
    const errors: Error[] = []
    const pool = newPool({ heapLimitMb: 32, onWorkerError: (error) => errors.push(error) })
    // A worker that ended mid-read cut the read short (worth another try); one out of memory did not.
    expect(await pool.run(await job('exit'), track().callbacks)).toEqual({
      isDone: false,
      code: 'analysis_failed',
      isCutShort: true,
    })
    expect(await pool.run(await job('heap'), track().callbacks)).toEqual({
      isDone: false,
      code: 'too_complex',
    })
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('(3)'),
      expect.stringMatching(/heap/i),
    ])
    expect(await pool.run(await job('menu'), track().callbacks)).toMatchObject({ isDone: true })
  })

  it('settles running and waiting jobs as interrupted when it closes', async () => {
    const pool = newPool()
    const running = pool.run(await job('hang'), track().callbacks)
    const queued = pool.run(await job('menu'), track().callbacks)
    await pool.close()
    expect(await running).toEqual({ isDone: false, code: 'interrupted', isCutShort: true })
    expect(await queued).toEqual({ isDone: false, code: 'interrupted', isCutShort: true })
    expect(await pool.run(await job('menu'), track().callbacks)).toEqual({
      isDone: false,
      code: 'interrupted',
      isCutShort: true,
    })
  })

  // A machine without util-linux's chrt (or not Linux) cannot give SCHED_IDLE: the reader still reads, as far
  // down as a nice value goes, and the server is told once so that it can say so.
  it('reads at the lowest nice value, and says so once, where SCHED_IDLE cannot be had', async () => {
    const refusals: number[] = []
    const pool = newPool({
      size: 2,
      queueLimit: 2,
      priority: 'idle',
      onIdlePolicyRefused: (nice) => refusals.push(nice),
    })
    const path = process.env.PATH
    // The workers start with the environment of the moment, here one where no chrt can be found.
    process.env.PATH = folder
    try {
      const outcomes = Promise.all([
        pool.run(await job('menu'), track().callbacks),
        pool.run(await job('menu'), track().callbacks),
      ])
      await expect(outcomes).resolves.toMatchObject([{ isDone: true }, { isDone: true }])
    } finally {
      process.env.PATH = path
    }
    expect(refusals).toEqual([19])
  })
})
