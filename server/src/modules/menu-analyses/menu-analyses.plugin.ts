import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { TIME_LIMIT_MS } from '#menu-reader/input/limits.ts'
import { analysesDirectory } from './analysis-files.ts'
import { createAnalysisPool } from './analysis-pool.ts'
import { startAnalysisSweeps } from './analysis-sweep.ts'
import { createLiveAnalyses } from './live-analyses.ts'
import { updateAnalysis } from './menu-analyses.repository.ts'
import { menuAnalysesRoutes } from './menu-analyses.routes.ts'
import type { AnalysisDeps } from './menu-analyses.service.ts'

export type MenuAnalysesOptions = {
  /** The module the workers read menus with; menu-reader's unless a test gives a fake one. */
  readerModule?: string
  /** Milliseconds an analysis may run (docs/product-spec.md §9: 60 s, the default); tests use less. */
  timeLimitMs?: number
  /** The clock in milliseconds (Date.now unless a test moves it, for the daily cap). */
  now?: () => number
}

/**
 * Menu analyses as jobs (decision 014): the worker pool, the jobs this server runs,
 * the sweeps, and the routes under /api.
 */
export const menuAnalysesModule = fp(
  async (app: FastifyInstance, options: MenuAnalysesOptions) => {
    const { config, database } = app
    const log = app.log.child({ module: 'menu-analyses' })
    const pool = createAnalysisPool({
      size: config.menuWorkers,
      queueLimit: config.menuQueueLimit,
      timeLimitMs: options.timeLimitMs ?? TIME_LIMIT_MS,
      readerModule: options.readerModule ?? config.menuTestReader,
      onWorkerError: (error) => log.error({ err: error }, 'a menu-analysis worker failed'),
    })
    const live = createLiveAnalyses({
      save: (id, change) => updateAnalysis(database.db, id, change),
      onSaveError: (error) => log.error({ err: error }, 'could not save the progress of a menu analysis'),
    })
    const deps: AnalysisDeps = {
      db: database.db,
      pool,
      live,
      directory: analysesDirectory(config.dataDir),
      rateLimit: config.menuRateLimit,
      businessLimits: { active: config.menuBusinessActiveLimit, daily: config.menuBusinessDailyLimit },
      now: options.now ?? Date.now,
      log,
      streams: new Set(),
    }
    const stopSweeps = await startAnalysisSweeps(deps, database.engine === 'pglite')
    // Before the server waits for open requests: the event streams and compatibility calls end with their
    // jobs, which end now as interrupted (the next start would fail them anyway), saved before the database closes.
    app.addHook('preClose', async () => {
      stopSweeps()
      await pool.close()
      await live.drain()
      for (const close of deps.streams) close()
    })
    await app.register(menuAnalysesRoutes, { prefix: '/api', deps })
  },
  { name: 'menu-analyses' },
)
