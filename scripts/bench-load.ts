// `npm run bench:load`: two workloads, each on one server, then on two servers sharing one PostgreSQL database
// and one S3 bucket (a local s3rver), as decision 051's example deployment runs Vitrina; each server keeps its
// own DATA_DIR (only the menu it is reading). BENCH_MIX chooses them: `mixed` (public menus, the owner's
// dashboard reads and writes, product photos, menu analyses now and then), `ordering` (diners placing orders
// at many tables and for pickup while visitors read the menu and the staff work the orders board; decision
// 074), or `all` (the default: both, one after the other on each number of servers). Prints throughput, p99
// latency and errors (4xx, 5xx, socket errors) per run; for ordering, orders placed a second, the p99 of
// placing one apart from the rest, and whether every order answered 201/200 is in the database exactly once
// ("lost: 0"). A measurement, not a test: it exits 0 whatever the figures. Everything listens on 127.0.0.1;
// the database (vitrina_bench_<random> on DATABASE_URL's server), the bucket and the folders are removed at
// the end. BENCH_SECONDS (default 12) and BENCH_CONNECTIONS (default 40, split over the servers) bound each
// run; BENCH_TABLES (default 60) is the dining room's size.
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import autocannon, { aggregateResult, type Request, type Result } from 'autocannon'
import postgres from 'postgres'
import { startMailCatcher } from '../server/src/test/mail-catcher.ts'
import { withDatabaseName } from '../server/src/test/postgres-url.ts'
import { startS3Server } from '../server/src/test/s3-server.ts'
import { type AnalysisUploads, mixedRequests, startAnalysisUploads } from './bench/load-mix.ts'
import { countOrdersByKey, readOrderIds } from './bench/order-ledger.ts'
import { OwnersWork } from './bench/order-mix.ts'
import { measureOrdering, type OrderRun, printOrderRuns } from './bench/order-run.ts'
import { type OrderingBusiness, setUpOrdering } from './bench/order-setup.ts'
import { describeErrors, printTable } from './bench/print-table.ts'
import { makePhoto, type SeededMenu, seedMenu } from './bench/seed.ts'
import { type BenchServer, startServer } from './bench/server.ts'

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40)
const ANALYSIS_INTERVAL_MS = Number(process.env.BENCH_ANALYSIS_INTERVAL_MS ?? 1000)
const MIX = process.env.BENCH_MIX ?? 'all'
const TABLES = Number(process.env.BENCH_TABLES ?? 60)
/** An order sent again every this often during an ordering run (a resend and a pair of twins in turn). */
const REPEAT_INTERVAL_MS = 250
/**
 * Each diner's order comes from an address of its own (X-Forwarded-For, believed from 127.0.0.1), and the
 * hourly limit per address and per table is raised from its default of 20 to the most the server takes: a
 * run places thousands of orders at 60 tables within the hour.
 */
const ORDER_LIMIT = '10000'
const WARM_UP_SECONDS = 2
const SETTLE_MS = 3000
const root = join(import.meta.dirname, '..')

type Run = { servers: number; result: Result; seconds: number; analyses: AnalysisUploads }
type Bench = {
  runs: Run[]
  analysisStates: string
  orderRuns: OrderRun[]
  ordersByKey: Map<string, number>
  /** The database's order ids by token, to lay the orders answered against those the board heard. */
  orderIds: Map<string, string>
}

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
    ORDER_RATE_LIMIT: ORDER_LIMIT,
    TRUST_PROXY: '127.0.0.1',
  }
}

/** The ordering mix on `origins`, its channels on for the run only (the mixed load reads a menu without). */
async function measureOrders(origins: string[], business: OrderingBusiness, work: OwnersWork) {
  await business.switchOrdering(true)
  const options = {
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    repeatIntervalMs: REPEAT_INTERVAL_MS,
  }
  const run = await measureOrdering(origins, business, work, options)
  await business.switchOrdering(false)
  return run
}

async function bench(): Promise<Bench> {
  const isMixed = MIX === 'all' || MIX === 'mixed'
  const isOrdering = MIX === 'all' || MIX === 'ordering'
  if (!isMixed && !isOrdering) throw new Error(`BENCH_MIX is ${MIX}: mixed, ordering or all`)
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
  if (isMixed) console.log(`Mixed load: ${shares}; a menu analysis every ${ANALYSIS_INTERVAL_MS} ms.`)
  const ordering = isOrdering ? await setUpOrdering(first.origin, menu, TABLES) : undefined
  if (ordering) {
    await ordering.switchOrdering(false)
    console.log(
      `Ordering load: a quarter of the connections diners placing orders (${TABLES} tables, a tenth for ` +
        `pickup, 1–3 dishes of ${ordering.dishes.length} sizes), an eighth staff on the orders board ` +
        `(accept, ready, delivered), the rest reading the menu (85 %), its dishes (5 %) and orders' pages ` +
        `(10 %); an order sent again every ${REPEAT_INTERVAL_MS} ms. Servers run with ` +
        `ORDER_RATE_LIMIT=${ORDER_LIMIT} (default 20) an hour per address and per table, each order from ` +
        'an address of its own (X-Forwarded-For, TRUST_PROXY=127.0.0.1).',
    )
  }
  console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s a run after ${WARM_UP_SECONDS} s of warm-up.`)

  const runs: Run[] = []
  const orderRuns: OrderRun[] = []
  const work = new OwnersWork()
  const origins = [first.origin]
  for (const servers of [1, 2]) {
    if (servers === 2) {
      console.log('Starting the second server on the same database and bucket…')
      origins.push((await start()).origin)
    }
    if (isMixed) runs.push(await measure(origins, menu, requests))
    if (ordering) orderRuns.push(await measureOrders(origins, ordering, work))
  }
  // autocannon drops its sockets at the bell; let the requests the servers were still serving end before
  // their databases close under them (and before the orders are counted).
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const databaseUrl = withDatabaseName(SERVER_URL, database)
  return {
    runs,
    analysisStates: isMixed ? await describeAnalysisStates(databaseUrl) : '',
    orderRuns,
    ordersByKey: ordering ? await countOrdersByKey(databaseUrl, ordering.slug) : new Map(),
    orderIds: ordering ? await readOrderIds(databaseUrl, ordering.slug) : new Map(),
  }
}

function describeAnalyses({ sent, accepted, refused }: AnalysisUploads): string {
  const refusals = [...refused].map(([status, count]) => `${count}× ${status || 'no answer'}`)
  return `${accepted}/${sent} accepted${refusals.length > 0 ? ` (${refusals.join(', ')})` : ''}`
}

try {
  const { runs, analysisStates, orderRuns, ordersByKey, orderIds } = await bench()
  if (runs.length > 0) {
    console.log('\nMixed load:')
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
  }
  if (orderRuns.length > 0) {
    console.log('\nOrdering load (p50 and p99 of placing an order):')
    printOrderRuns(orderRuns, ordersByKey, orderIds)
  }
  console.log(
    `\nLoad average afterwards: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}.`,
  )
} catch (error) {
  console.error('The benchmark could not finish:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
