import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { whatsAppKey } from '#domain/whatsapp/whatsapp-link.ts'
import {
  isStatusForward,
  WHATSAPP_STATUSES,
  type WhatsAppStatus,
} from '#domain/whatsapp/whatsapp-templates.ts'
import type { Database } from '../../db/database.ts'
import { whatsappMessages, whatsappOptOuts } from '../../db/schema.ts'

// The queries of the WhatsApp outbox and the opted-out numbers. Every change of a message's status is guarded
// by the status it comes from, so two servers (or a late webhook) never both move it.

export type NewWhatsAppMessage = typeof whatsappMessages.$inferInsert
export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect

export async function insertMessage(tx: Database, values: NewWhatsAppMessage): Promise<string> {
  const [row] = await tx.insert(whatsappMessages).values(values).returning({ id: whatsappMessages.id })
  return (row as { id: string }).id
}

export async function findMessage(db: Database, id: string): Promise<WhatsAppMessageRow | undefined> {
  const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id))
  return row
}

// Opt-outs are kept and looked up by `whatsAppKey`: the webhook names an Argentine sender 549…, a Mexican one
// 521…, while the message went to 54…/52… as dialled; the key is the same for both.

/** Whether the number (digits, any of WhatsApp's spellings of it) answered "BAJA". */
export async function isOptedOut(db: Database, number: string): Promise<boolean> {
  const [row] = await db
    .select({ recipient: whatsappOptOuts.recipient })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.recipient, whatsAppKey(number)))
  return row !== undefined
}

/** Adds a number to the opted-out ones, by its key; a number already there stays as it is. */
export async function insertOptOut(db: Database, number: string): Promise<void> {
  await db
    .insert(whatsappOptOuts)
    .values({ recipient: whatsAppKey(number) })
    .onConflictDoNothing()
}

/** A queued message the API accepted: `sent`, with the API's id. False when it was no longer queued. */
export async function markSent(db: Database, id: string, providerMessageId: string, now: Date) {
  const rows = await db
    .update(whatsappMessages)
    .set({ status: 'sent', providerMessageId, sentAt: now, statusAt: now, error: null })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')))
    .returning({ id: whatsappMessages.id })
  return rows.length > 0
}

/**
 * Takes a queued message out of the queue for good with why: `fell_back_to_email` when it has an e-mail to
 * send instead, `failed` otherwise. Answers the row, or undefined when another server or try took it first.
 */
export async function claimGivenUp(
  db: Database,
  id: string,
  error: string,
  now: Date,
): Promise<WhatsAppMessageRow | undefined> {
  const [row] = await db
    .update(whatsappMessages)
    .set({
      status: sql`case when ${whatsappMessages.fallbackMail} is null then 'failed' else 'fell_back_to_email' end`,
      error,
      statusAt: now,
    })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'queued')))
    .returning()
  return row
}

/**
 * A message WhatsApp accepted and then could not deliver (the webhook's `failed`: most often a number not on
 * WhatsApp): `fell_back_to_email` when it has an e-mail to send instead, `failed` otherwise, only from `sent`
 * or `delivered`. Answers the row, or undefined when it was elsewhere (already failed, read, unknown).
 */
export async function claimFailedDelivery(
  db: Database,
  providerMessageId: string,
  at: Date,
  error: string | null,
): Promise<WhatsAppMessageRow | undefined> {
  const [row] = await db
    .update(whatsappMessages)
    .set({
      status: sql`case when ${whatsappMessages.fallbackMail} is null then 'failed' else 'fell_back_to_email' end`,
      statusAt: at,
      ...(error ? { error } : {}),
    })
    .where(
      and(
        eq(whatsappMessages.providerMessageId, providerMessageId),
        inArray(whatsappMessages.status, ['sent', 'delivered']),
      ),
    )
    .returning()
  return row
}

/** The messages still queued since before `before`, oldest first (the sweep hands them to the queue again). */
export async function findStaleQueued(db: Database, before: Date, limit: number) {
  return db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.status, 'queued'), lte(whatsappMessages.createdAt, before)))
    .orderBy(asc(whatsappMessages.createdAt))
    .limit(limit)
}

const FROM_STATUSES = Object.fromEntries(
  WHATSAPP_STATUSES.map((to) => [to, WHATSAPP_STATUSES.filter((from) => isStatusForward(from, to))]),
) as Record<WhatsAppStatus, WhatsAppStatus[]>

/**
 * Moves the message the API calls `providerMessageId` to `to`, only forward (isStatusForward): a late
 * "delivered" never undoes "read". Answers whether a row moved.
 */
export async function moveStatusForward(
  db: Database,
  providerMessageId: string,
  to: WhatsAppStatus,
  at: Date,
  error: string | null,
): Promise<boolean> {
  const from = FROM_STATUSES[to]
  if (from.length === 0) return false
  const rows = await db
    .update(whatsappMessages)
    .set({ status: to, statusAt: at, ...(error ? { error } : {}) })
    .where(
      and(eq(whatsappMessages.providerMessageId, providerMessageId), inArray(whatsappMessages.status, from)),
    )
    .returning({ id: whatsappMessages.id })
  return rows.length > 0
}
