// npm run menu:fixtures -- [OUT_DIR] [--count N] [--sized N] [--seed S] [--compact] [--html]: writes N synthetic menus,
// each as a digital image, a text PDF, a phone photo and a scanned PDF, with truth files and index.json
// (../shared/menu-corpus/README.md format) into OUT_DIR (default .tmp/synth). Exit code 2 on bad arguments.
import { join } from 'node:path'
import { FIXTURES_USAGE, parseFixtureArgs } from './fixture-args.ts'
import { type FixtureOptions, writeFixtures } from './write-fixtures.ts'

const DEFAULT_DIR = join(import.meta.dirname, '../../..', '.tmp/synth')

let options: FixtureOptions
try {
  options = parseFixtureArgs(process.argv.slice(2), DEFAULT_DIR)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${FIXTURES_USAGE}\n`)
  process.exit(2)
}
const started = performance.now()
process.stdout.write(
  `Writing ${options.count} menus and ${options.sizedCount} of sizes × 4 kinds (seed ${options.seed}) into ${options.outDir}\n`,
)
const entries = await writeFixtures(options, (menu, index) => {
  process.stdout.write(
    `[${index + 1}/${options.count + options.sizedCount}] ${menu.id}  type scale ${menu.scale.toFixed(2)}\n`,
  )
})
const seconds = ((performance.now() - started) / 1000).toFixed(1)
process.stdout.write(`Wrote ${entries.length} files and index.json in ${seconds} s\n`)
