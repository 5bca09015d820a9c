import { and, asc, eq, sql } from 'drizzle-orm'
import type { Role } from '#domain/team/roles.ts'
import type { Database } from '../../db/database.ts'
import { businesses, businessMembers, sessions } from '../../db/schema.ts'

/** A business the user is a member of, with their role in it (the profile menu's switcher). */
export type Membership = { id: string; name: string; slug: string; role: Role; isOwn: boolean }

/** Makes `userId` a member of the business with role `owner`, unless they are one already (of any role). */
export async function insertOwnerMember(db: Database, businessId: string, userId: string): Promise<void> {
  await db.insert(businessMembers).values({ businessId, userId, role: 'owner' }).onConflictDoNothing()
}

/**
 * The business the user holds the account of, with their role in it, in one query (every request of an owner
 * working alone asks it); the role is undefined when their membership row is missing.
 */
export async function findOwnBusinessWithRole(db: Database, userId: string) {
  const [row] = await db
    .select({ business: businesses, role: businessMembers.role })
    .from(businesses)
    .leftJoin(
      businessMembers,
      and(eq(businessMembers.businessId, businesses.id), eq(businessMembers.userId, userId)),
    )
    .where(eq(businesses.ownerUserId, userId))
  return row && { business: row.business, role: row.role ?? undefined }
}

/** The user's role in the business, undefined when they are not its member. */
export async function findMemberRole(
  db: Database,
  businessId: string,
  userId: string,
): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)))
  return row?.role
}

/**
 * The business a session works in (null: the user's own) and the user's role there, read in one query; the
 * role is undefined when the session names a business the user is no longer a member of.
 */
export async function findSessionMembership(
  db: Database,
  sessionId: string,
): Promise<{ activeBusinessId: string | null; role: Role | undefined } | undefined> {
  const [row] = await db
    .select({ activeBusinessId: sessions.activeBusinessId, role: businessMembers.role })
    .from(sessions)
    .leftJoin(
      businessMembers,
      and(
        eq(businessMembers.businessId, sessions.activeBusinessId),
        eq(businessMembers.userId, sessions.userId),
      ),
    )
    .where(eq(sessions.id, sessionId))
  return row && { activeBusinessId: row.activeBusinessId, role: row.role ?? undefined }
}

/** Sets the business a session works in (null: the user's own). */
export async function setSessionBusiness(
  db: Database,
  sessionId: string,
  businessId: string | null,
): Promise<void> {
  await db.update(sessions).set({ activeBusinessId: businessId }).where(eq(sessions.id, sessionId))
}

/** Every business the user is a member of, their own (the one they hold the account of) first, then by name. */
export async function listMemberships(db: Database, userId: string): Promise<Membership[]> {
  const isOwn = sql<boolean>`coalesce(${businesses.ownerUserId} = ${userId}, false)`
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      role: businessMembers.role,
      isOwn,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, userId))
    .orderBy(sql`${isOwn} desc`, asc(businesses.name), asc(businesses.id))
  return rows.map((row) => ({ ...row, isOwn: row.isOwn === true }))
}
