// The work of bench:menu: time readMenu on every file of a folder, after one warm-up read, per kind of file.
import { existsSync, readdirSync } from 'node:fs'
import { extname, join } from 'node:path'
import { readCorpusIndex } from '../eval/corpus.ts'
import { median } from '../numbers/median.ts'
import type { AnalysedMenu } from '../types.ts'
import { parseCommandLine, parsePositiveInteger, peakRssMb, resolveArgPath, UsageError } from './args.ts'
import { formatNumber, formatTable } from './format-table.ts'
import { type MenuReader, readMenuFile } from './read-files.ts'

/** `isFresh`: each file read in a process of its own, as a worker's first job, instead of all in one. */
export type BenchOptions = {
  dir: string
  isDefaultDir: boolean
  runs: number
  isFresh: boolean
  /** Cores each inference uses, as a worker of a pool is given (cores ÷ workers); all of them when absent. */
  threads?: number
}

/** The options of `bench:menu -- [DIR] [--runs N] [--fresh] [--threads N]`; throws UsageError. */
export function parseBenchArgs(args: string[], defaultDir: string): BenchOptions {
  const { values, positionals } = parseCommandLine(args, {
    runs: { type: 'string' },
    fresh: { type: 'boolean' },
    threads: { type: 'string' },
  })
  if (positionals.length > 1) throw new UsageError('give at most one directory')
  const dir = positionals[0]
  return {
    dir: dir === undefined ? defaultDir : resolveArgPath(dir),
    isDefaultDir: dir === undefined,
    runs: values.runs === undefined ? 1 : parsePositiveInteger(values.runs, '--runs'),
    isFresh: values.fresh ?? false,
    ...(values.threads !== undefined && { threads: parsePositiveInteger(values.threads, '--threads') }),
  }
}

/** A file to time and the kind it is reported under. */
export type BenchFile = { file: string; kind: string }

const KIND_OF_EXTENSION: Record<string, string> = {
  '.pdf': 'pdf',
  '.jpg': 'image',
  '.jpeg': 'image',
  '.png': 'image',
}

/** The files of a corpus (index.json, with its kinds) or, without one, every PDF and image of the folder by name. */
export function listBenchFiles(dir: string): BenchFile[] {
  if (existsSync(join(dir, 'index.json'))) {
    return readCorpusIndex(dir).map(({ file, kind }) => ({ file, kind }))
  }
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const kind = KIND_OF_EXTENSION[extname(file).toLowerCase()]
      return kind === undefined ? [] : [{ file, kind }]
    })
}

/** The file read once before timing: an image if there is one, since images load the text-reading models. */
export function chooseWarmUpFile(files: readonly BenchFile[]): BenchFile | undefined {
  return files.find((file) => KIND_OF_EXTENSION[extname(file.file).toLowerCase()] === 'image') ?? files[0]
}

/** One timed read. */
export type BenchRead = {
  file: string
  kind: string
  seconds: number
  /** Pages the menu came from: the highest source.page of its items, or 1. */
  pages: number
  isPdf: boolean
  isRead: boolean
  /** The process's RSS high-water mark after this read, in MB. */
  peakRssMb: number
}

/** The number of pages a menu's items came from (1 when it has none). */
export function countPages(menu: AnalysedMenu): number {
  const pages = menu.sections.flatMap((section) => section.items.map((item) => item.source.page))
  return Math.max(1, ...pages)
}

/** The untimed first read of a run: it loads the text-reading models and warms the code up. */
export type ColdStart = { file: string; seconds: number }

/**
 * Reads the warm-up file once (the cold start) unless `hasWarmUp` is false, then every file `runs` times in
 * order, timing each read.
 */
export async function runBench(
  dir: string,
  files: readonly BenchFile[],
  runs: number,
  readMenu: MenuReader,
  onRead: (read: BenchRead) => void = () => {},
  hasWarmUp = true,
): Promise<{ coldStart: ColdStart | undefined; reads: BenchRead[] }> {
  const warmUp = hasWarmUp ? chooseWarmUpFile(files) : undefined
  const coldStart = warmUp && {
    file: warmUp.file,
    seconds: (await readMenuFile(join(dir, warmUp.file), readMenu)).seconds,
  }
  const reads: BenchRead[] = []
  for (let run = 0; run < runs; run++) {
    for (const { file, kind } of files) {
      const { menu, isRead, seconds } = await readMenuFile(join(dir, file), readMenu)
      const isPdf = menu.metadata.fileType === 'pdf' || extname(file).toLowerCase() === '.pdf'
      const read = { file, kind, seconds, pages: countPages(menu), isPdf, isRead, peakRssMb: peakRssMb() }
      reads.push(read)
      onRead(read)
    }
  }
  return { coldStart, reads }
}

