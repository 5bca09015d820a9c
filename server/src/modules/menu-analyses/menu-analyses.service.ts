import { randomUUID } from 'node:crypto'
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
  deleteAnalysis,
  findAnalysis,
  insertAnalysis,
} from './menu-analyses.repository.ts'
import type { AnalysedMenu, MenuAnalysis } from './menu-analysis.schema.ts'
import { ACCEPTED, toPhaseProgress } from './progress.ts'

/** How long an analysis and its files are kept (a visitor's result for 24 hours). */
export const ANALYSIS_LIFETIME_MS = 24 * 60 * 60 * 1000

export type AnalysisDeps = {
  db: Database
  pool: AnalysisPool
  live: LiveAnalyses
  /** DATA_DIR/analyses. */
  directory: string
  /** Analyses a visitor's address may start in an hour. */
  rateLimit: number
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
  })
  outcome
    .then((result) => finishJob(deps, job, result))
    .catch((error: unknown) => deps.log.error({ err: error, analysis: job.id }, 'could not save an analysis'))
}

/**
 * Starts analysing an uploaded menu (decision 014): refuses at once when the queue is full or a visitor's
 * address is over its hourly limit (before the file is read), checks the file by its bytes, keeps it under
 * DATA_DIR/analyses/<id>/ until it is read, records the job and queues it. Answers the job as accepted.
 */
export async function startAnalysis(
  deps: AnalysisDeps,
  caller: Caller,
  readUpload: () => Promise<Upload>,
): Promise<AnalysisState> {
  if (!deps.pool.hasRoom()) throw new RetryLaterError('queue_full', deps.pool.retryAfterSeconds())
  if (!caller.businessId) {
    await requireWithinHour(deps.db, `menu-analyses:${caller.address}`, deps.rateLimit, 'menu_rate_limited')
  }
  const { bytes, fileName } = await readUpload()
  const fileType = checkUpload(bytes)
  const id = randomUUID()
  const folder = analysisFolder(deps.directory, id)
  const sourcePath = sourceFilePath(folder, fileType)
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
      expiresAt: new Date(Date.now() + ANALYSIS_LIFETIME_MS),
    })
    deps.live.track(state)
    runJob(deps, { id, sourcePath, fileType, fileName: basename(fileName), folder })
    return state
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
  const state = deps.live.get(id) ?? (await findAnalysis(deps.db, id))
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
    error: state.errorCode ? { code: state.errorCode, message: translate(state.errorCode, language) } : null,
  }
}

/** Waits until a job of this server is done or failed; answers its last state. */
export function waitForAnalysis(deps: AnalysisDeps, id: string): Promise<AnalysisState> {
  return new Promise((resolve, reject) => {
    const stop = deps.live.subscribe(id, (state) => {
      if (!isFinished(state)) return
      stop?.()
      resolve(state)
    })
    if (stop) return
    findAnalysis(deps.db, id).then(
      (state) => (state ? resolve(state) : reject(new AppError('not_found', 404))),
      reject,
    )
  })
}
