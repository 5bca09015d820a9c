import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
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

export async function isOptedOut(db: Database, recipient: string): Promise<boolean> {
  const [row] = await db
    .select({ recipient: whatsappOptOuts.recipient })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.recipient, recipient))
  return row !== undefined
}

/** Adds a number to the opted-out ones; a number already there stays as it is. */
export async function insertOptOut(db: Database, recipient: string): Promise<void> {
  await db.insert(whatsappOptOuts).values({ recipient }).onConflictDoNothing()
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

/** Puts a message that fell back in the queue again: its e-mail could not be sent, and is to be tried again. */
export async function unclaimFallBack(db: Database, id: string) {
  await db
    .update(whatsappMessages)
    .set({ status: 'queued', statusAt: null })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'fell_back_to_email')))
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
