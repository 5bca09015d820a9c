import type { Job, JobWithMetadata } from 'pg-boss'
import type { FileType, AnalysedMenu as ReaderMenu } from '#menu-reader/types.ts'
import type { JobQueue } from '../../shared/jobs/job-queue.ts'
import { pagePicturePath } from './analysis-files.ts'
import type { JobOutcome, PoolJob } from './analysis-pool.ts'
import { dropSource, endWork, keepPictures, prepareWork } from './analysis-work.ts'
import { findAnalysis, findClientAddress, updateAnalysis } from './menu-analyses.repository.ts'
import type { AnalysisDeps } from './menu-analyses.service.ts'
import type { AnalysedMenu } from './menu-analysis.schema.ts'
import { ACCEPTED, toPhaseProgress } from './progress.ts'

/** The queue of menus to read (decision 048), and where those given up on go to be recorded as failed. */
export const ANALYSIS_QUEUE = 'menu-analysis'
export const GIVEN_UP_QUEUE = 'menu-analysis-given-up'

/**
 * What a job carries: its analysis (whose row and folder say the rest), the file's type and name, and the
 * model service its uploader was told it is read with (none: read on this server only).
 */
export type AnalysisJobData = {
  analysisId: string
  fileType: FileType
  fileName: string
  modelService?: string
}

// A read cut short (its worker died or could not start, its server stopped) is tried again, twice at most, a
// few seconds later; a menu that fails by itself (unreadable, too complex, too slow, the reader's own error)
// is a result, never retried.
// Heartbeats every few seconds let the supervisor see a server that died holding a job (kill -9, a lost
// machine) within about 10 s, and hand the job to another; the expiry is a backstop past the reader's limit.
const QUEUE_POLICY = {
  retryLimit: 2,
  retryDelay: 2,
  retryBackoff: true,
  heartbeatSeconds: 10,
  expireInSeconds: 300,
  deadLetter: GIVEN_UP_QUEUE,
}
const POLLING_SECONDS = 0.5

/** Thrown by a handler so that pg-boss retries the job: nothing of it was saved as a result. */
class HandedBackError extends Error {
  override name = 'HandedBackError'
}

const isFinished = (status: string) => status === 'done' || status === 'failed'
const shouldRetry = (outcome: JobOutcome) => !outcome.isDone && outcome.isCutShort === true

type ReadOutcome = Extract<JobOutcome, { isDone: true }>

