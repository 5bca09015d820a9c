import type { AnalysisPhase } from '#domain/menu-analyses/analysis-phases.ts'
import { ApiError } from '../../lib/api.ts'
import { wait } from '../../lib/wait.ts'
import type { AnalysedMenu, MenuAnalysis } from './api/analysis-contract.ts'
import { followMenuAnalysis } from './api/follow-menu-analysis.ts'
import { AnalysisRequestError, startMenuAnalysis } from './api/start-menu-analysis.ts'
import type { MenuFileType } from './file-rules.ts'
import {
  firstResizeWidth,
  maxBase64Length,
  resizeToJpeg,
  retryBase64Length,
  toBase64Length,
  toRetryWidth,
} from './resize-image.ts'

// docs/product-spec.md §4 "Image processing flow" and §9 on the jobs API: up to 3 attempts 1 s apart, images
// made smaller first when their base64 passes 1 MB and again after a size or time failure while over half a
// megabyte.

export const maxAttempts = 3
export const retryDelayMs = 1000
/** The longest wait a `Retry-After` may impose between attempts; the visitor is watching. */
const MAX_RETRY_AFTER_MS = 10_000
/**
 * The upload fills the first 30 points of the progress (docs/product-spec.md §4 "uploading (progress up to
 * 30)").
 */
const UPLOAD_SHARE = 30

export type AnalysisProgress = Pick<MenuAnalysis, 'phase' | 'progress' | 'queuePosition'>

type Options = {
  type: MenuFileType
  onProgress: (progress: AnalysisProgress) => void
  signal: AbortSignal
  /** Milliseconds between attempts; the spec's 1 s unless a test says otherwise. */
  delayMs?: number
  /** The model service the person was told their menu is read with, if any (startMenuAnalysis). */
  modelService?: string | null
}

// The reader's and the queue's codes for a file too big or too slow to read (server failure-codes.ts).
const SIZE_OR_TIME_CODES = new Set(['file_too_large', 'too_many_pixels', 'too_complex', 'timed_out'])
// Failures that may pass on another attempt; a wrong type, a damaged or protected file never will.
const PASSING_CODES = new Set([...SIZE_OR_TIME_CODES, 'interrupted', 'analysis_failed', 'queue_full'])

// Refusals that last an hour or a day: trying again in a few seconds cannot pass them.
const LASTING_REFUSALS = new Set(['menu_rate_limited', 'menu_business_daily_limit'])

/** Whether a failure was about size or time (413, 504, the reader's limits): a smaller image may pass. */
export function isSizeOrTimeFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return SIZE_OR_TIME_CODES.has(error.code) || error.status === 413 || error.status === 504
}

/** Whether another attempt may succeed: network and server errors, a full queue, size and time failures. */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (PASSING_CODES.has(error.code) || error.status === 0 || error.status >= 500) return true
  return error.status === 413 || (error.status === 429 && !LASTING_REFUSALS.has(error.code))
}

/**
 * Reads a menu file on the server, reporting the spec's phases and progress, and answers the analysed menu.
 * Throws the last attempt's ApiError (a failed job's error carries its code), or the signal's AbortError.
 */
export async function analyzeMenuFile(file: File, options: Options): Promise<AnalysedMenu> {
  const { type, signal, delayMs = retryDelayMs } = options
  const isImage = type !== 'application/pdf'
  let upload = file
  if (isImage && toBase64Length(file.size) > maxBase64Length) {
    upload = await resizeOrKeep(file, firstResizeWidth)
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await runAttempt(upload, options)
    } catch (error) {
      if (signal.aborted || attempt >= maxAttempts - 1 || !isWorthRetrying(error)) throw error
      if (isImage && isSizeOrTimeFailure(error) && toBase64Length(upload.size) > retryBase64Length) {
        upload = await resizeOrKeep(file, toRetryWidth(attempt), upload)
      }
      const asked = error instanceof AnalysisRequestError ? (error.retryAfterMs ?? 0) : 0
      await wait(Math.max(delayMs, Math.min(asked, MAX_RETRY_AFTER_MS)), signal)
    }
  }
}

/**
 * The image made smaller, or `fallback` when the browser cannot decode it (a damaged photo): the server then
 * says what is wrong with it, in the visitor's language, rather than the widget guessing.
 */
async function resizeOrKeep(file: File, maxWidth: number, fallback: File = file): Promise<File> {
  try {
    return await resizeToJpeg(file, maxWidth, file.name)
  } catch {
    return fallback
  }
}

async function runAttempt(file: File, { onProgress, signal, modelService }: Options): Promise<AnalysedMenu> {
  const report = (phase: AnalysisPhase, progress: number) => onProgress({ phase, progress })
  report('uploading', 0)
  const accepted = await startMenuAnalysis(file, {
    onUploadProgress: (share) => report('uploading', Math.round(share * UPLOAD_SHARE)),
    signal,
    modelService,
  })
  onProgress(accepted)
  const isFinished = accepted.status === 'done' || accepted.status === 'failed'
  const final = isFinished
    ? accepted
    : await followMenuAnalysis(accepted.id, { onUpdate: onProgress, signal })
  if (final.status === 'done' && final.result) return final.result
  // The file arrived but could not be read: 422, with the job's own code and message.
  throw new AnalysisRequestError(
    422,
    final.error?.code ?? 'analysis_failed',
    final.error?.message ?? 'The analysis failed',
  )
}
