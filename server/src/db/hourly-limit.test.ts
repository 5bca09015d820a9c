import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-database.ts'
import type { DatabaseHandle } from './database.ts'
import { countInHour, HOUR_MS } from './hourly-limit.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe('countInHour', () => {
  it('allows `max` uploads an address in a fixed hour, then says how long until the hour is over', async () => {
    const start = 1_800_000_000_000
    const count = (at: number) => countInHour(database.db, 'menu-analyses:10.6.0.1', 2, at)
    expect((await count(start)).isAllowed).toBe(true)
    expect((await count(start + 1000)).isAllowed).toBe(true)
    expect(await count(start + 60_000)).toEqual({
      isAllowed: false,
      retryAfterSeconds: HOUR_MS / 1000 - 60,
    })
    // Refused tries do not push the hour on: it ends an hour after the first upload.
    expect(await count(start + HOUR_MS)).toEqual({
      isAllowed: true,
      retryAfterSeconds: HOUR_MS / 1000,
    })
    expect((await countInHour(database.db, 'menu-analyses:10.6.0.2', 2, start + 1000)).isAllowed).toBe(true)
  })
})
