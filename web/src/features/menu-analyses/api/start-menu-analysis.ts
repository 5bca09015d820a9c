import { ApiError } from '../../../lib/api.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { type MenuAnalysis, START_ANALYSIS_PATH } from './analysis-contract.ts'

/** An API error that may say when to try again (`Retry-After` on a 429 of a full queue). */
export class AnalysisRequestError extends ApiError {
  override name = 'AnalysisRequestError'
  /** Milliseconds the server asked to wait, or null when it did not say. */
  readonly retryAfterMs: number | null

  constructor(status: number, code: string, message: string, retryAfterMs: number | null = null) {
    super(status, code, message)
    this.retryAfterMs = retryAfterMs
  }
}

function readError(request: XMLHttpRequest): AnalysisRequestError {
  let code = 'http_error'
  let message = request.statusText || `HTTP ${request.status}`
  try {
    const { error } = JSON.parse(request.responseText) as { error?: { code?: unknown; message?: unknown } }
    if (typeof error?.code === 'string') code = error.code
    if (typeof error?.message === 'string') message = error.message
  } catch {
    // Not our JSON (a proxy's page): the status says enough.
  }
  const seconds = Number(request.getResponseHeader('Retry-After'))
  return new AnalysisRequestError(request.status, code, message, seconds > 0 ? seconds * 1000 : null)
}

type Options = {
  /** The share of the file sent so far, 0–1, as the browser reports it. */
  onUploadProgress: (share: number) => void
  signal?: AbortSignal
  /**
   * The model service's host the person was told their menu goes to, if they were: the server sends the
   * pages to that service only when the upload names it (multipart field `modelService`).
   */
  modelService?: string | null
}

/**
 * Starts an analysis (`POST /api/menu-analyses`, multipart field `file`) and answers the accepted job.
 * XMLHttpRequest rather than fetch: fetch cannot report how much of an upload is sent, and the first phase
 * of the widget's progress is that (docs/product-spec.md §4, 0–30). Throws an AnalysisRequestError, or an
 * AbortError.
 */
export function startMenuAnalysis(
  file: File,
  { onUploadProgress, signal, modelService }: Options,
): Promise<MenuAnalysis> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const request = new XMLHttpRequest()
    request.open('POST', START_ANALYSIS_PATH)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('Accept-Language', getCurrentLanguage())
    // Same origin: the session cookie goes along, as with fetch's credentials 'same-origin'.
    request.withCredentials = false
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total)
    })
    const abort = () => request.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const settle = () => signal?.removeEventListener('abort', abort)

    request.addEventListener('load', () => {
      settle()
      if (request.status < 200 || request.status >= 300) return reject(readError(request))
      try {
        // The answer's shape is the contract's (an accepted job); only a body that is not JSON is refused.
        resolve(JSON.parse(request.responseText) as MenuAnalysis)
      } catch (error) {
        reject(new AnalysisRequestError(request.status, 'invalid_response', String(error)))
      }
    })
    request.addEventListener('error', () => {
      settle()
      reject(new AnalysisRequestError(0, 'network_error', 'The server could not be reached'))
    })
    request.addEventListener('abort', () => {
      settle()
      reject(signal?.reason ?? new DOMException('The upload was stopped', 'AbortError'))
    })

    const form = new FormData()
    // Before the file: the server reads the fields that come ahead of it.
    if (modelService) form.append('modelService', modelService)
    form.append('file', file, file.name)
    request.send(form)
  })
}
