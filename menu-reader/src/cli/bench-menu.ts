// npm run bench:menu -- [DIR] [--runs N]: times readMenu on every file of a menu corpus (by default
// ../shared/menu-corpus beside the repository) and prints seconds per file and per PDF page, per kind.
// Exit code 0, or 2 on bad arguments or a missing DIR given on the command line.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { closeMenuReader, readMenu } from '../read-menu.ts'
import { UsageError } from './args.ts'
import {
  type BenchOptions,
  formatBenchTable,
  listBenchFiles,
  parseBenchArgs,
  runBench,
  summariseBench,
} from './bench-corpus.ts'
import { describeError } from './failed-menu.ts'
import { formatNumber } from './format-table.ts'

const USAGE = 'usage: npm run bench:menu -- [DIR] [--runs N]'
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
    await closeMenuReader()
    process.exit(0)
  }
  console.error(`no directory at ${options.dir}\n${USAGE}`)
  process.exit(2)
}

const files = listBenchFiles(options.dir)
console.log(`Timing ${files.length} files of ${options.dir}, ${options.runs} run(s) each`)
try {
  const { coldStart, reads } = await runBench(options.dir, files, options.runs, readMenu, (read) => {
    const failure = read.isRead ? '' : '  (failed)'
    console.error(`${read.file}  ${formatNumber(read.seconds, 2)} s${failure}`)
  })
  if (coldStart) {
    console.log(
      `\nCold start: the warm-up read of ${coldStart.file} took ${formatNumber(coldStart.seconds, 2)} s ` +
        '(loading the text-reading models included); it is not counted below.',
    )
  }
  console.log(`\n${formatBenchTable(summariseBench(reads))}`)
  console.log(
    '\nSeconds are wall-clock time in readMenu per file, after the warm-up. s/PDF page divides the PDF reads’\n' +
      'time by their pages (the highest source.page of the items, or 1). Peak RSS is the process high-water\n' +
      'mark (resourceUsage().maxRSS) once the kind’s reads were done: it never goes down.',
  )
} finally {
  await closeMenuReader()
}
