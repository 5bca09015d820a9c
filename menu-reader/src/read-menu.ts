import { toMenuSections } from './build-menu.ts'
import { MenuReadError, stoppedError } from './errors.ts'
import { MAX_FILE_BYTES, TIME_LIMIT_MS } from './input/limits.ts'
import { sniffFileType } from './input/sniff-type.ts'
import { readLayout } from './layout/read-layout.ts'
import { mean } from './numbers/mean.ts'
import { buildPlainTextMenu, NO_STRUCTURE } from './plain-text-menu.ts'
import { readMenuCurrency } from './read-currency.ts'
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

function guessLanguage(lines: string[]): 'es' | 'en' | '' {
  const text = ` ${lines.join(' ').toLowerCase()} `
  const spanish = (text.match(/ (de|con|y|del|la|el|los|las|al) /g) ?? []).length
  const english = (text.match(/ (with|and|of|the|served|our) /g) ?? []).length
  if (spanish === 0 && english === 0) return ''
  return spanish >= english ? 'es' : 'en'
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
    report({ phase: 'structuring', percent: 85 })
    const layout = readLayout(pages)
    const metadata: AnalysedMenu['metadata'] = {
      confidence: 0,
      errors: [],
      processingTime: Math.round(performance.now() - startedAt) / 1000,
      fileSize: bytes.length,
      fileType,
      fileName: options.fileName ?? '',
    }
    const sizes = pages.map((page) => ({
      number: page.page,
      width: page.width,
      height: page.height,
      slope: page.slope ?? 0,
    }))
    const sections = toMenuSections(layout.sections)
    report({ phase: 'structuring', percent: 100 })
    const items = sections.flatMap((section) => section.items)
    if (items.length === 0) {
      const lines = layout.lines.filter((line) => line.trim() !== '')
      if (lines.length > 0) return buildPlainTextMenu(lines, sizes, metadata)
      return {
        restaurantName: '',
        currency: '',
        currencyEvidence: 'guessed',
        sections: [],
        pages: sizes,
        metadata: { ...metadata, errors: [NO_STRUCTURE] },
      }
    }
    const pricedShare = items.filter((item) => item.price !== '').length / items.length
    const meanConfidence = mean(items.map((item) => item.confidence))
    return {
      restaurantName: layout.restaurantName,
      ...readMenuCurrency(
        items.map((item) => item.price).filter(Boolean),
        layout.lines,
        guessLanguage(layout.lines),
      ),
      sections,
      pages: sizes,
      metadata: { ...metadata, confidence: Math.round(meanConfidence * (0.7 + 0.3 * pricedShare)) },
    }
  } catch (error) {
    throw toError(error)
  }
}

/** Frees the text-reading models, so that a command-line run can exit. */
export async function closeMenuReader(): Promise<void> {
  await closeTextLineModels()
}
