import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { accounts, businesses, sessions, userSettings, users } from '../../db/schema.ts'

// Queries of the security module, every one scoped by the session's user id.

/** Whether the account has a password (a `credential` account row with a hash). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        sql`${accounts.password} <> ''`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Whether two-factor is on for the account (the plugin's `users.two_factor_enabled`). */
export async function isTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId))
  return row?.on === true
}

export type SessionRow = { id: string; userAgent: string | null; createdAt: Date; updatedAt: Date }

/** The account's sessions that have not expired, the most recently active first. */
export function listLiveSessions(db: Database, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt))
}

/** Deletes one session of the account other than `currentId`; answers whether there was one. */
export async function deleteOtherSession(
  db: Database,
  userId: string,
  sessionId: string,
  currentId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id })
  return deleted.length > 0
}

/** Deletes every session of the account but `currentId`; answers how many. */
export async function deleteOtherSessions(db: Database, userId: string, currentId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id })
  return deleted.length
}

/**
 * The language the owner reads e-mail in: the one chosen in Configuración (decision 041), else their
 * business's (the language of every e-mail before owners could choose their own), else Spanish.
 */
export async function findOwnerLanguage(db: Database, userId: string): Promise<'es' | 'en'> {
  const [row] = await db
    .select({ chosen: userSettings.language, business: businesses.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(businesses, eq(businesses.ownerUserId, users.id))
    .where(eq(users.id, userId))
  return row?.chosen ?? row?.business ?? 'es'
}
