// `npm run bench:landing`: builds the web app, serves the build from the real server on a
// fresh embedded database, and prints Lighthouse's mobile scores for the landing in Spanish and English.
// A measurement, not a test: it prints targets beside the figures and exits 0 whether they are met or not.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { type LighthouseScores, runLighthouse } from './bench/measure.ts'
import { startServer } from './bench/server.ts'

const TARGETS = { performance: 90, accessibility: 95, seo: 95 }
const root = join(import.meta.dirname, '..')

const mark = (isMet: boolean) => (isMet ? '✓' : '✗')

function build(): void {
  if (process.env.BENCH_SKIP_BUILD) return
  console.log('Building the web app (npm run build)…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the build failed')
}

function printScores(label: string, scores: LighthouseScores): void {
  const rows: [string, number, number][] = [
    ['performance', scores.performance, TARGETS.performance],
    ['accessibility', scores.accessibility, TARGETS.accessibility],
    ['SEO', scores.seo ?? 0, TARGETS.seo],
  ]
  console.log(`\n${label}`)
  for (const [name, figure, target] of rows) {
    console.log(
      `  ${name.padEnd(14)} ${String(figure).padStart(3)}   target ≥ ${target} ${mark(figure >= target)}`,
    )
  }
  console.log(`  ${scores.metrics}`)
  if (scores.failing.length > 0) console.log(`  audits not passed: ${scores.failing.join(', ')}`)
}

build()
const server = await startServer({ webDistDir: join(root, 'web', 'dist') })
try {
  for (const [label, path] of [
    ['Landing, Spanish (/)', '/'],
    ['Landing, English (/?lang=en)', '/?lang=en'],
  ] as const) {
    console.log(`Lighthouse (mobile) on ${path}…`)
    printScores(label, await runLighthouse(`${server.origin}${path}`, { seo: true }))
  }
} catch (error) {
  console.error('The benchmark could not finish:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await server.stop()
}
