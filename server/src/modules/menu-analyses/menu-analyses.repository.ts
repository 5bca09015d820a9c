import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
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
  /** Jobs waiting ahead of it plus one, while it waits for a worker of any server; never saved. */
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

// Its place while it waits, across every server, plus one: the analyses waiting that the queue hands out
// before it, an owner's (with a business) ahead of every visitor's, and among equals the older.
// (Spelt out: Drizzle leaves the outer column unqualified, which inside the subquery would name `ahead`'s.)
const queuePosition = sql<number | null>`case when menu_analyses.status = 'queued' then (
  select count(*) + 1 from menu_analyses as ahead
  where ahead.status = 'queued' and (
    (ahead.business_id is not null and menu_analyses.business_id is null)
    or ((ahead.business_id is null) = (menu_analyses.business_id is null)
        and ahead.created_at < menu_analyses.created_at)
  )
) end`

/** A job as the database has it, with its place in the queue while it waits. */
export async function findAnalysis(db: Database, id: string): Promise<AnalysisState | undefined> {
  const [row] = await db
    .select({ ...columns, queuePosition })
    .from(menuAnalyses)
    .where(eq(menuAnalyses.id, id))
  if (!row) return undefined
  const { queuePosition: place, ...state } = row
  return { ...state, ...(place === null ? {} : { queuePosition: Number(place) }) } as AnalysisState
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

/**
 * Takes the lock under which every server admits analyses, until the transaction ends: the counts an
 * admission reads then hold until its insert is committed.
 */
export async function lockAdmissions(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitrina:menu-analyses:admission'))`)
}

export type QueueCounts = {
  /** Analyses waiting or being read, across every server. */
  unfinished: number
  /** Of those, the visitors' (no business). */
  visitors: number
  /** Of those, the ones a visitor at `address` started. */
  fromAddress: number
}

/** The queue as an admission weighs it (`address`: the visitor asking). */
export async function countQueue(db: Database, address: string): Promise<QueueCounts> {
  const isVisitors = isNull(menuAnalyses.businessId)
  const [row] = await db
    .select({
      unfinished: sql<number>`count(*)`,
      visitors: sql<number>`count(*) filter (where ${isVisitors})`,
      fromAddress: sql<number>`count(*) filter (where ${and(isVisitors, eq(menuAnalyses.clientAddress, address))})`,
    })
    .from(menuAnalyses)
    .where(inArray(menuAnalyses.status, UNFINISHED))
  return {
    unfinished: Number(row?.unfinished ?? 0),
    visitors: Number(row?.visitors ?? 0),
    fromAddress: Number(row?.fromAddress ?? 0),
  }
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

/** The address an analysis was uploaded from (whose allowance a visitor's model reading counts against). */
export async function findClientAddress(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ address: menuAnalyses.clientAddress })
    .from(menuAnalyses)
    .where(eq(menuAnalyses.id, id))
  return row?.address
}
