// `npm run bench:dashboard`: builds the web app, serves the build from the real server on a fresh embedded
// database, signs up an owner with one active catalogue and opens their Inicio (/dashboard) cold, three times,
// in Chromium throttled like Lighthouse's mobile run. Prints the JavaScript downloaded before Inicio was
// shown (the shell every page loads first and all of it, raw and gzipped) and the median time until it was shown.
// A measurement, not a test: it prints the budget beside the figures and exits 0 whether it is met or not.
// BENCH_SKIP_BUILD=1 measures the build already in web/dist.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import {
  findShellScripts,
  launchBrowser,
  loadOnPhone,
  measureScript,
  type PhoneLoad,
  type Script,
} from './bench/phone-load.ts'
import { startServer } from './bench/server.ts'
import { createSignedInOwner } from './bench/signed-in-owner.ts'

// Decision 069: set from the measurement after the split, with room for the machine's noise.
const BUDGET = { shellGzipKb: 150, allGzipKb: 300, shownSeconds: 11 }
const RUNS = 3
// Inicio is shown once its heading and its "Tu menú público" card are: the catalogues have arrived.
const SHOWN_WHEN = ['#page-heading', '#public-menu-heading']

const root = join(import.meta.dirname, '..')
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const mark = (isMet: boolean) => (isMet ? '✓' : '✗')

function build(): void {
  if (process.env.BENCH_SKIP_BUILD) return
  console.log('Building the web app (npm run build)…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the build failed')
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function printRow(label: string, scripts: Script[], budgetKb: number): void {
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0)
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0)
  console.log(
    `  ${label.padEnd(22)} ${kb(raw).padStart(7)} KB raw ${kb(gzip).padStart(7)} KB gz   budget ≤ ${budgetKb} KB gz ${mark(gzip / 1024 <= budgetKb)}`,
  )
}

function printScripts(shellUrls: string[], scripts: Script[]): void {
  console.log('\nJavaScript downloaded before Inicio was shown')
  const shell = scripts.filter((script) => shellUrls.includes(script.url))
  printRow(`shell (${shell.length} files)`, shell, BUDGET.shellGzipKb)
  printRow(`all (${scripts.length} files)`, scripts, BUDGET.allGzipKb)
  console.log('  largest, gzipped:')
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) {
    console.log(`    ${kb(script.gzip).padStart(6)} KB  ${new URL(script.url).pathname}`)
  }
}

function printShown(loads: PhoneLoad[]): void {
  const seconds = loads.map((load) => load.shownMs / 1000)
  const middle = median(seconds)
  console.log('\nInicio shown (mobile: 4× CPU slowdown, 150 ms RTT, 1.6 Mbps; cold cache)')
  console.log(
    `  median of ${loads.length}     ${middle.toFixed(2)} s   (runs ${seconds.map((s) => s.toFixed(2)).join(', ')} s)   budget ≤ ${BUDGET.shownSeconds} s ${mark(middle <= BUDGET.shownSeconds)}`,
  )
}

build()
const server = await startServer({ webDistDir: join(root, 'web', 'dist') })
const browser = await launchBrowser()
try {
  const owner = await createSignedInOwner(server.origin)
  const loads: PhoneLoad[] = []
  for (let run = 1; run <= RUNS; run++) {
    console.log(`Opening /dashboard, run ${run} of ${RUNS}…`)
    loads.push(
      await loadOnPhone(browser, `${server.origin}/dashboard`, {
        cookies: owner.cookies,
        shownWhen: SHOWN_WHEN,
      }),
    )
  }
  // Every run downloads the same build; the last one's list stands for all.
  const last = loads.at(-1)!
  const shellUrls = await findShellScripts(`${server.origin}/dashboard`)
  printScripts(shellUrls, await Promise.all(last.scriptUrls.map(measureScript)))
  printShown(loads)
} catch (error) {
  console.error('The benchmark could not finish:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await browser.close()
  await server.stop()
}
