import type { AuditEvent } from '#domain/team/audit.ts'
import type { Database } from '../../db/database.ts'
import { type AuditEventRow, findAuditEvents, findAuditEventsAt } from './audit.repository.ts'

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorName: row.actorName,
    action: row.action as AuditEvent['action'],
    subject: row.subject,
    details: row.details,
  }
}

/**
 * A page of the business's log, newest first, before `before` if given. The next page asks for the events
 * before the last one's `at`: so that none is skipped, a full page leaves out its last events when the next
 * one shares their instant (they open the next page); when the whole page shares it, the page is every event
 * of that instant, however many (a page may then hold more than `limit`). Either way the answer says where
 * the next page starts, since a page's length cannot.
 */
export async function listAuditEvents(
  db: Database,
  businessId: string,
  query: { before?: string | undefined; limit: number },
): Promise<{ events: AuditEvent[]; next: string | null }> {
  const before = query.before === undefined ? undefined : new Date(query.before)
  const rows = await findAuditEvents(db, businessId, before, query.limit + 1)
  if (rows.length <= query.limit) return { events: rows.map(toAuditEvent), next: null }
  const page = rows.slice(0, query.limit)
  const next = rows[query.limit] as AuditEventRow
  const shared = (row: AuditEventRow) => row.createdAt.getTime() === next.createdAt.getTime()
  const kept = page.filter((row) => !shared(row))
  const events = kept.length > 0 ? kept : await findAuditEventsAt(db, businessId, next.createdAt)
  return { events: events.map(toAuditEvent), next: toAuditEvent(events.at(-1) as AuditEventRow).at }
}
