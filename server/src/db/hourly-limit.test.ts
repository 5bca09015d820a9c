import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-database.ts'
import type { DatabaseHandle } from './database.ts'
import { countInHour, deleteEndedHours, HOUR_MS, readHourCount } from './hourly-limit.ts'
import { hourlyLimits } from './schema.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const start = 1_800_000_000_000

describe('countInHour', () => {
  it('allows `max` uploads an address in a fixed hour, then says how long until the hour is over', async () => {
    const count = (at: number) => countInHour(database.db, 'menu-analyses:10.6.0.1', 2, at)
    expect((await count(start)).isAllowed).toBe(true)
    expect((await count(start + 1000)).isAllowed).toBe(true)
    expect(await count(start + 60_000)).toEqual({
      count: 3,
      isAllowed: false,
      retryAfterSeconds: HOUR_MS / 1000 - 60,
    })
    // Refused tries do not push the hour on: it ends an hour after the first upload.
    expect(await count(start + HOUR_MS)).toEqual({
      count: 1,
      isAllowed: true,
      retryAfterSeconds: HOUR_MS / 1000,
    })
    expect((await countInHour(database.db, 'menu-analyses:10.6.0.2', 2, start + 1000)).isAllowed).toBe(true)
  })

  it('still refuses 61 s later and 59 minutes later: the hour is an hour, not a minute', async () => {
    const key = 'leads:10.6.0.3'
    await countInHour(database.db, key, 1, start)
    expect((await countInHour(database.db, key, 1, start + 61_000)).isAllowed).toBe(false)
    expect((await countInHour(database.db, key, 1, start + 59 * 60_000)).isAllowed).toBe(false)
    expect(await readHourCount(database.db, key, start + 59 * 60_000)).toEqual({
      count: 3,
      retryAfterSeconds: 60,
    })
    expect((await readHourCount(database.db, key, start + HOUR_MS)).count).toBe(0)
  })
})

describe('deleteEndedHours', () => {
  it('forgets the counts whose hour is over and keeps the others', async () => {
    await countInHour(database.db, 'sweep:old', 5, start - HOUR_MS)
    await countInHour(database.db, 'sweep:new', 5, start - 1000)
    await deleteEndedHours(database.db, start)
    const keys = (await database.db.select({ key: hourlyLimits.key }).from(hourlyLimits)).map((r) => r.key)
    expect(keys).toContain('sweep:new')
    expect(keys).not.toContain('sweep:old')
  })
})
