import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { MAX_FILE_BYTES } from '#menu-reader/input/limits.ts'
import { sniffFileType } from '#menu-reader/input/sniff-type.ts'
import type { AnalysedMenu as ReadMenu } from '#menu-reader/types.ts'
import type { Database } from '../../db/database.ts'
import { AppError, RetryLaterError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { translate } from '../../shared/i18n/messages.ts'
import { analysisFolder, sourceFilePath } from './analysis-files.ts'
import { type AnalysisPool, type JobOutcome, type PoolJob, QueueFullError } from './analysis-pool.ts'
import type { LiveAnalyses } from './live-analyses.ts'
import {
  type AnalysisState,
  countBusinessAnalyses,
  deleteAnalysis,
  findAnalysis,
  findUnfinishedUpload,
  insertAnalysis,
} from './menu-analyses.repository.ts'
import type { AnalysedMenu, MenuAnalysis } from './menu-analysis.schema.ts'
import { ACCEPTED, toPhaseProgress } from './progress.ts'

/** How long an analysis and its files are kept (a visitor's result for 24 hours). */
export const ANALYSIS_LIFETIME_MS = 24 * 60 * 60 * 1000
/** The window of a business's daily cap: the last 24 hours, the jobs' own lifetime. */
export const BUSINESS_DAY_MS = 24 * 60 * 60 * 1000

export type AnalysisDeps = {
  db: Database
  pool: AnalysisPool
  live: LiveAnalyses
  /** DATA_DIR/analyses. */
  directory: string
  /** Analyses a visitor's address may start in an hour. */
  rateLimit: number
  /** A business's caps: analyses waiting or running at once, and started in 24 hours. */
  businessLimits: { active: number; daily: number }
  /** The clock, in milliseconds (tests move it to try the daily cap). */
  now: () => number
  log: FastifyBaseLogger
  /** How to end each open event stream (at shutdown). */
  streams: Set<() => void>
}

/** Who asks: a signed-in owner's business, or a visitor known by address only. */
export type Caller = { businessId: string | null; address: string }
export type Upload = { bytes: Uint8Array; fileName: string }

const isFinished = (state: AnalysisState) => state.status === 'done' || state.status === 'failed'

/** The type of an upload by its bytes, or the error the caller gets for it (docs/product-spec.md §5). */
function checkUpload(bytes: Uint8Array) {
  if (bytes.length === 0) throw new AppError('empty_file', 400)
  if (bytes.length > MAX_FILE_BYTES) throw new AppError('file_too_large', 413)
  const type = sniffFileType(bytes)
  if (!type) throw new AppError('unsupported_type', 415)
  return type
}

/** The analysed menu as the API gives it: the reader's, with the address of each page picture drawn. */
function toAnalysedMenu(id: string, menu: ReadMenu, pictures: number[]): AnalysedMenu {
  const pages = menu.pages
    .filter((page) => pictures.includes(page.number))
    .map(({ number, width, height }) => ({
      number,
      width,
      height,
      image: `/api/menu-analyses/${id}/pages/${number}`,
    }))
  return { ...menu, pages }
}

async function finishJob(deps: AnalysisDeps, job: PoolJob, outcome: JobOutcome) {
  const { id } = job
  if (outcome.isDone) {
    const result = toAnalysedMenu(id, outcome.menu, outcome.pictures)
    await deps.live.finish(id, { status: 'done', phase: 'complete', progress: 100, result })
  } else {
    deps.log.info({ analysis: id, code: outcome.code }, 'menu analysis failed')
    await deps.live.finish(id, { status: 'failed', errorCode: outcome.code })
  }
  // Read, the file has served its purpose: only its page pictures are kept (for the review screen).
  await rm(job.sourcePath, { force: true })
}

// Hands the job to the pool; throws QueueFullError at once when the queue has filled since the first check.
function runJob(deps: AnalysisDeps, job: PoolJob) {
  const outcome = deps.pool.run(job, {
    onStart: () => deps.live.update(job.id, { status: 'running' }),
    onProgress: (report) => deps.live.update(job.id, toPhaseProgress(report)),
    onQueued: (position) => deps.live.setQueuePosition(job.id, position),
  })
  outcome
    .then((result) => finishJob(deps, job, result))
    .catch((error: unknown) => deps.log.error({ err: error, analysis: job.id }, 'could not save an analysis'))
}

/**
 * Refuses a caller past its allowance: a visitor's address past its hourly limit, a business with
 * `active` analyses under way or `daily` started in 24 hours (so one account cannot fill the queue, which
 * every visitor and business shares). Each refusal is a 429 that says when to try again.
 */
async function requireAllowance(deps: AnalysisDeps, caller: Caller): Promise<void> {
  if (!caller.businessId) {
    await requireWithinHour(deps.db, `menu-analyses:${caller.address}`, deps.rateLimit, 'menu_rate_limited')
    return
  }
  const now = deps.now()
  const usage = await countBusinessAnalyses(deps.db, caller.businessId, new Date(now - BUSINESS_DAY_MS))
  if (usage.active >= deps.businessLimits.active) {
    throw new RetryLaterError('menu_business_busy', deps.pool.retryAfterSeconds())
  }
  if (usage.recent >= deps.businessLimits.daily) {
    const freedAt = (usage.oldestRecentAt?.getTime() ?? now) + BUSINESS_DAY_MS
    throw new RetryLaterError('menu_business_daily_limit', Math.max(1, Math.ceil((freedAt - now) / 1000)))
  }
}

/**
 * Starts analysing an uploaded menu (decision 014): checks the file by its bytes; the same caller's same
 * file while it is still waiting or running is that analysis again (a retry never starts a second one);
 * otherwise refuses a full queue or a caller past its allowance, keeps the file under
 * DATA_DIR/analyses/<id>/ until it is read, records the job and queues it. Answers the job as it stands.
 */
export async function startAnalysis(
  deps: AnalysisDeps,
  caller: Caller,
  readUpload: () => Promise<Upload>,
): Promise<AnalysisState> {
  const { bytes, fileName } = await readUpload()
  const fileType = checkUpload(bytes)
  const fileHash = createHash('sha256').update(bytes).digest('hex')
  const same = await findUnfinishedUpload(deps.db, caller, fileHash)
  if (same) return deps.live.get(same.id) ?? same
  if (!deps.pool.hasRoom()) throw new RetryLaterError('queue_full', deps.pool.retryAfterSeconds())
  await requireAllowance(deps, caller)
  const id = randomUUID()
  const folder = analysisFolder(deps.directory, id)
  const sourcePath = sourceFilePath(folder, fileType)
  const now = deps.now()
  let state: AnalysisState | undefined
  try {
    await mkdir(folder, { recursive: true })
    await writeFile(sourcePath, bytes)
    state = await insertAnalysis(deps.db, {
      id,
      businessId: caller.businessId,
      clientAddress: caller.address,
      ...ACCEPTED,
      fileName: basename(fileName).slice(0, 255),
      fileType,
      fileSize: bytes.length,
      fileHash,
      createdAt: new Date(now),
      expiresAt: new Date(now + ANALYSIS_LIFETIME_MS),
    })
    deps.live.track(state)
    runJob(deps, { id, sourcePath, fileType, fileName: basename(fileName), folder })
    return deps.live.get(id) ?? state
  } catch (error) {
    deps.live.forget(id)
    if (state) await deleteAnalysis(deps.db, id)
    await rm(folder, { recursive: true, force: true })
    if (error instanceof QueueFullError) throw new RetryLaterError('queue_full', error.retryAfterSeconds)
    throw error
  }
}

/**
 * A job as this server knows it (its live state when it runs here, else the database's), if `viewer` may
 * read it: a visitor's job by anyone holding its random id, an owner's only by that business. An unknown,
 * expired or foreign job is 404 alike. `viewerBusinessId` is asked only for an owner's job.
 */
export async function getAnalysis(
  deps: AnalysisDeps,
  id: string,
  viewerBusinessId: () => Promise<string | null>,
): Promise<AnalysisState> {
  // A finished job is the database's (saved before it was told), which also knows when it expires.
  const live = deps.live.get(id)
  const state = live && !isFinished(live) ? live : await findAnalysis(deps.db, id)
  if (!state || state.expiresAt.getTime() <= Date.now()) throw new AppError('not_found', 404)
  if (state.businessId && state.businessId !== (await viewerBusinessId())) {
    throw new AppError('not_found', 404)
  }
  return state
}

/** The job as the API answers it, its failure in the caller's language. */
export function describeAnalysis(state: AnalysisState, language: Language): MenuAnalysis {
  return {
    id: state.id,
    status: state.status,
    phase: state.phase,
    progress: state.progress,
    result: state.status === 'done' ? state.result : null,
    ...(state.status === 'queued' && state.queuePosition ? { queuePosition: state.queuePosition } : {}),
    error: state.errorCode ? { code: state.errorCode, message: translate(state.errorCode, language) } : null,
  }
}

/** Waits until a job of this server is done or failed; answers its last state. */
export function waitForAnalysis(deps: AnalysisDeps, id: string): Promise<AnalysisState> {
  return new Promise((resolve, reject) => {
    // A job of this server tells its current state at once, and its end when it comes (then forgets us).
    const isHere = deps.live.subscribe(id, (state) => {
      if (isFinished(state)) resolve(state)
    })
    if (isHere) return
    findAnalysis(deps.db, id).then(
      (state) => (state ? resolve(state) : reject(new AppError('not_found', 404))),
      reject,
    )
  })
}
