import type { Database } from '../../db/database.ts'
import { RetryLaterError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import type { AnalysisPool } from './analysis-pool.ts'
import {
  type AnalysisState,
  countBusinessAnalyses,
  countQueue,
  findUnfinishedUpload,
  insertAnalysis,
  lockAdmissions,
  type NewAnalysis,
} from './menu-analyses.repository.ts'

/** The window of a business's daily cap: the last 24 hours, the jobs' own lifetime. */
export const BUSINESS_DAY_MS = 24 * 60 * 60 * 1000

/** Who asks: a signed-in owner's business, or a visitor known by address only. */
export type Caller = { businessId: string | null; address: string }

export type AdmissionRules = {
  db: Database
  pool: AnalysisPool
  /** Analyses waiting or being read, across every server, past which an upload is refused (429). */
  queueRoom: number
  /**
   * Of those, how many may be visitors' (no account): the rest is kept for signed-in owners, so visitors
   * cannot fill the queue that every business shares.
   */
  visitorRoom: number
  /** Analyses a visitor's address may start in an hour. */
  rateLimit: number
  /** Analyses a visitor's address may have waiting or being read at once. */
  visitorActiveLimit: number
  /** A business's caps: analyses waiting or running at once, and started in 24 hours. */
  businessLimits: { active: number; daily: number }
  /** The clock, in milliseconds (tests move it to try the daily cap). */
  now: () => number
}

/** An upload admitted: its new record, or the caller's same file already waiting or being read. */
export type Admission = { state: AnalysisState; isNew: boolean }

/**
 * Decides whether an upload may join the queue and records it if so, in one transaction under one lock for
 * every server (the analyses' admission lock): two uploads at once never both take the last place. Refuses,
 * each with a 429 that says when to try again: a full queue; a visitor (no account) whose address already
 * has `visitorActiveLimit` analyses under way, is past the hourly limit of their address, or finds the
 * visitors' share of the queue full; a business with `active` analyses under way or `daily` started in 24 hours. The caller's same file
 * still under way is that analysis again (a retry never starts a second one).
 */
export function admitAnalysis(
  rules: AdmissionRules,
  caller: Caller,
  analysis: NewAnalysis & { fileHash: string },
): Promise<Admission> {
  return rules.db.transaction(async (tx) => {
    await lockAdmissions(tx)
    const same = await findUnfinishedUpload(tx, caller, analysis.fileHash)
    if (same) return { state: same, isNew: false }
    const queue = await countQueue(tx, caller.address)
    const retryAfter = () => rules.pool.retryAfterSeconds(queue.unfinished)
    if (queue.unfinished >= rules.queueRoom) throw new RetryLaterError('queue_full', retryAfter())
    if (caller.businessId) await requireBusinessAllowance(tx, rules, caller.businessId, retryAfter)
    else {
      if (queue.fromAddress >= rules.visitorActiveLimit)
        throw new RetryLaterError('menu_visitor_busy', retryAfter())
      if (queue.visitors >= rules.visitorRoom) throw new RetryLaterError('queue_full', retryAfter())
      const key = `menu-analyses:${caller.address}`
      await requireWithinHour(tx, key, rules.rateLimit, 'menu_rate_limited', rules.now())
    }
    return { state: await insertAnalysis(tx, analysis), isNew: true }
  })
}

async function requireBusinessAllowance(
  tx: Database,
  rules: AdmissionRules,
  businessId: string,
  retryAfter: () => number,
): Promise<void> {
  const now = rules.now()
  const usage = await countBusinessAnalyses(tx, businessId, new Date(now - BUSINESS_DAY_MS))
  if (usage.active >= rules.businessLimits.active)
    throw new RetryLaterError('menu_business_busy', retryAfter())
  if (usage.recent >= rules.businessLimits.daily) {
    const freedAt = (usage.oldestRecentAt?.getTime() ?? now) + BUSINESS_DAY_MS
    throw new RetryLaterError('menu_business_daily_limit', Math.max(1, Math.ceil((freedAt - now) / 1000)))
  }
}
