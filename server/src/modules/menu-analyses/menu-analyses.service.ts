import { createHash, randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { MAX_FILE_BYTES } from '#menu-reader/input/limits.ts'
import { sniffFileType } from '#menu-reader/input/sniff-type.ts'
import type { Database } from '../../db/database.ts'
import { AppError, RetryLaterError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { translate } from '../../shared/i18n/messages.ts'
import type { JobQueue } from '../../shared/jobs/job-queue.ts'
import type { Metrics } from '../../shared/metrics.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { analysisPrefix, sourceContentType, sourceKey } from './analysis-files.ts'
import { queueAnalysis } from './analysis-jobs.ts'
import type { AnalysisPool } from './analysis-pool.ts'
import { followAnalysis } from './follow-analysis.ts'
import type { LiveAnalyses } from './live-analyses.ts'
import {
  type AnalysisState,
  countBusinessAnalyses,
  countUnfinishedAnalyses,
  deleteAnalysis,
  findAnalysis,
  findUnfinishedUpload,
  insertAnalysis,
} from './menu-analyses.repository.ts'
import type { MenuAnalysis } from './menu-analysis.schema.ts'
import { ACCEPTED } from './progress.ts'

/** How long an analysis and its files are kept (a visitor's result for 24 hours). */
export const ANALYSIS_LIFETIME_MS = 24 * 60 * 60 * 1000
/** The window of a business's daily cap: the last 24 hours, the jobs' own lifetime. */
export const BUSINESS_DAY_MS = 24 * 60 * 60 * 1000

export type AnalysisDeps = {
  db: Database
  jobs: JobQueue
  pool: AnalysisPool
  live: LiveAnalyses
  /** Analyses waiting or being read, across every server, past which an upload is refused (429). */
  queueRoom: number
  /** Where the uploaded files and page pictures are kept (decision 049). */
  files: FileStore
  /** DATA_DIR: this server's work folders (analysis-files.ts). */
  dataDir: string
  metrics: Metrics
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

/**
 * Refuses a caller past its allowance: a visitor's address past its hourly limit, a business with
 * `active` analyses under way or `daily` started in 24 hours (so one account cannot fill the queue, which
 * every visitor and business shares). Each refusal is a 429 that says when to try again.
 */
const retryAfterSeconds = async (deps: AnalysisDeps) =>
  deps.pool.retryAfterSeconds(await countUnfinishedAnalyses(deps.db))

async function requireAllowance(deps: AnalysisDeps, caller: Caller): Promise<void> {
  if (!caller.businessId) {
    await requireWithinHour(deps.db, `menu-analyses:${caller.address}`, deps.rateLimit, 'menu_rate_limited')
    return
  }
  const now = deps.now()
  const usage = await countBusinessAnalyses(deps.db, caller.businessId, new Date(now - BUSINESS_DAY_MS))
  if (usage.active >= deps.businessLimits.active) {
    throw new RetryLaterError('menu_business_busy', await retryAfterSeconds(deps))
  }
  if (usage.recent >= deps.businessLimits.daily) {
    const freedAt = (usage.oldestRecentAt?.getTime() ?? now) + BUSINESS_DAY_MS
    throw new RetryLaterError('menu_business_daily_limit', Math.max(1, Math.ceil((freedAt - now) / 1000)))
  }
}

/**
 * Starts analysing an uploaded menu (decision 014): checks the file by its bytes; the same caller's same
 * file while it is still waiting or running is that analysis again (a retry never starts a second one);
 * otherwise refuses a full queue or a caller past its allowance, keeps the file in the store (under
 * analyses/<id>/) until it is read, records the analysis and queues its job. Answers the job as it stands.
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
  const unfinished = await countUnfinishedAnalyses(deps.db)
  if (unfinished >= deps.queueRoom) {
    throw new RetryLaterError('queue_full', deps.pool.retryAfterSeconds(unfinished))
  }
  await requireAllowance(deps, caller)
  const id = randomUUID()
  const now = deps.now()
  let state: AnalysisState | undefined
  try {
    await deps.files.put(sourceKey(id, fileType), bytes, sourceContentType(fileType))
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
    await queueAnalysis(deps.jobs, { analysisId: id, fileType, fileName: basename(fileName) })
    return deps.live.get(id) ?? (await findAnalysis(deps.db, id)) ?? state
  } catch (error) {
    if (state) await deleteAnalysis(deps.db, id)
    await deps.files.deletePrefix(analysisPrefix(id))
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

/** Waits until a job is done or failed, whichever server reads it; answers its last state. */
export function waitForAnalysis(deps: AnalysisDeps, id: string): Promise<AnalysisState> {
  return new Promise((resolve, reject) => {
    followAnalysis(
      deps,
      id,
      (state) => isFinished(state) && resolve(state),
      () => reject(new AppError('not_found', 404)),
    )
  })
}
