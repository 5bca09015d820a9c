// `npm run bench:landing`: builds the web app, serves the build from the real server on a fresh embedded
// database with one realistic menu, and measures the landing beside the diner's public menu, in each
// language, with Lighthouse's mobile configuration: performance, TBT, LCP, accessibility, SEO, and the
// JavaScript each page loads before anyone touches it (gzipped). Three runs by default (BENCH_RUNS); the
// table gives each figure's median and, in brackets, its range. BENCH_BUSY_CORE=1 keeps one core busy with
// another process meanwhile, as a shared host would. A measurement, not a test: it prints the budgets beside
// the figures and exits 0 whether they are met or not.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { median } from '../menu-reader/src/numbers/median.ts'
import { startMailCatcher } from '../server/src/test/mail-catcher.ts'
import { type LighthouseScores, runLighthouse } from './bench/measure.ts'
import { printTable } from './bench/print-table.ts'
import { seedMenu } from './bench/seed.ts'
import { startServer } from './bench/server.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const root = join(import.meta.dirname, '..')

/** The budgets every page is held to; the landing's are the public menu's. */
const BUDGETS = { performance: 95, tbtMs: 150, accessibility: 100, seo: 100, scriptKb: 60 }

type Figures = {
  failing: string[]

  performance: number
  tbtMs: number
  lcpMs: number
  accessibility: number
  seo: number
  scriptKb: number
}

function build(): void {
  if (process.env.BENCH_SKIP_BUILD) return
  console.log('Building the web app (npm run build)…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the build failed')
}

/** Another process spinning on one core for the whole run, where asked for. */
function busyCore(): ChildProcess | undefined {
  if (process.env.BENCH_BUSY_CORE !== '1') return undefined
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
}

const scriptSizes = new Map<string, number>()

/** The scripts' size as a reverse proxy would send them, gzipped at zlib's default level (each fetched once). */
async function gzippedKb(urls: string[]): Promise<number> {
  let bytes = 0
  for (const url of new Set(urls)) {
    if (!scriptSizes.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer())
      scriptSizes.set(url, gzipSync(body).length)
    }
    bytes += scriptSizes.get(url) ?? 0
  }
  return bytes / 1024
}

async function measure(url: string): Promise<Figures> {
  const scores: LighthouseScores = await runLighthouse(url, { seo: true })
  return {
    performance: scores.performance,
    tbtMs: scores.tbtMs,
    lcpMs: scores.lcpMs,
    accessibility: scores.accessibility,
    seo: scores.seo ?? 0,
    scriptKb: await gzippedKb(scores.scriptUrls),
    failing: scores.failing,
  }
}

type Row = {
  name: string
  of: (figures: Figures) => number
  format: (value: number) => string
  isMet?: (value: number) => boolean
  budget?: string
}

const rows: Row[] = [
  {
    name: 'performance',
    of: (f) => f.performance,
    format: String,
    isMet: (v) => v >= BUDGETS.performance,
    budget: `≥ ${BUDGETS.performance}`,
  },
  {
    name: 'TBT',
    of: (f) => f.tbtMs,
    format: (v) => `${Math.round(v)} ms`,
    isMet: (v) => v <= BUDGETS.tbtMs,
    budget: `≤ ${BUDGETS.tbtMs} ms`,
  },
  { name: 'LCP', of: (f) => f.lcpMs, format: (v) => `${(v / 1000).toFixed(1)} s` },
  {
    name: 'accessibility',
    of: (f) => f.accessibility,
    format: String,
    isMet: (v) => v >= BUDGETS.accessibility,
    budget: `${BUDGETS.accessibility}`,
  },
  { name: 'SEO', of: (f) => f.seo, format: String, isMet: (v) => v >= BUDGETS.seo, budget: `${BUDGETS.seo}` },
  {
    name: 'JS before interaction',
    of: (f) => f.scriptKb,
    format: (v) => `${v.toFixed(1)} KB`,
    isMet: (v) => v <= BUDGETS.scriptKb,
    budget: `≤ ${BUDGETS.scriptKb} KB gz`,
  },
]

/** "95 (93–97) ✓": the median of the runs, their range when they differ, and whether the budget is met. */
function cell(row: Row, runs: Figures[]): string {
  const values = runs.map(row.of)
  const middle = median(values)
  const [low, high] = [Math.min(...values), Math.max(...values)]
  const range = row.format(low) === row.format(high) ? '' : ` (${row.format(low)}–${row.format(high)})`
  const mark = row.isMet ? (row.isMet(middle) ? ' ✓' : ' ✗') : ''
  return `${row.format(middle)}${range}${mark}`
}

build()
const mail = await startMailCatcher()
const server = await startServer({ webDistDir: join(root, 'web', 'dist'), smtpUrl: mail.smtpUrl })
const busy = busyCore()
try {
  const { slug } = await seedMenu(server.origin, mail.nextMail)
  const pages = [
    ['Landing es', '/'],
    ['Landing en', '/?lang=en'],
    ['Menu es', `/m/${slug}`],
    ['Menu en', `/m/${slug}?lang=en`],
  ] as const
  const results = new Map<string, Figures[]>(pages.map(([label]) => [label, []]))
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [label, path] of pages) {
      console.log(`Run ${run}/${RUNS}: Lighthouse (mobile) on ${label}…`)
      results.get(label)?.push(await measure(`${server.origin}${path}`))
    }
  }
  console.log(`\nMedian of ${RUNS} runs (range)${busy ? ', one core kept busy by another process' : ''}:\n`)
  printTable([
    ['', ...pages.map(([label]) => label), 'budget'],
    ...rows.map((row) => [
      row.name,
      ...pages.map(([label]) => cell(row, results.get(label) ?? [])),
      row.budget ?? '',
    ]),
  ])
} catch (error) {
  console.error('The benchmark could not finish:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  busy?.kill()
  await server.stop()
  await mail.close()
}
