import { and, asc, eq, sql } from 'drizzle-orm'
import type { Role } from '#domain/team/roles.ts'
import type { Database } from '../../db/database.ts'
import { businesses, businessMembers, sessions, users } from '../../db/schema.ts'

/** The business's members with their accounts' name and address, the earliest first. */
export function findMembers(db: Database, businessId: string) {
  return db
    .select({
      userId: businessMembers.userId,
      name: users.name,
      email: users.email,
      role: businessMembers.role,
      since: businessMembers.createdAt,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(eq(businessMembers.businessId, businessId))
    .orderBy(asc(businessMembers.createdAt), asc(users.name))
}

/**
 * Every member row of the business, locked until the caller's transaction ends: a change that must leave an
 * owner counts them on rows nobody else can change meanwhile (two owners demoting each other take turns, and
 * the second sees the first's change).
 */
export function lockMembers(tx: Database, businessId: string): Promise<{ userId: string; role: Role }[]> {
  return tx
    .select({ userId: businessMembers.userId, role: businessMembers.role })
    .from(businessMembers)
    .where(eq(businessMembers.businessId, businessId))
    .for('update')
}

/** A user's name and address, as the audit log names a member. */
export async function findUserContact(db: Database, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

export async function updateMemberRole(tx: Database, businessId: string, userId: string, role: Role) {
  await tx
    .update(businessMembers)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)))
}

/** Deletes one membership: the account and its own business stay. */
export async function deleteMember(tx: Database, businessId: string, userId: string) {
  await tx
    .delete(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)))
}

/** Whether an account with this address (lower-cased) is a member of the business. */
export async function isMemberByEmail(db: Database, businessId: string, emailKey: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, businessId), eq(sql`lower(${users.email})`, emailKey)))
  return row !== undefined
}

/** Inserts a membership; false when the user is a member already. */
export async function insertMember(
  tx: Database,
  member: { businessId: string; userId: string; role: Role },
): Promise<boolean> {
  const inserted = await tx
    .insert(businessMembers)
    .values(member)
    .onConflictDoNothing()
    .returning({ userId: businessMembers.userId })
  return inserted.length > 0
}

/** Points one of the user's sessions at a business (a membership they were just given). */
export async function setSessionBusiness(
  tx: Database,
  sessionId: string,
  userId: string,
  businessId: string,
) {
  await tx
    .update(sessions)
    .set({ activeBusinessId: businessId })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
}

/** The business's name and language, and the name of one of its members (who sends an invitation). */
export async function findInvitingBusiness(db: Database, businessId: string, userId: string) {
  const [row] = await db
    .select({ businessName: businesses.name, language: businesses.language, inviterName: users.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(businesses.id, businessId))
  return row
}

/** The business's account holder (who made it, whose address gets its mail), or null. */
export async function findAccountHolder(db: Database, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: businesses.ownerUserId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.userId ?? null
}
