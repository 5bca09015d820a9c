// A backup of the running server (decision 050) is PGlite's folder dumped between two queries, while other
// requests' transactions are open: what it holds must be whole transactions only.
import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { dumpPglite } from './database.ts'

describe('dumpPglite', () => {
  it('holds every transaction committed before it and no part of one still open', async () => {
    const live = await PGlite.create()
    await live.exec('create table pairs (n int not null, side text not null)')
    let isWriting = true
    // Each transaction writes two rows, with a pause between them in which a dump may be taken.
    const writer = (async () => {
      for (let n = 0; isWriting; n++) {
        await live.transaction(async (tx) => {
          await tx.query(`insert into pairs values ($1, 'left')`, [n])
          await new Promise((resolve) => setTimeout(resolve, 1))
          await tx.query(`insert into pairs values ($1, 'right')`, [n])
        })
      }
    })()
    const dumps: Blob[] = []
    for (let taken = 0; taken < 2; taken++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      dumps.push(await dumpPglite(live))
    }
    isWriting = false
    await writer

    for (const dump of dumps) {
      const copy = await PGlite.create({ loadDataDir: dump })
      const { rows } = await copy.query<{ pairs: number; halves: number }>(
        `select count(*)::int as pairs, count(*) filter (where rows <> 2)::int as halves
         from (select n, count(*) as rows from pairs group by n) as grouped`,
      )
      expect(rows[0]?.pairs).toBeGreaterThan(0)
      expect(rows[0]?.halves).toBe(0)
      await copy.close()
    }
    await live.close()
  }, 90_000)
})
