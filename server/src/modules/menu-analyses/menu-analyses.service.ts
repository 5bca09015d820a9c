import { randomUUID, webcrypto } from 'node:crypto'
import { basename } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { MAX_FILE_BYTES } from '#menu-reader/input/limits.ts'
import { sniffFileType } from '#menu-reader/input/sniff-type.ts'
import type { MenuModelConfig } from '../../config.ts'
import { AppError } from '../../shared/errors.ts'
import type { OpenStreams } from '../../shared/event-stream.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { translate } from '../../shared/i18n/messages.ts'
import type { JobQueue } from '../../shared/jobs/job-queue.ts'
import type { Metrics } from '../../shared/metrics.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { type AdmissionRules, admitAnalysis, BUSINESS_DAY_MS, type Caller } from './admission.ts'
import { analysisPrefix, sourceContentType, sourceKey } from './analysis-files.ts'
import { queueAnalysis } from './analysis-jobs.ts'
import { followAnalysis } from './follow-analysis.ts'
import type { LiveAnalyses } from './live-analyses.ts'
import { type AnalysisState, deleteAnalysis, findAnalysis } from './menu-analyses.repository.ts'
import type { MenuAnalysis } from './menu-analysis.schema.ts'
import type { ModelReader } from './model-reading.ts'
import { ACCEPTED } from './progress.ts'

/** How long an analysis and its files are kept (a visitor's result for 24 hours). */
export const ANALYSIS_LIFETIME_MS = 24 * 60 * 60 * 1000
export { BUSINESS_DAY_MS, type Caller }

export type AnalysisDeps = AdmissionRules & {
  jobs: JobQueue
  live: LiveAnalyses
  /** Where the uploaded files and page pictures are kept (decision 049). */
  files: FileStore
  /** DATA_DIR: this server's work folders (analysis-files.ts). */
  dataDir: string
  metrics: Metrics
  log: FastifyBaseLogger
  /** How to end each open event stream (at shutdown). */
  streams: OpenStreams
  /** Reads menus with the deployment's model service too, when one is set (model-reading.ts). */
  modelReader: ModelReader
  /** That service, when one is set: whose host the upload screen names. */
  menuModel: MenuModelConfig | undefined
}

export type Upload = {
  bytes: Uint8Array
  fileName: string
  /** The model service the uploader was told their menu is read with, if they were (its host). */
  modelService?: string | undefined
}

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
 * The upload's SHA-256 in hex. Web Crypto hashes on libuv's thread pool, not on the event loop: a 10 MB
 * file hashed in line would hold every other request (a diner's menu among them) for tens of milliseconds.
 */
async function fileDigest(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex')
}

/**
 * Starts analysing an uploaded menu (decision 014): checks the file by its bytes, then admits it or refuses
 * it (admission.ts: the same caller's same file still under way is that analysis again); an admitted file is
 * kept in the store (under analyses/<id>/) until it is read, and its job queued, a signed-in owner's ahead
 * of the visitors' waiting. Answers the job as it stands.
 */
export async function startAnalysis(
  deps: AnalysisDeps,
  caller: Caller,
  readUpload: () => Promise<Upload>,
): Promise<AnalysisState> {
  const { bytes, fileName, modelService } = await readUpload()
  const fileType = checkUpload(bytes)
  const id = randomUUID()
  const now = deps.now()
  const admission = await admitAnalysis(deps, caller, {
    id,
    businessId: caller.businessId,
    clientAddress: caller.address,
    ...ACCEPTED,
    fileName: basename(fileName).slice(0, 255),
    fileType,
    fileSize: bytes.length,
    fileHash: await fileDigest(bytes),
    createdAt: new Date(now),
    expiresAt: new Date(now + ANALYSIS_LIFETIME_MS),
  })
  if (!admission.isNew) return deps.live.get(admission.state.id) ?? admission.state
  try {
    await deps.files.put(sourceKey(id, fileType), bytes, sourceContentType(fileType))
    const uploader = caller.businessId ? 'owner' : 'visitor'
    const job = { analysisId: id, fileType, fileName: basename(fileName), modelService }
    await queueAnalysis(deps.jobs, job, uploader)
    return deps.live.get(id) ?? (await findAnalysis(deps.db, id)) ?? admission.state
  } catch (error) {
    await deleteAnalysis(deps.db, id)
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
