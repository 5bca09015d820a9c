import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { TIME_LIMIT_MS } from '#menu-reader/input/limits.ts'
import { OpenStreams } from '../../shared/event-stream.ts'
import { startAnalysisJobs, stopAnalysisJobs } from './analysis-jobs.ts'
import { createAnalysisPool } from './analysis-pool.ts'
import { clearStaleWork, scheduleExpirySweep } from './analysis-sweep.ts'
import { createLiveAnalyses } from './live-analyses.ts'
import { updateAnalysis } from './menu-analyses.repository.ts'
import { menuAnalysesRoutes } from './menu-analyses.routes.ts'
import type { AnalysisDeps } from './menu-analyses.service.ts'
import { createModelReader } from './model-reading.ts'

export type MenuAnalysesOptions = {
  /** The module the workers read menus with; menu-reader's unless a test gives a fake one. */
  readerModule?: string
  /** Milliseconds an analysis may run (docs/product-spec.md §9: 60 s, the default); tests use less. */
  timeLimitMs?: number
  /** The clock in milliseconds (Date.now unless a test moves it, for the daily cap). */
  now?: () => number
}

/**
 * Menu analyses as jobs of the queue (decisions 014, 048): the worker pool reading the jobs this server
 * claims, their live state, the expiry sweep, and the routes under /api.
 */
export const menuAnalysesModule = fp(
  async (app: FastifyInstance, options: MenuAnalysesOptions) => {
    const { config, database, jobs } = app
    const log = app.log.child({ module: 'menu-analyses' })
    const now = options.now ?? Date.now
    const pool = createAnalysisPool({
      size: config.menuWorkers,
      // The queue is the job queue's: the pool is given no more than its workers (a worker still ending
      // counts as taken, hence the room for as many again).
      queueLimit: config.menuWorkers,
      timeLimitMs: options.timeLimitMs ?? TIME_LIMIT_MS,
      priority: config.menuWorkerPriority,
      onIdlePolicyRefused: (nice) =>
        log.warn(
          { nice },
          'the menu readers could not be put under SCHED_IDLE (is chrt installed?): nice only',
        ),
      readerModule: options.readerModule ?? config.menuTestReader,
      onWorkerError: (error) => log.error({ err: error }, 'a menu-analysis worker failed'),
    })
    const live = createLiveAnalyses({
      save: (id, change) => updateAnalysis(database.db, id, change),
      onSaveError: (error) => log.error({ err: error }, 'could not save the progress of a menu analysis'),
    })
    const deps: AnalysisDeps = {
      db: database.db,
      jobs,
      pool,
      queueRoom: config.menuWorkers + config.menuQueueLimit,
      // Visitors (no account) may take half the waiting room at most: an owner signing in finds room.
      visitorRoom: Math.max(1, Math.floor(config.menuQueueLimit / 2)),
      live,
      files: app.files,
      dataDir: config.dataDir,
      metrics: app.metrics,
      rateLimit: config.menuRateLimit,
      visitorActiveLimit: config.menuVisitorActiveLimit,
      businessLimits: { active: config.menuBusinessActiveLimit, daily: config.menuBusinessDailyLimit },
      now,
      log,
      streams: new OpenStreams(),
      modelReader: createModelReader(config.menuModel, { db: database.db, metrics: app.metrics, log, now }),
      menuModel: config.menuModel,
    }
    await clearStaleWork(config.dataDir)
    await startAnalysisJobs(jobs, deps, config.menuWorkers)
    const stopSweeps = await scheduleExpirySweep(jobs, deps)
    // Before the server waits for open requests: this server takes no more menus, and hands back those it is
    // reading (the queue gives them to another server, or to this one when it starts again); the event
    // streams end (their browsers reconnect, to whichever server); saves end before the database closes.
    app.addHook('preClose', async () => {
      stopSweeps()
      await stopAnalysisJobs(jobs)
      await pool.close()
      await live.drain()
      deps.streams.closeAll()
    })
    await app.register(menuAnalysesRoutes, { prefix: '/api', deps })
  },
  { name: 'menu-analyses' },
)
