import type { AuditAction } from '#domain/team/audit.ts'
import type { Database } from '../../db/database.ts'
import { insertAuditEvent } from './audit.repository.ts'

/**
 * Who did it: the session's user (their name as it is now, kept when their account is gone), or someone
 * without an account (a diner's cancel link: their name as booked, `userId` null).
 */
export type AuditActor = { userId: string | null; name: string }

export type AuditEntry = {
  businessId: string
  actor: AuditActor
  action: AuditAction
  /** What it was done to, in the words the log shows: a client's name, a product's, a member's address. */
  subject: string
  details?: Record<string, unknown>
}

/**
 * Writes one event of the audit log. `tx` is the transaction of the change it records, so that the event
 * exists exactly when the change does. Its time is the app's, to the millisecond, as the API answers it and
 * pages by it.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(tx, {
    businessId: entry.businessId,
    actorUserId: entry.actor.userId,
    actorName: entry.actor.name,
    action: entry.action,
    subject: entry.subject,
    details: entry.details ?? {},
    createdAt: new Date(),
  })
}

/** The session's user as the actor of what their request changes (requireBusiness put both on the request). */
export function auditActorOf(request: { userId: string; userName: string }): AuditActor {
  return { userId: request.userId, name: request.userName }
}
