import { and, desc, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { auditEvents } from '../../db/schema.ts'

export type AuditEventRow = typeof auditEvents.$inferSelect
export type NewAuditEventRow = typeof auditEvents.$inferInsert

export async function insertAuditEvent(db: Database, values: NewAuditEventRow) {
  await db.insert(auditEvents).values(values)
}

/** The business's events before `before` (all when undefined), newest first, `limit` at most. */
export function findAuditEvents(db: Database, businessId: string, before: Date | undefined, limit: number) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.businessId, businessId),
        before === undefined ? undefined : lt(auditEvents.createdAt, before),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
}

/** The business's events made at exactly `at`. */
export function findAuditEventsAt(db: Database, businessId: string, at: Date) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.businessId, businessId), eq(auditEvents.createdAt, at)))
    .orderBy(desc(auditEvents.id))
}

/** Deletes every business's events made before `cutoff` (the index on created_at walks them); answers how many. */
export async function deleteAuditEventsBefore(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, cutoff))
    .returning({ id: auditEvents.id })
  return rows.length
}
