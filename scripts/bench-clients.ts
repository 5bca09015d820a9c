// `npm run bench:clients`: seeds 100,000 clients for one business (and others' clients beside them) in a
// PostgreSQL database of its own, then times the list exactly as `GET /api/clients` runs it (the service's
// listClients) for a mix of sorts, pages and searches, and prints p50 / p95 / max per kind and overall.
// A measurement, not a test: it prints the budget beside the figures and exits 0 whether it is met or not.
// DATABASE_URL: the server to use (default postgres://postgres@127.0.0.1:5432/test); the database is dropped.
import { performance } from 'node:perf_hooks'
import { and, eq, ne, sql } from 'drizzle-orm'
import postgres from 'postgres'
import type { ClientListQuery } from '#domain/clients/client.schema.ts'
import { openPostgres } from '../server/src/db/database.ts'
import { clients } from '../server/src/db/schema.ts'
import { listClients } from '../server/src/modules/clients/clients.service.ts'
import { withDatabaseName } from '../server/src/test/postgres-url.ts'
import { createBenchBusiness, createRandom, seedClients } from './bench/clients-seed.ts'
import { printTable } from './bench/print-table.ts'

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000)
const OTHER_BUSINESSES = 4
const OTHERS_EACH = Number(process.env.BENCH_OTHERS_EACH ?? 25_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const WARM_UP_ROUNDS = 3
const BUDGET_P95_MS = 50

type Kind = { name: string; query: Partial<ClientListQuery> }

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0
}

function describe(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const ms = (value: number) => value.toFixed(1)
  return { p50: ms(percentile(sorted, 0.5)), p95: ms(percentile(sorted, 0.95)), max: ms(sorted.at(-1) ?? 0) }
}

// Searches made of the seeded rows: a phone typed with spaces and part of an e-mail that exist.
async function searchKinds(db: Awaited<ReturnType<typeof openPostgres>>['db'], businessId: string) {
  const [sample] = await db
    .select({ telefono: clients.telefono, email: clients.email })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.pais, 'CO'), ne(clients.email, '')))
    .orderBy(clients.id)
    .limit(1)
  if (!sample) throw new Error('no seeded Colombian client with an e-mail')
  const digits = sample.telefono.replace(/\D/g, '').slice(-10)
  const phone = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)}`
  const emailPart = sample.email.split('@')[0] ?? ''
  return [
    { name: 'search name "munoz"', query: { q: 'munoz' } },
    { name: `search phone "${phone}"`, query: { q: phone } },
    { name: `search e-mail "${emailPart}"`, query: { q: emailPart } },
    { name: 'search, no match', query: { q: 'xqzwv' } },
  ]
}

function listKinds(): Kind[] {
  const sorts = ['nombreCompleto', 'ultimaVisita', 'pais', 'estado'] as const
  return [
    ...sorts.flatMap((sort) =>
      (['asc', 'desc'] as const).map((dir) => ({ name: `first page, ${sort} ${dir}`, query: { sort, dir } })),
    ),
    { name: 'middle page, nombreCompleto asc', query: { page: Math.ceil(CLIENTS / 16) } },
    { name: 'last page, ultimaVisita desc', query: { sort: 'ultimaVisita', dir: 'desc', page: 1_000_000 } },
  ]
}

async function bench(databaseUrl: string) {
  const database = await openPostgres(databaseUrl)
  try {
    const { db } = database
    const random = createRandom(20)
    console.log(`Seeding ${CLIENTS} clients, and ${OTHER_BUSINESSES} × ${OTHERS_EACH} of other businesses…`)
    const started = performance.now()
    const businessId = await createBenchBusiness(db, 'bench')
    await seedClients(db, businessId, CLIENTS, random)
    for (let other = 0; other < OTHER_BUSINESSES; other++) {
      await seedClients(db, await createBenchBusiness(db, `other${other}`), OTHERS_EACH, random)
    }
    // What autovacuum does to a table that has settled: statistics, and the visibility map index-only scans read.
    await db.execute(sql`vacuum analyze clients`)
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`)

    const kinds = [...listKinds(), ...(await searchKinds(db, businessId))]
    const run = (kind: Kind) =>
      listClients({ db }, businessId, { q: '', sort: 'nombreCompleto', dir: 'asc', page: 1, ...kind.query })
    for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const kind of kinds) await run(kind)
    const times = new Map(kinds.map((kind) => [kind.name, [] as number[]]))
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of kinds) {
        const start = performance.now()
        const page = await run(kind)
        times.get(kind.name)!.push(performance.now() - start)
        if (round === 0)
          console.log(`${kind.name}: ${page.total} found, page ${page.page} of ${page.pageCount}`)
      }
    }
    const all = [...times.values()].flat()
    console.log()
    printTable([
      ['Kind', 'p50 ms', 'p95 ms', 'max ms'],
      ...kinds.map((kind) => {
        const figures = describe(times.get(kind.name)!)
        return [kind.name, figures.p50, figures.p95, figures.max]
      }),
      ...[all].map((every) => {
        const figures = describe(every)
        return [`overall (${every.length} calls)`, figures.p50, figures.p95, figures.max]
      }),
    ])
    const overall = describe(all)
    const isMet = Number(overall.p95) < BUDGET_P95_MS
    console.log(`\nBudget: p95 < ${BUDGET_P95_MS} ms overall: ${overall.p95} ms ${isMet ? '✓' : '✗'}`)
  } finally {
    await database.close()
  }
}

const name = `vitrina_bench_clients_${process.pid}`
const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
try {
  await admin.unsafe(`create database ${name}`)
  await bench(withDatabaseName(SERVER_URL, name))
} catch (error) {
  console.error('The benchmark could not finish:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`)
  await admin.end()
}
