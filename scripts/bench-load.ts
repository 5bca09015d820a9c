// `npm run bench:load`: a mixed workload (public menus, the owner's dashboard reads and writes, product photos,
// menu analyses now and then) on one server, then on two servers sharing one PostgreSQL database and one S3
// bucket (a local s3rver), as decision 051's example deployment runs Vitrina; each server keeps its own
// DATA_DIR (only the menu it is reading). Prints throughput, p99 latency and errors (4xx, 5xx, socket errors)
// per run. A measurement, not a test: it exits 0 whatever the figures. Everything listens on 127.0.0.1; the
// database (vitrina_bench_<random> on DATABASE_URL's server), the bucket and the folders are removed at the
// end. BENCH_SECONDS (default 12) and BENCH_CONNECTIONS (default 40, split over the servers) bound each run.
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import autocannon, { aggregateResult, type Request, type Result } from 'autocannon'
import postgres from 'postgres'
import { startMailCatcher } from '../server/src/test/mail-catcher.ts'
import { withDatabaseName } from '../server/src/test/postgres-url.ts'
import { startS3Server } from '../server/src/test/s3-server.ts'
import { type AnalysisUploads, mixedRequests, startAnalysisUploads } from './bench/load-mix.ts'
import { printTable } from './bench/print-table.ts'
import { makePhoto, type SeededMenu, seedMenu } from './bench/seed.ts'
import { type BenchServer, startServer } from './bench/server.ts'

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40)
const ANALYSIS_INTERVAL_MS = Number(process.env.BENCH_ANALYSIS_INTERVAL_MS ?? 1000)
const WARM_UP_SECONDS = 2
const SETTLE_MS = 3000
const root = join(import.meta.dirname, '..')

type Run = { servers: number; result: Result; seconds: number; analyses: AnalysisUploads }
type Bench = { runs: Run[]; analysisStates: string }

// Undone in reverse order, once, on success, failure or Ctrl-C.
const cleanups: (() => Promise<unknown>)[] = []
let cleaning: Promise<void> | undefined
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const undo of cleanups.reverse()) {
      try {
        await undo()
      } catch (error) {
        console.error('Cleaning up:', error instanceof Error ? error.message : error)
      }
    }
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up…`)
    void cleanUp().then(() => process.exit(130))
  })
}

/** One autocannon per server, at once, the connections split between them; latencies merged exactly. */
async function runMix(origins: string[], requests: Request[], seconds: number) {
  const each = Math.max(1, Math.floor(CONNECTIONS / origins.length))
  const started = performance.now()
  const results = await Promise.all(
    origins.map((url) =>
      autocannon({ url, connections: each, duration: seconds, requests, skipAggregateResult: true }),
    ),
  )
  const elapsed = (performance.now() - started) / 1000
  return {
    result: aggregateResult(results, { url: origins[0], connections: each * origins.length }),
    seconds: elapsed,
  }
}

async function measure(origins: string[], menu: SeededMenu, requests: Request[]): Promise<Run> {
  await runMix(origins, requests, WARM_UP_SECONDS)
  const uploads = startAnalysisUploads(origins, menu.cookie, ANALYSIS_INTERVAL_MS)
  const { result, seconds } = await runMix(origins, requests, SECONDS)
  return { servers: origins.length, result, seconds, analyses: await uploads.stop() }
}

// Accepted is not read: what became of the analyses, whichever server's worker took each.
async function describeAnalysisStates(databaseUrl: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ status: string; count: string }[]>`
      select status, count(*)::text as count from menu_analyses group by status order by status`
    return rows.map((row) => `${row.count} ${row.status}`).join(', ') || 'none'
  } finally {
    await sql.end()
  }
}

function serverEnv(databaseUrl: string, s3Url: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    S3_URL: s3Url,
    // The same on every server, as the README asks; a server would otherwise read the one in the database.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Analyses read by the test reader, so they cost a queue round trip and not seconds of OCR.
    NODE_ENV: 'test',
    MENU_TEST_READER: join(root, 'server', 'src', 'modules', 'menu-analyses', 'test-reader.ts'),
    MENU_QUEUE_LIMIT: '100',
    MENU_BUSINESS_ACTIVE_LIMIT: '100',
    MENU_BUSINESS_DAILY_LIMIT: '100000',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  }
}

async function bench(): Promise<Bench> {
  const database = `vitrina_bench_${randomBytes(4).toString('hex')}`
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
  cleanups.push(() => admin.end())
  await admin.unsafe(`create database ${database}`)
  cleanups.push(() => admin.unsafe(`drop database if exists ${database} with (force)`))
  const s3 = await startS3Server('vitrina-bench')
  cleanups.push(() => s3.stop())
  const mail = await startMailCatcher()
  cleanups.push(() => mail.close())

  const env = serverEnv(withDatabaseName(SERVER_URL, database), s3.url)
  const start = async (): Promise<BenchServer> => {
    const server = await startServer({ smtpUrl: mail.smtpUrl, env })
    cleanups.push(() => server.stop())
    return server
  }
  console.log(`Database ${database}, bucket on ${s3.storage.endpoint}; starting the first server…`)
  const first = await start()
  console.log('Setting up a business with a catalogue through the API…')
  const menu = await seedMenu(first.origin, mail.nextMail)
  const { requests, shares } = mixedRequests(menu, await makePhoto(800, 600, '#b45309'))
  console.log(`Mix: ${shares}; a menu analysis every ${ANALYSIS_INTERVAL_MS} ms.`)
  console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s a run after ${WARM_UP_SECONDS} s of warm-up.`)

  const runs: Run[] = [await measure([first.origin], menu, requests)]
  console.log('Starting the second server on the same database and bucket…')
  const second = await start()
  runs.push(await measure([first.origin, second.origin], menu, requests))
  // autocannon drops its sockets at the bell; let the requests the servers were still serving end before
  // their databases close under them.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  return { runs, analysisStates: await describeAnalysisStates(withDatabaseName(SERVER_URL, database)) }
}

function describeErrors(result: Result): string {
  const bad = result['4xx'] + result['5xx'] + result.errors + result.timeouts
  if (bad === 0) return '0'
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, { count }]) => `${count}× ${status}`)
  const sockets = result.errors + result.timeouts > 0 ? [`${result.errors + result.timeouts} socket`] : []
  return `${bad} (${[...statuses, ...sockets].join(', ')})`
}

function describeAnalyses({ sent, accepted, refused }: AnalysisUploads): string {
  const refusals = [...refused].map(([status, count]) => `${count}× ${status || 'no answer'}`)
  return `${accepted}/${sent} accepted${refusals.length > 0 ? ` (${refusals.join(', ')})` : ''}`
}

try {
  const { runs, analysisStates } = await bench()
  console.log()
  printTable([
    ['Servers', 'Requests', 'req/s', 'p50 ms', 'p99 ms', 'Errors', 'Menu analyses'],
    ...runs.map((run) => [
      String(run.servers),
      String(run.result.latency.totalCount),
      String(Math.round(run.result.latency.totalCount / run.seconds)),
      String(run.result.latency.p50),
      String(run.result.latency.p99),
      describeErrors(run.result),
      describeAnalyses(run.analyses),
    ]),
  ])
  console.log(`\nMenu analyses, ${SETTLE_MS / 1000} s after the last run: ${analysisStates}.`)
  console.log(
    `Load average afterwards: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}.`,
  )
} catch (error) {
  console.error('The benchmark could not finish:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
