import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Database, DatabaseHandle } from '../../db/database.ts'
import { businesses, menuViewCounts, menuVisitorSketches } from '../../db/schema.ts'
import { createSharedPostgresDatabase, createTestDatabase } from '../../test/test-database.ts'
import { VisitTally } from './visit-tally.ts'
import { addToSketch, estimateVisitors, newSketch, SKETCH_REGISTERS } from './visitor-sketch.ts'
import { mergeVisitorSketches } from './visits.repository.ts'

// What a flush leaves in the database: each business-day's visitors as one sketch, merged there with what
// other flushes (of this server or another) wrote, and nothing lost when a write fails (decision 052).

const onPostgres = Boolean(inject('postgresUrl'))
const DAY = '2026-06-10'
let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

let made = 0
async function createBusinesses(db: Database, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => ({ name: 'Tally', slug: `tally-${++made}` }))
  return (await db.insert(businesses).values(rows).returning({ id: businesses.id })).map((row) => row.id)
}

const hashOf = (i: number) => createHash('sha256').update(`visitor-${i}`).digest()

/** A sketch of the visitors numbered `from` up to (not including) `to`. */
function sketchOf(from: number, to: number): Uint8Array {
  const registers = newSketch()
  for (let i = from; i < to; i++) addToSketch(registers, hashOf(i))
  return registers
}

async function readSketch(db: Database, businessId: string, day = DAY): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ registers: menuVisitorSketches.registers })
    .from(menuVisitorSketches)
    .where(and(eq(menuVisitorSketches.businessId, businessId), eq(menuVisitorSketches.day, day)))
  return row && Uint8Array.from(row.registers)
}

/** A database whose every statement fails, as a lost connection would. */
const lostConnection = () => Promise.reject(new Error('connection lost'))
const failingDb = { insert: lostConnection, execute: lostConnection } as unknown as Database

describe('VisitTally', () => {
  it('writes a business-day’s visitors as one sketch, and a later flush adds to it', async () => {
    const [businessId] = (await createBusinesses(database.db, 1)) as [string]
    const tally = new VisitTally()
    for (let i = 0; i < 300; i++) tally.addVisitor(businessId, DAY, hashOf(i))
    await tally.flush(database.db)
    expect(await readSketch(database.db, businessId)).toEqual(sketchOf(0, 300))
    // The same 100 again and 200 new ones: 500 different visitors in all.
    for (let i = 200; i < 500; i++) tally.addVisitor(businessId, DAY, hashOf(i))
    await tally.flush(database.db)
    const stored = (await readSketch(database.db, businessId)) as Uint8Array
    expect(stored).toEqual(sketchOf(0, 500))
    expect(Math.abs(estimateVisitors(stored) - 500)).toBeLessThanOrEqual(10)
  })

  it('keeps what a failed write held, visitors and views, and writes it with the next', async () => {
    const [businessId] = (await createBusinesses(database.db, 1)) as [string]
    const tally = new VisitTally()
    for (let i = 0; i < 40; i++) tally.addVisitor(businessId, DAY, hashOf(i))
    tally.addView(businessId, DAY, 'source', 'qr')
    await expect(tally.flush(failingDb)).rejects.toThrow('connection lost')
    // Counted while the write was failing: added to what was kept.
    for (let i = 40; i < 60; i++) tally.addVisitor(businessId, DAY, hashOf(i))
    tally.addView(businessId, DAY, 'source', 'qr')
    await tally.flush(database.db)
    expect(await readSketch(database.db, businessId)).toEqual(sketchOf(0, 60))
    const views = await database.db
      .select({ key: menuViewCounts.key, views: menuViewCounts.views })
      .from(menuViewCounts)
      .where(eq(menuViewCounts.businessId, businessId))
    expect(views).toEqual([{ key: 'qr', views: 2 }])
  })
})

describe('mergeVisitorSketches', () => {
  it('merges register by register in the database, more sketches than one statement takes', async () => {
    const ids = await createBusinesses(database.db, 250)
    // A register the second sketch has lower than the first, and one it has higher: the larger stays.
    const withRanks = (registers: Uint8Array, first: number, last: number) => {
      registers[0] = first
      registers[SKETCH_REGISTERS - 1] = last
      return registers
    }
    const first = ids.map((businessId, n) => ({
      businessId,
      day: DAY,
      registers: withRanks(sketchOf(n, n + 20), 9, 1),
    }))
    await mergeVisitorSketches(database.db, first)
    const second = ids.map((businessId, n) => ({
      businessId,
      day: DAY,
      registers: withRanks(sketchOf(n + 10, n + 40), 2, 53),
    }))
    await mergeVisitorSketches(database.db, second)
    for (const n of [0, 99, 100, 249]) {
      const stored = (await readSketch(database.db, ids[n] as string)) as Uint8Array
      expect(stored).toEqual(withRanks(sketchOf(n, n + 40), 9, 53))
      expect(estimateVisitors(stored)).toBe(42)
    }
  })

  it('loses none of another server’s visitors when both flush the same day at once', async () => {
    // Two servers on one PostgreSQL database; on PGlite, two tallies of one process.
    const handles = onPostgres ? await createSharedPostgresDatabase(2) : [database, database]
    try {
      const [one, other] = handles as [DatabaseHandle, DatabaseHandle]
      const [businessId] = (await createBusinesses(one.db, 1)) as [string]
      const tallies = [new VisitTally(), new VisitTally()]
      for (let round = 0; round < 5; round++) {
        for (let i = round * 2000; i < (round + 1) * 2000; i++) {
          tallies[i % 2]?.addVisitor(businessId, DAY, hashOf(i))
        }
        await Promise.all([tallies[0]?.flush(one.db), tallies[1]?.flush(other.db)])
      }
      expect(await readSketch(one.db, businessId)).toEqual(sketchOf(0, 10_000))
    } finally {
      if (onPostgres) for (const handle of handles) await handle.close()
    }
  })
})
