import { and, eq, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm'
import type { AnalysisPhase } from '#domain/menu-analyses/analysis-phases.ts'
import type { Database } from '../../db/database.ts'
import { menuAnalyses } from '../../db/schema.ts'
import type { FailureCode } from './failure-codes.ts'
import type { AnalysedMenu } from './menu-analysis.schema.ts'

/** A menu analysis as the server keeps it (the API's MenuAnalysis is made from it per request's language). */
export type AnalysisState = {
  id: string
  businessId: string | null
  status: 'queued' | 'running' | 'done' | 'failed'
  phase: AnalysisPhase
  progress: number
  result: AnalysedMenu | null
  errorCode: FailureCode | null
  expiresAt: Date
  /** Jobs ahead of it plus one while it waits for a worker of the server running it; never saved. */
  queuePosition?: number
}

export type NewAnalysis = Pick<AnalysisState, 'id' | 'businessId' | 'phase' | 'progress' | 'expiresAt'> & {
  clientAddress: string
  fileName: string
  fileType: string
  fileSize: number
  fileHash?: string
  createdAt?: Date
}

export type AnalysisChange = Partial<
  Pick<AnalysisState, 'status' | 'phase' | 'progress' | 'result' | 'errorCode'>
>

const UNFINISHED = ['queued', 'running'] as const

const columns = {
  id: menuAnalyses.id,
  businessId: menuAnalyses.businessId,
  status: menuAnalyses.status,
  phase: menuAnalyses.phase,
  progress: menuAnalyses.progress,
  result: menuAnalyses.result,
  errorCode: menuAnalyses.errorCode,
  expiresAt: menuAnalyses.expiresAt,
}

export async function insertAnalysis(db: Database, analysis: NewAnalysis): Promise<AnalysisState> {
  const [row] = await db
    .insert(menuAnalyses)
    .values({ ...analysis, status: 'queued' })
    .returning(columns)
  return row as AnalysisState
}

export async function findAnalysis(db: Database, id: string): Promise<AnalysisState | undefined> {
  const [row] = await db.select(columns).from(menuAnalyses).where(eq(menuAnalyses.id, id))
  return row as AnalysisState | undefined
}

/** Saves a change of a job still under way; a finished job is never changed back. */
export async function updateAnalysis(db: Database, id: string, change: AnalysisChange): Promise<void> {
  await db
    .update(menuAnalyses)
    .set(change)
    .where(and(eq(menuAnalyses.id, id), inArray(menuAnalyses.status, UNFINISHED)))
}

export async function deleteAnalysis(db: Database, id: string): Promise<void> {
  await db.delete(menuAnalyses).where(eq(menuAnalyses.id, id))
}

/** Marks the unfinished jobs of this server as alive (`updated_at`), so no other server takes them for dead. */
export async function touchAnalyses(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(menuAnalyses)
    .set({ updatedAt: new Date() })
    .where(and(inArray(menuAnalyses.id, ids), inArray(menuAnalyses.status, UNFINISHED)))
}

/**
 * Fails, as interrupted, the unfinished jobs no live server holds: those not touched since `staleBefore`
 * (or all of them, when `staleBefore` is null), apart from `keep`. Answers how many.
 */
export async function failAbandonedAnalyses(
  db: Database,
  staleBefore: Date | null,
  keep: string[],
): Promise<number> {
  const rows = await db
    .update(menuAnalyses)
    .set({ status: 'failed', errorCode: 'interrupted' satisfies FailureCode })
    .where(
      and(
        inArray(menuAnalyses.status, UNFINISHED),
        staleBefore ? lt(menuAnalyses.updatedAt, staleBefore) : undefined,
        keep.length > 0 ? notInArray(menuAnalyses.id, keep) : undefined,
      ),
    )
    .returning({ id: menuAnalyses.id })
  return rows.length
}

/** Deletes the jobs past their `expires_at`; answers their ids (their folders go next). */
export async function deleteExpiredAnalyses(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .delete(menuAnalyses)
    .where(lt(menuAnalyses.expiresAt, now))
    .returning({ id: menuAnalyses.id })
  return rows.map((row) => row.id)
}

/** Which of these ids still have a job. */
export async function findExistingIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: menuAnalyses.id })
    .from(menuAnalyses)
    .where(inArray(menuAnalyses.id, ids))
  return new Set(rows.map((row) => row.id))
}

/** Who started a job: a business, or a visitor known by address only. */
export type Uploader = { businessId: string | null; address: string }

const uploadedBy = ({ businessId, address }: Uploader) =>
  businessId
    ? eq(menuAnalyses.businessId, businessId)
    : and(isNull(menuAnalyses.businessId), eq(menuAnalyses.clientAddress, address))

/** The uploader's job of the file with this hash that is still waiting or running, if any. */
export async function findUnfinishedUpload(
  db: Database,
  uploader: Uploader,
  fileHash: string,
): Promise<AnalysisState | undefined> {
  const [row] = await db
    .select(columns)
    .from(menuAnalyses)
    .where(
      and(
        uploadedBy(uploader),
        eq(menuAnalyses.fileHash, fileHash),
        inArray(menuAnalyses.status, UNFINISHED),
      ),
    )
    .limit(1)
  return row as AnalysisState | undefined
}

export type BusinessUsage = {
  /** Its jobs waiting or running now. */
  active: number
  /** Its jobs started since `since`. */
  recent: number
  /** When the oldest of those started (null when none did). */
  oldestRecentAt: Date | null
}

/** How many analyses a business has under way, and started since `since` (its caps, decision 024). */
export async function countBusinessAnalyses(
  db: Database,
  businessId: string,
  since: Date,
): Promise<BusinessUsage> {
  const isRecent = gte(menuAnalyses.createdAt, since)
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${inArray(menuAnalyses.status, UNFINISHED)})`,
      recent: sql<number>`count(*) filter (where ${isRecent})`,
      oldestRecentAt: sql<Date | string | null>`min(${menuAnalyses.createdAt}) filter (where ${isRecent})`,
    })
    .from(menuAnalyses)
    .where(eq(menuAnalyses.businessId, businessId))
  return {
    active: Number(row?.active ?? 0),
    recent: Number(row?.recent ?? 0),
    oldestRecentAt: row?.oldestRecentAt ? new Date(row.oldestRecentAt) : null,
  }
}
