import { z } from 'zod'

// The business's audit log (decision 073): who did what to what, kept a year, read by owners and managers.

/** What the log records: a closed list, so that the log's reader can name each in words. */
export const AUDIT_ACTIONS = [
  'appointment.confirmed',
  'appointment.cancelled',
  'product.price_changed',
  'client.deleted',
  'clients.exported',
  'member.invited',
  'member.role_changed',
  'member.removed',
  'invitation.revoked',
  'business.settings_changed',
  'booking_rules.changed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Events a page of the log holds at most. */
export const AUDIT_PAGE_SIZE = 50

/** How long an event is kept, in days: a periodic job deletes older ones. */
export const AUDIT_RETENTION_DAYS = 365
export const AUDIT_RETENTION_MS = AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000

/**
 * One event of the log: when (`at`, ISO 8601), who (their name then), what and to what (`subject`, in the
 * words the log shows), and what the action's details say (a price's before and after, the fields changed).
 */
export const AuditEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
})
export type AuditEvent = z.infer<typeof AuditEventSchema>

/**
 * A page of the log and where the next one starts: the `before` to ask it with, or null at the log's end (a
 * page may hold fewer than asked and still be followed by more, see the service).
 */
export const AuditEventsSchema = z.object({ events: z.array(AuditEventSchema), next: z.string().nullable() })

/** A page of the log, newest first: the events before `before` (the last listed one's `at`), if given. */
export const AuditEventsQuerySchema = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
})
