import { randomUUID } from 'node:crypto'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { menuAnalyses } from '../../db/schema.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { analysesDirectory } from './analysis-files.ts'
import { failAbandoned, ORPHAN_GRACE_MS, STALE_AFTER_MS, sweepExpiredAnalyses } from './analysis-sweep.ts'
import { createLiveAnalyses } from './live-analyses.ts'
import { insertAnalysis } from './menu-analyses.repository.ts'
import { ANALYSIS_LIFETIME_MS } from './menu-analyses.service.ts'
import { createAnalysesApp, followEvents, get, testPdf, upload } from './test-analyses.ts'

const HOUR = 60 * 60 * 1000

/** A job as a server left it: `status`, last touched `updatedAt`. */
async function leaveJob(db: Database, status: 'queued' | 'running' | 'done', updatedAt = new Date()) {
  const id = randomUUID()
  await insertAnalysis(db, {
    id,
    businessId: null,
    clientAddress: '10.3.0.1',
    phase: 'analyzing',
    progress: 30,
    fileName: 'carta.pdf',
    fileType: 'pdf',
    fileSize: 10,
    expiresAt: new Date(Date.now() + ANALYSIS_LIFETIME_MS),
  })
  await db.update(menuAnalyses).set({ status, updatedAt }).where(eq(menuAnalyses.id, id))
  return id
}

const statusOf = async (db: Database, id: string) =>
  (await db.select().from(menuAnalyses).where(eq(menuAnalyses.id, id)))[0]

describe('a restart', () => {
  it('fails, as interrupted, every job a previous process left queued or running, at start', async () => {
    const database = await createTestDatabase()
    // PGlite has one server (its folder is locked): whatever is unfinished at start is a previous process's.
    // On PostgreSQL (TEST_DATABASE_URL) that holds for jobs no server has touched for a minute.
    const lastTouched = new Date(Date.now() - (database.engine === 'pglite' ? 0 : STALE_AFTER_MS + 5000))
    const running = await leaveJob(database.db, 'running', lastTouched)
    const queued = await leaveJob(database.db, 'queued', lastTouched)
    const done = await leaveJob(database.db, 'done')
    const app = await createAnalysesApp({ database })
    try {
      for (const id of [running, queued]) {
        expect(await statusOf(database.db, id)).toMatchObject({ status: 'failed', errorCode: 'interrupted' })
        const response = await get(app, `/api/menu-analyses/${id}`, { language: 'en' })
        expect(response.json()).toMatchObject({
          status: 'failed',
          error: {
            code: 'interrupted',
            message: 'The analysis was interrupted by a server restart. Please try again.',
          },
        })
        // A client that follows it is told at once, and its stream ends.
        expect((await followEvents(app, id)).map((event) => event.status)).toEqual(['failed'])
      }
      expect((await statusOf(database.db, done))?.status).toBe('done')
    } finally {
      await app.close()
    }
  })

  it('with several servers (PostgreSQL), fails only jobs no server has touched for a minute', async () => {
    const database = await createTestDatabase()
    const live = createLiveAnalyses({ save: async () => {}, onSaveError: () => {} })
    try {
      const abandoned = await leaveJob(database.db, 'running', new Date(Date.now() - STALE_AFTER_MS - 5000))
      const elsewhere = await leaveJob(database.db, 'running')
      expect(await failAbandoned(database.db, live, { isSoleServer: false })).toBe(1)
      expect((await statusOf(database.db, abandoned))?.status).toBe('failed')
      expect((await statusOf(database.db, elsewhere))?.status).toBe('running')
    } finally {
      await database.close()
    }
  })
})

describe('the 24-hour clean-up', () => {
  let app: FastifyInstance
  let directory: string
  beforeAll(async () => {
    app = await createAnalysesApp()
    directory = analysesDirectory(app.config.dataDir)
  })
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
    expect(await readdir(directory)).toEqual(expect.arrayContaining([old.id, fresh.id]))
    // Expired is gone at once for readers, even before the sweep.
    expect((await get(app, `/api/menu-analyses/${old.id}`)).statusCode).toBe(404)

    expect(await sweepExpiredAnalyses(db, directory)).toBe(1)
    const left = await readdir(directory)
    expect(left).toContain(fresh.id)
    expect(left).not.toContain(old.id)
    expect(await statusOf(db, old.id)).toBeUndefined()
    expect((await get(app, `/api/menu-analyses/${fresh.id}`)).json().status).toBe('done')

    // A day later the fresh one goes too.
    expect(await sweepExpiredAnalyses(db, directory, Date.now() + ANALYSIS_LIFETIME_MS + 1000)).toBe(1)
    expect(await readdir(directory)).not.toContain(fresh.id)
  })

  it('deletes a folder no analysis names once it is an hour old, not before', async () => {
    const orphan = join(directory, randomUUID())
    await mkdir(orphan, { recursive: true })
    await writeFile(join(orphan, 'source.pdf'), testPdf())
    expect(await sweepExpiredAnalyses(app.database.db, directory)).toBe(0)
    const past = new Date(Date.now() - ORPHAN_GRACE_MS - HOUR)
    await utimes(orphan, past, past)
    expect(await sweepExpiredAnalyses(app.database.db, directory)).toBe(1)
    expect(await readdir(directory)).not.toContain(orphan.split('/').at(-1))
  })
})
