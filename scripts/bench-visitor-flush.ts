// `npm run bench:visitor-flush`: the cost of counting new visitors in the server's own thread
// (decision 052). Hashes BENCH_VISITORS new visitors over BENCH_BUSINESSES menus into a VisitTally and flushes
// it every BENCH_PER_FLUSH visitors (one flush every 2 s: 4,000 is 2,000 new visitors a second), on a fresh
// in-memory PGlite, or with DATABASE_URL on a new database of that PostgreSQL server (dropped after), then
// prints µs per visitor for the in-memory part and the flushes (on PostgreSQL, the flush's wall time, most of
// it spent in the database's process). A measurement, not a test: not part of `npm test`.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import { type DatabaseHandle, PGLITE_OPTIONS, wrapPglite } from '../server/src/db/database.ts'
import { businesses } from '../server/src/db/schema.ts'
import { VisitTally } from '../server/src/modules/visits/visit-tally.ts'
import { hashVisitor } from '../server/src/modules/visits/visitor-hash.ts'
import { openThrowawayDatabase } from '../server/src/test/throwaway-database.ts'

const VISITORS = Number(process.env.BENCH_VISITORS ?? 20_000)
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 20)
const PER_FLUSH = Number(process.env.BENCH_PER_FLUSH ?? 4000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DAY = '2026-06-10'
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'

/** A fresh database: PGlite in memory, or a new one on the PostgreSQL server at `url`, dropped on close. */
async function openBenchDatabase(url: string | undefined): Promise<DatabaseHandle> {
  if (!url) {
    const client = await PGlite.create(PGLITE_OPTIONS)
    return wrapPglite(client, () => client.close())
  }
  return openThrowawayDatabase(url, `vitrina_bench_visitors_${randomUUID().replaceAll('-', '')}`)
}

const database = await openBenchDatabase(process.env.DATABASE_URL)
const businessIds = (
  await database.db
    .insert(businesses)
    .values(Array.from({ length: BUSINESSES }, (_, i) => ({ name: `Bench ${i}`, slug: `bench-${i}` })))
    .returning({ id: businesses.id })
).map((row) => row.id)

const salt = randomUUID()
let next = 0
const tally = new VisitTally()

/**
 * Counts VISITORS new visitors, flushing every PER_FLUSH; answers the time in each part, in milliseconds, and
 * the CPU this process spent in the flushes (on PostgreSQL the database's own work is not in it).
 */
async function countVisitors(): Promise<{ adding: number; flushing: number; flushCpu: number }> {
  let adding = 0
  let flushing = 0
  let flushCpu = 0
  for (let done = 0; done < VISITORS; done += PER_FLUSH) {
    const startedAdding = performance.now()
    for (let i = 0; i < Math.min(PER_FLUSH, VISITORS - done); i++) {
      const businessId = businessIds[next % BUSINESSES] as string
      const address = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
      next += 1
      tally.addVisitor(businessId, DAY, hashVisitor(salt, businessId, address, PHONE))
    }
    const startedFlushing = performance.now()
    const cpuBefore = process.cpuUsage()
    await tally.flush(database.db)
    const cpu = process.cpuUsage(cpuBefore)
    flushCpu += (cpu.user + cpu.system) / 1000
    flushing += performance.now() - startedFlushing
    adding += startedFlushing - startedAdding
  }
  return { adding, flushing, flushCpu }
}

const perVisitor = (ms: number) => `${((ms * 1000) / VISITORS).toFixed(1)} µs`
await countVisitors() // warm-up: the JIT, the database's caches, the rows or sketches already there
for (let round = 1; round <= ROUNDS; round++) {
  const { adding, flushing, flushCpu } = await countVisitors()
  console.log(
    `${database.engine} round ${round}: ${VISITORS} new visitors over ${BUSINESSES} menus, a flush every ${PER_FLUSH}: ` +
      `hash + add ${perVisitor(adding)}, flush ${perVisitor(flushing)} (this process's CPU ${perVisitor(flushCpu)}), ` +
      `total ${perVisitor(adding + flushing)} a visitor`,
  )
}
await database.close()