export type BenchSummary = {
  kind: string
  files: number
  reads: number
  failed: number
  medianSeconds: number
  worstSeconds: number
  /** Seconds over pages of the PDF reads; null when the kind has no PDF. */
  secondsPerPdfPage: number | null
  peakRssMb: number
}

/** One summary per kind in order of first appearance, then 'overall'; none for no reads. */
export function summariseBench(reads: readonly BenchRead[]): BenchSummary[] {
  if (reads.length === 0) return []
  const kinds = [...new Set(reads.map((read) => read.kind))]
  return [
    ...kinds.map((kind) =>
      summariseReads(
        kind,
        reads.filter((read) => read.kind === kind),
      ),
    ),
    summariseReads('overall', reads),
  ]
}

function summariseReads(kind: string, reads: readonly BenchRead[]): BenchSummary {
  const seconds = reads.map((read) => read.seconds)
  const pdfReads = reads.filter((read) => read.isPdf)
  const pdfPages = pdfReads.reduce((sum, read) => sum + read.pages, 0)
  const pdfSeconds = pdfReads.reduce((sum, read) => sum + read.seconds, 0)
  return {
    kind,
    files: new Set(reads.map((read) => read.file)).size,
    reads: reads.length,
    failed: reads.filter((read) => !read.isRead).length,
    medianSeconds: median(seconds),
    worstSeconds: Math.max(...seconds),
    secondsPerPdfPage: pdfPages === 0 ? null : pdfSeconds / pdfPages,
    peakRssMb: Math.max(...reads.map((read) => read.peakRssMb)),
  }
}

// A corpus kind of PDF that has no text layer (index.json's `pdf-scan`): its pages are read from pictures.
const PICTURE_PDF_KIND = /scan|image/i

/** Whether a read's pages were read from pictures: an image file, or a PDF of a scanned kind. */
export function isImageRead(read: Pick<BenchRead, 'kind' | 'isPdf'>): boolean {
  return !read.isPdf || PICTURE_PDF_KIND.test(read.kind)
}

/** Seconds per page of the reads of pictures (decision 045's target), with the peak RSS they reached. */
export type ImagePageSummary = {
  reads: number
  pages: number
  medianSecondsPerPage: number
  worstSecondsPerPage: number
  peakRssMb: number
}

/** The image pages' summary (each read counts once, at its seconds ÷ pages); undefined when none. */
export function summariseImagePages(reads: readonly BenchRead[]): ImagePageSummary | undefined {
  const images = reads.filter(isImageRead)
  if (images.length === 0) return undefined
  const perPage = images.map((read) => read.seconds / read.pages)
  return {
    reads: images.length,
    pages: images.reduce((sum, read) => sum + read.pages, 0),
    medianSecondsPerPage: median(perPage),
    worstSecondsPerPage: Math.max(...perPage),
    peakRssMb: Math.max(...images.map((read) => read.peakRssMb)),
  }
}

/** The image pages' line of bench:menu. */
export function formatImagePages(summary: ImagePageSummary): string {
  return (
    `Image pages (photos, digital images, scanned PDFs): ${summary.reads} reads of ${summary.pages} pages, ` +
    `median ${formatNumber(summary.medianSecondsPerPage, 2)} s/page, worst ` +
    `${formatNumber(summary.worstSecondsPerPage, 2)} s/page, peak RSS ${formatNumber(summary.peakRssMb, 0)} MB`
  )
}

/** The table of bench:menu: one row per kind and one overall. */
export function formatBenchTable(summaries: readonly BenchSummary[]): string {
  return formatTable(
    ['kind', 'files', 'reads', 'failed', 'median s/file', 'worst s/file', 's/PDF page', 'peak RSS MB'],
    summaries.map((summary) => [
      summary.kind,
      String(summary.files),
      String(summary.reads),
      String(summary.failed),
      formatNumber(summary.medianSeconds, 2),
      formatNumber(summary.worstSeconds, 2),
      formatNumber(summary.secondsPerPdfPage, 2),
      formatNumber(summary.peakRssMb, 0),
    ]),
  )
}
