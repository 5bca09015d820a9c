// `npm run bench:public-menu`: starts the real server on a fresh embedded database, sets up
// a realistic menu through the API, then measures the public page `/m/:slug`: its weight, Lighthouse mobile
// scores, and throughput under load beside a static file of the same bytes served by the same server.
// A measurement, not a test: it prints targets beside the figures and exits 0 whether they are met or not.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startMailCatcher } from '../server/src/test/mail-catcher.ts'
import { type Load, measureWeight, runLighthouse, runLoad } from './bench/measure.ts'
import { BENCH_DESIGN } from './bench/menu-data.ts'
import { seedMenu } from './bench/seed.ts'
import { type BenchServer, STATIC_FILE_NAME, startServer } from './bench/server.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARM_UP_SECONDS = 2

const TARGETS = { gzipKb: 30, performance: 95, accessibility: 95, ratio: 0.8 }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mark = (isMet: boolean) => (isMet ? '✓' : '✗')

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`)
    if (index === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  }
}

function describeLoad(load: Load): string {
  const bad = load.bad > 0 ? `, ${load.bad} failed` : ''
  return `${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99} ms${bad}`
}

async function fetchPage(url: string): Promise<Buffer> {
  const response = await fetch(url)
  if (response.status !== 200) {
    throw new Error(`GET ${url} answered ${response.status}`)
  }
  return Buffer.from(await response.arrayBuffer())
}

async function bench(server: BenchServer, mail: MailCatcher): Promise<void> {
  console.log('Setting up a business with a catalogue through the API…')
  const { slug, productCount } = await seedMenu(server.origin, mail.nextMail)
  const pageUrl = `${server.origin}/m/${slug}`
  const html = await fetchPage(pageUrl)
  // Without the public menu route the SPA's fallback answers 200 with its index.html: not the page.
  if (!html.toString('utf8').includes(BENCH_DESIGN.businessName)) {
    throw new Error(
      `${pageUrl} does not show the business name: is the public menu route registered in app.ts?`,
    )
  }
  // The static twin is the page's own bytes, so both answers weigh exactly the same.
  await writeFile(join(server.distDir, STATIC_FILE_NAME), html)
  const staticUrl = `${server.origin}/${STATIC_FILE_NAME}`
  const staticBytes = (await fetchPage(staticUrl)).length
  if (staticBytes !== html.length) throw new Error(`static file is ${staticBytes} bytes, page ${html.length}`)
  console.log(`${pageUrl}: ${productCount} products, ${html.length} bytes of HTML`)

  const weight = await measureWeight(pageUrl, html)
  console.log('Lighthouse (mobile)…')
  const scores = await runLighthouse(pageUrl)
  console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s each for the page and the static file…`)
  await runLoad(pageUrl, WARM_UP_SECONDS, CONNECTIONS)
  await runLoad(staticUrl, WARM_UP_SECONDS, CONNECTIONS)
  const page = await runLoad(pageUrl, SECONDS, CONNECTIONS)
  const file = await runLoad(staticUrl, SECONDS, CONNECTIONS)
  const ratio = page.requestsPerSecond / file.requestsPerSecond

  console.log()
  printTable([
    ['Measure', 'Figure', 'Target', ''],
    [
      'HTML + CSS + JS (images excluded)',
      `${kb(weight.gzip)} gzipped (${kb(weight.raw)} raw, ${weight.files.length} file(s))`,
      `≤ ${TARGETS.gzipKb} KB gzipped`,
      mark(weight.gzip <= TARGETS.gzipKb * 1024),
    ],
    [
      'Lighthouse mobile performance',
      String(scores.performance),
      `≥ ${TARGETS.performance}`,
      mark(scores.performance >= TARGETS.performance),
    ],
    [
      'Lighthouse mobile accessibility',
      String(scores.accessibility),
      `≥ ${TARGETS.accessibility}`,
      mark(scores.accessibility >= TARGETS.accessibility),
    ],
    ['Page under load', describeLoad(page), '', ''],
    [`Static file, same ${html.length} bytes`, describeLoad(file), '', ''],
    ['Page / static throughput', ratio.toFixed(3), `≥ ${TARGETS.ratio}`, mark(ratio >= TARGETS.ratio)],
  ])
  console.log()
  console.log(`Lighthouse metrics: ${scores.metrics}`)
  if (scores.failing.length > 0) console.log(`Accessibility audits failing: ${scores.failing.join(', ')}`)
  const fontBytes = weight.fonts.reduce((sum, font) => sum + font.bytes, 0)
  console.log(`Fonts (not counted above): ${weight.fonts.length} file(s), ${kb(fontBytes)}`)
}

type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>
// The menu is public only once its owner confirms their email (decision 023), with the code mailed to them.
const mail = await startMailCatcher()
const server = await startServer({ smtpUrl: mail.smtpUrl })
try {
  await bench(server, mail)
} catch (error) {
  console.error('The benchmark could not finish:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await server.stop()
  await mail.close()
}