/** The analysed menu as the API gives it: the one read, with the address of each page picture drawn. */
function toAnalysedMenu(id: string, menu: ReaderMenu, pictures: number[]): AnalysedMenu {
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

/** Who uploaded a menu: their business (none for a visitor), and the model service they were told of, if any. */
type Uploader = { businessId: string | null; modelService: string | undefined }

/**
 * The menu the owner reviews: this reader's, or the model service's checked against it when one reads too
 * and the uploader was told so.
 */
async function menuToReview(deps: AnalysisDeps, job: PoolJob, uploader: Uploader, outcome: ReadOutcome) {
  if (!deps.modelReader.isOn || !uploader.modelService) return outcome.menu
  const { businessId, modelService } = uploader
  const address = businessId ? '' : ((await findClientAddress(deps.db, job.id)) ?? '')
  const picturePaths = new Map(outcome.pictures.map((page) => [page, pagePicturePath(job.folder, page)]))
  return deps.modelReader.read(
    { businessId, address, toldService: modelService },
    { menu: outcome.menu, pages: outcome.pages, picturePaths },
  )
}

async function finish(deps: AnalysisDeps, job: PoolJob, uploader: Uploader, outcome: JobOutcome) {
  if (outcome.isDone) {
    const menu = await menuToReview(deps, job, uploader, outcome)
    await keepPictures(deps, job, outcome.pictures)
    const result = toAnalysedMenu(job.id, menu, outcome.pictures)
    await deps.live.finish(job.id, { status: 'done', phase: 'complete', progress: 100, result })
  } else {
    deps.log.info({ analysis: job.id, code: outcome.code }, 'menu analysis failed')
    await deps.live.finish(job.id, { status: 'failed', errorCode: outcome.code })
  }
  await dropSource(deps, job)
}

/**
 * Reads one menu for the queue: a job whose analysis has ended already (its result saved, the queue's
 * completion lost) or gone is done; otherwise the pool reads it, this server's live state following it.
 * A read cut short (its worker died, this server is stopping) goes back to waiting and is thrown, so that
 * the queue gives it to a server again; on its last try it ends as failed instead.
 */
async function readMenuJob(deps: AnalysisDeps, job: Job<AnalysisJobData>, isLastTry: boolean) {
  const state = await findAnalysis(deps.db, job.data.analysisId)
  if (!state || isFinished(state.status)) return
  const { analysisId: id, fileType, fileName } = job.data
  const poolJob = await prepareWork(deps, { id, fileType, fileName })
  if (!poolJob) {
    deps.log.error({ analysis: id }, 'the uploaded file of a menu analysis is missing from the store')
    await updateAnalysis(deps.db, id, { status: 'failed', errorCode: 'analysis_failed' })
    return
  }
  deps.live.track({ ...state, queuePosition: undefined })
  const startedAt = performance.now()
  try {
    const outcome = await deps.pool.run(poolJob, {
      onStart: () => deps.live.update(id, { status: 'running' }),
      onProgress: (report) => deps.live.update(id, toPhaseProgress(report)),
    })
    const seconds = (performance.now() - startedAt) / 1000
    const isHandedBack = shouldRetry(outcome) && !isLastTry
    const label = outcome.isDone ? 'done' : isHandedBack ? 'handed_back' : outcome.code
    deps.metrics.jobDuration.observe({ queue: ANALYSIS_QUEUE, outcome: label }, seconds)
    if (outcome.isDone) deps.metrics.menuReadSeconds.observe(seconds)
    else deps.metrics.jobFailures.inc({ queue: ANALYSIS_QUEUE })
    if (isHandedBack) {
      deps.live.forget(id)
      await updateAnalysis(deps.db, id, { status: 'queued', ...ACCEPTED })
      throw new HandedBackError(`analysis ${id} handed back (${outcome.isDone ? '' : outcome.code})`)
    }
    await finish(
      deps,
      poolJob,
      { businessId: state.businessId, modelService: job.data.modelService },
      outcome,
    )
  } finally {
    await endWork(poolJob)
  }
}

/** A job the queue gave up on (its tries spent, or its last server died with it): its analysis fails. */
async function recordGivenUp(deps: AnalysisDeps, job: Job<AnalysisJobData>) {
  // The dead-letter copy has an id of its own; the analysis is named in its data.
  const id = job.data.analysisId
  deps.log.warn({ analysis: id }, 'menu analysis given up after its tries')
  await updateAnalysis(deps.db, id, { status: 'failed', errorCode: 'analysis_failed' })
  await dropSource(deps, { id, fileType: job.data.fileType })
}

/**
 * Makes the queues and starts reading from them: `concurrency` menus at a time on this server (its worker
 * processes), one job per fetch so that a failure never takes a finished read down with it (decision 048).
 */
export async function startAnalysisJobs(jobs: JobQueue, deps: AnalysisDeps, concurrency: number) {
  await jobs.createQueue(GIVEN_UP_QUEUE, { retryLimit: 5, retryDelay: 5, retryBackoff: true })
  await jobs.createQueue(ANALYSIS_QUEUE, QUEUE_POLICY)
  deps.metrics.setQueueDepth(ANALYSIS_QUEUE, () =>
    jobs.getQueue(ANALYSIS_QUEUE).then((queue) => queue?.queuedCount ?? 0),
  )
  const reading = {
    batchSize: 1,
    localConcurrency: concurrency,
    pollingIntervalSeconds: POLLING_SECONDS,
    includeMetadata: true,
  } as const
  await jobs.work(ANALYSIS_QUEUE, reading, async ([job]: JobWithMetadata<AnalysisJobData>[]) => {
    if (job) await readMenuJob(deps, job, job.retryCount >= job.retryLimit)
  })
  const recording = { batchSize: 1, pollingIntervalSeconds: 1 } as const
  await jobs.work(GIVEN_UP_QUEUE, recording, async ([job]: Job<AnalysisJobData>[]) => {
    if (job) await recordGivenUp(deps, job)
  })
}

/** pg-boss hands out the higher priority first, and among equals the oldest: owners before visitors. */
const PRIORITY = { owner: 1, visitor: 0 } as const

/**
 * Queues an analysis whose row and file exist (the job's id is the analysis's), a signed-in owner's ahead of
 * every visitor's still waiting.
 */
export async function queueAnalysis(
  jobs: JobQueue,
  data: AnalysisJobData,
  uploader: keyof typeof PRIORITY,
): Promise<void> {
  await jobs.send(ANALYSIS_QUEUE, data, { id: data.analysisId, priority: PRIORITY[uploader] })
}

/** Stops reading from the queue on this server (at shutdown): jobs under way are handed back by the pool. */
export async function stopAnalysisJobs(jobs: JobQueue): Promise<void> {
  // Not waiting for the reads under way: the pool stops them next, and their handlers hand them back.
  await jobs.offWork(ANALYSIS_QUEUE, { wait: false })
}
