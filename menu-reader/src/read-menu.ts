import { assembleMenu } from './assemble-menu.ts'
import { MenuReadError, stoppedError } from './errors.ts'
import { MAX_FILE_BYTES, TIME_LIMIT_MS } from './input/limits.ts'
import { sniffFileType } from './input/sniff-type.ts'
import { readPages } from './read-pages.ts'
import { closeTextLineModels } from './text-lines/models.ts'
import type { AnalysedMenu, ReadMenuOptions } from './types.ts'

export { MenuReadError } from './errors.ts'

function checkInput(bytes: Uint8Array) {
  if (bytes.length === 0) throw new MenuReadError('empty_file', 'The file is empty.')
  if (bytes.length > MAX_FILE_BYTES) {
    throw new MenuReadError('file_too_large', 'The file is larger than 15 MB.')
  }
  const fileType = sniffFileType(bytes)
  if (!fileType) throw new MenuReadError('unsupported_type', 'Please upload a PDF, JPG or PNG file.')
  return fileType
}

// One signal for the caller's cancel and our own 60-second limit, and which of the two it was.
function deadline(signal: AbortSignal | undefined, limitMs = TIME_LIMIT_MS) {
  // A caller (a test) may ask for a shorter limit, never a longer one.
  const timeLimitMs = Math.min(limitMs, TIME_LIMIT_MS)
  const startedAt = performance.now()
  const timeout = AbortSignal.timeout(timeLimitMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  const timedOut = () =>
    new MenuReadError('timed_out', `The analysis took longer than ${timeLimitMs / 1000} seconds.`)
  // The timer cannot fire while native recognition holds the thread, so the clock is read as well.
  const isPast = () => timeout.aborted || performance.now() - startedAt >= timeLimitMs
  const toError = (error: unknown) => {
    if (error instanceof MenuReadError && error.code !== 'aborted') return error
    if (timeout.aborted) return timedOut()
    if (signal?.aborted) return stoppedError()
    return error
  }
  return { signal: combined, toError, isPast, timedOut }
}

/**
 * Reads a menu file (PDF, JPEG or PNG bytes) into restaurant name, sections and items, on this machine.
 * Throws a MenuReadError for a file it refuses (type, size, pixels, pages, password, damage, 60 s limit).
 */
export async function readMenu(bytes: Uint8Array, options: ReadMenuOptions = {}): Promise<AnalysedMenu> {
  const startedAt = performance.now()
  const fileType = checkInput(bytes)
  const { signal, toError, isPast, timedOut } = deadline(options.signal, options.timeLimitMs)
  const report = options.onProgress ?? (() => {})
  report({ phase: 'reading', percent: 5 })
  try {
    const pages = await readPages(bytes, fileType, signal, (done, total) => {
      report({ phase: 'recognising', percent: Math.round(10 + (70 * done) / total) })
    })
    if (signal.aborted) throw signal.reason
    if (isPast()) throw timedOut()
    options.onPages?.(pages)
    report({ phase: 'structuring', percent: 85 })
    const menu = assembleMenu(pages, {
      confidence: 0,
      errors: [],
      processingTime: Math.round(performance.now() - startedAt) / 1000,
      fileSize: bytes.length,
      fileType,
      fileName: options.fileName ?? '',
    })
    report({ phase: 'structuring', percent: 100 })
    return menu
  } catch (error) {
    throw toError(error)
  }
}

/** Frees the text-reading models, so that a command-line run can exit. */
export async function closeMenuReader(): Promise<void> {
  await closeTextLineModels()
}
