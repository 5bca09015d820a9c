import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { accounts, users, verifications } from '../../db/schema.ts'

/** The stored password hash of the account, or undefined without one. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  return row?.hash ?? undefined
}

/** A deletion code as kept: its hash and the wrong tries it has had ("<sha256>:<tries>"). */
export type StoredCode = { id: string; value: string }

const identifierOf = (userId: string) => `account-deletion:${userId}`

/** Keeps the account's one deletion code (any earlier one goes). */
export async function saveDeletionCode(db: Database, userId: string, value: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)))
    await tx
      .insert(verifications)
      .values({ id: crypto.randomUUID(), identifier: identifierOf(userId), value, expiresAt })
  })
}

/** The account's deletion code that has not expired, if any. */
export async function findDeletionCode(
  db: Database,
  userId: string,
  now: Date,
): Promise<StoredCode | undefined> {
  const [row] = await db
    .select({ id: verifications.id, value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(userId)), gt(verifications.expiresAt, now)))
  return row
}

export async function updateDeletionCode(db: Database, id: string, value: string) {
  await db.update(verifications).set({ value }).where(eq(verifications.id, id))
}

export async function forgetDeletionCode(db: Database, userId: string) {
  await db.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)))
}

/**
 * Deletes the account: its user row, and by the foreign keys' cascades its sessions, sign-in accounts,
 * two-factor secret, settings, business and every row of the business (catalogues, products, clients,
 * appointments, promotions, billing, slugs, menu analyses, support messages).
 */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId))
}
