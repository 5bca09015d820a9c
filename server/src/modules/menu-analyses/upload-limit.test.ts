import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { countUpload, UPLOAD_WINDOW_MS } from './upload-limit.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe('countUpload', () => {
  it('allows `max` uploads an address in a fixed hour, then says how long until the hour is over', async () => {
    const start = 1_800_000_000_000
    const count = (at: number) => countUpload(database.db, '10.6.0.1', 2, at)
    expect((await count(start)).isAllowed).toBe(true)
    expect((await count(start + 1000)).isAllowed).toBe(true)
    expect(await count(start + 60_000)).toEqual({
      isAllowed: false,
      retryAfterSeconds: UPLOAD_WINDOW_MS / 1000 - 60,
    })
    // Refused tries do not push the hour on: it ends an hour after the first upload.
    expect(await count(start + UPLOAD_WINDOW_MS)).toEqual({
      isAllowed: true,
      retryAfterSeconds: UPLOAD_WINDOW_MS / 1000,
    })
    expect((await countUpload(database.db, '10.6.0.2', 2, start + 1000)).isAllowed).toBe(true)
  })
})
