import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { menuAnalyses } from '../../db/schema.ts'
import { ANALYSES_PREFIX, pictureKey, sourceKey } from './analysis-files.ts'
import { ORPHAN_GRACE_MS, sweepExpiredAnalyses } from './analysis-sweep.ts'
import { ANALYSIS_LIFETIME_MS } from './menu-analyses.service.ts'
import { createAnalysesApp, followEvents, get, testPdf, upload } from './test-analyses.ts'

const HOUR = 60 * 60 * 1000

const statusOf = async (db: Database, id: string) =>
  (await db.select().from(menuAnalyses).where(eq(menuAnalyses.id, id)))[0]

describe('the 24-hour clean-up', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createAnalysesApp()
  })
  /** The analyses that have files in the store. */
  const storedIds = async () => [
    ...new Set((await app.files.list(ANALYSES_PREFIX)).map(({ key }) => key.split('/')[1])),
  ]

  afterAll(async () => {
    await app.close()
  })

  it('deletes analyses and their folders after 24 hours and keeps younger ones', async () => {
    const old = (await upload(app, testPdf())).json()
    await followEvents(app, old.id)
    const { db } = app.database
    await db
      .update(menuAnalyses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(menuAnalyses.id, old.id))
    const fresh = (await upload(app, testPdf())).json()
    await followEvents(app, fresh.id)
    // The test reader draws no page: each gets the picture a real menu's first page would have.
    for (const { id } of [old, fresh]) await app.files.put(pictureKey(id, 1), testPdf(), 'image/webp')
    expect(await storedIds()).toEqual(expect.arrayContaining([old.id, fresh.id]))
    // Expired is gone at once for readers, even before the sweep.
    expect((await get(app, `/api/menu-analyses/${old.id}`)).statusCode).toBe(404)

    expect(await sweepExpiredAnalyses(db, app.files)).toBe(1)
    const left = await storedIds()
    expect(left).toContain(fresh.id)
    expect(left).not.toContain(old.id)
    expect(await statusOf(db, old.id)).toBeUndefined()
    expect((await get(app, `/api/menu-analyses/${fresh.id}`)).json().status).toBe('done')

    // A day later the fresh one goes too.
    expect(await sweepExpiredAnalyses(db, app.files, Date.now() + ANALYSIS_LIFETIME_MS + 1000)).toBe(1)
    expect(await storedIds()).not.toContain(fresh.id)
  })

  it('deletes the files no analysis names once they are an hour old, not before', async () => {
    const orphan = randomUUID()
    await app.files.put(sourceKey(orphan, 'pdf'), testPdf(), 'application/pdf')
    expect(await sweepExpiredAnalyses(app.database.db, app.files)).toBe(0)
    const later = Date.now() + ORPHAN_GRACE_MS + HOUR
    expect(await sweepExpiredAnalyses(app.database.db, app.files, later)).toBe(1)
    expect(await storedIds()).not.toContain(orphan)
  })
})
