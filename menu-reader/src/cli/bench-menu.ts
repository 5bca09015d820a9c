// npm run bench:menu -- [DIR] [--runs N] [--fresh] [--threads N]: times readMenu on every file of a menu corpus
// (by default ../shared/menu-corpus beside the repository) and prints seconds per file, per PDF page and per
// image page, and peak memory, per kind. The reads run in a reader process set up as the server's workers are
// (bench-process.ts): all in one, after a warm-up read, or with --fresh each in a new one (a worker's first
// job); --threads gives each inference that many cores, as a pool of several workers gives each (all of them
// otherwise). Exit code 0, 1 when a reader process failed, 2 on bad arguments or a missing DIR given on the
// command line.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { UsageError } from './args.ts'
import {
  type BenchOptions,
  type BenchRead,
  type ColdStart,
  formatBenchTable,
  formatImagePages,
  listBenchFiles,
  parseBenchArgs,
  summariseBench,
  summariseImagePages,
} from './bench-corpus.ts'
import { runInReaderProcess } from './bench-process.ts'
import { describeError } from './failed-menu.ts'
import { formatNumber } from './format-table.ts'

const USAGE = 'usage: npm run bench:menu -- [DIR] [--runs N] [--fresh] [--threads N]'
const DEFAULT_DIR = join(import.meta.dirname, '../../..', '../shared/menu-corpus')

let options: BenchOptions
try {
  options = parseBenchArgs(process.argv.slice(2), DEFAULT_DIR)
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : describeError(error))
  process.exit(2)
}
if (!existsSync(options.dir)) {
  if (options.isDefaultDir) {
    console.log(`No menu corpus at ${options.dir}: nothing to benchmark (pass a DIR to time another folder).`)
    process.exit(0)
  }
  console.error(`no directory at ${options.dir}\n${USAGE}`)
  process.exit(2)
}

const files = listBenchFiles(options.dir)
const where = options.isFresh ? 'each in a fresh reader process' : 'in one reader process'
console.log(`Timing ${files.length} files of ${options.dir}, ${options.runs} run(s) each, ${where}`)
const showRead = (read: BenchRead) => {
  const failure = read.isRead ? '' : '  (failed)'
  console.error(
    `${read.file}  ${formatNumber(read.seconds, 2)} s  ${formatNumber(read.peakRssMb, 0)} MB${failure}`,
  )
}

async function readAll(): Promise<{ coldStart: ColdStart | undefined; reads: BenchRead[] }> {
  const { dir, runs } = options
  const threads = options.threads === undefined ? {} : { threads: options.threads }
  if (!options.isFresh) return runInReaderProcess({ dir, files, runs, hasWarmUp: true, ...threads }, showRead)
  const reads: BenchRead[] = []
  for (let run = 0; run < runs; run++) {
    for (const file of files) {
      const job = { dir, files: [file], runs: 1, hasWarmUp: false, ...threads }
      reads.push(...(await runInReaderProcess(job, showRead)).reads)
    }
  }
  return { coldStart: undefined, reads }
}

try {
  const { coldStart, reads } = await readAll()
  if (coldStart) {
    console.log(
      `\nCold start: the warm-up read of ${coldStart.file} took ${formatNumber(coldStart.seconds, 2)} s ` +
        '(loading the text-reading models included); it is not counted below.',
    )
  }
  console.log(`\n${formatBenchTable(summariseBench(reads))}`)
  const imagePages = summariseImagePages(reads)
  if (imagePages) console.log(`\n${formatImagePages(imagePages)}`)
  console.log(
    '\nSeconds are wall-clock time in readMenu per file. s/PDF page divides the PDF reads’ time by their pages\n' +
      '(the highest source.page of the items, or 1); an image page’s seconds are its file’s divided so. Peak RSS\n' +
      'is the reader process’s high-water mark (resourceUsage().maxRSS) once the reads counted were done: in one\n' +
      'process it never goes down; with --fresh it is the largest of the kind’s processes.',
  )
} catch (error) {
  console.error(describeError(error))
  process.exitCode = 1
}
