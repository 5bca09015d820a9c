import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Role } from '#domain/team/roles.ts'
import type { Database } from '../../db/database.ts'
import { businesses, businessInvitations } from '../../db/schema.ts'

export type InvitationRow = typeof businessInvitations.$inferSelect

/** Neither accepted nor revoked (an expired one is still pending: it can be resent). */
const isPending = and(isNull(businessInvitations.acceptedAt), isNull(businessInvitations.revokedAt))

/** The business's pending invitations, the oldest first. */
export function findPendingInvitations(db: Database, businessId: string) {
  return db
    .select({
      id: businessInvitations.id,
      email: businessInvitations.email,
      role: businessInvitations.role,
      expiresAt: businessInvitations.expiresAt,
      createdAt: businessInvitations.createdAt,
    })
    .from(businessInvitations)
    .where(and(eq(businessInvitations.businessId, businessId), isPending))
    .orderBy(asc(businessInvitations.createdAt), asc(businessInvitations.id))
}

/** A pending invitation of the business to this address (lower-cased), if there is one. */
export async function findPendingInvitationTo(db: Database, businessId: string, emailKey: string) {
  const [row] = await db
    .select({ id: businessInvitations.id })
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, businessId),
        eq(businessInvitations.emailKey, emailKey),
        isPending,
      ),
    )
  return row
}

/**
 * One pending invitation of the business, locked until the caller's transaction ends; undefined for another
 * business's, a used or revoked one, or none.
 */
export async function lockPendingInvitation(
  tx: Database,
  businessId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(businessInvitations)
    .where(and(eq(businessInvitations.id, id), eq(businessInvitations.businessId, businessId), isPending))
    .for('update')
  return row
}

/**
 * Locks the business's row against other invitations (not against its members' or catalogues' writes, which
 * only share its key) until the caller's transaction ends: two invitations to one address take turns.
 */
export async function lockBusinessInvitations(tx: Database, businessId: string) {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('no key update')
}

export async function insertInvitation(
  tx: Database,
  values: {
    businessId: string
    email: string
    emailKey: string
    role: Role
    tokenHash: string
    invitedByUserId: string
    expiresAt: Date
    createdAt: Date
  },
): Promise<InvitationRow> {
  const [row] = await tx.insert(businessInvitations).values(values).returning()
  return row as InvitationRow
}

/** Gives an invitation a new token and expiry (a resend): the old link stops working. */
export async function renewInvitation(tx: Database, id: string, tokenHash: string, expiresAt: Date) {
  const [row] = await tx
    .update(businessInvitations)
    .set({ tokenHash, expiresAt })
    .where(eq(businessInvitations.id, id))
    .returning()
  return row as InvitationRow
}

export async function markRevoked(tx: Database, id: string, at: Date) {
  await tx.update(businessInvitations).set({ revokedAt: at }).where(eq(businessInvitations.id, id))
}

export async function markAccepted(tx: Database, id: string, userId: string, at: Date) {
  await tx
    .update(businessInvitations)
    .set({ acceptedAt: at, acceptedByUserId: userId })
    .where(eq(businessInvitations.id, id))
}

/**
 * The invitation with this token's hash and its business's name, whatever its state; locked until the
 * caller's transaction ends when `tx` is one that accepts it (two acceptances of one link take turns).
 */
export async function findInvitationByTokenHash(db: Database, tokenHash: string, { lock = false } = {}) {
  const query = db
    .select({ invitation: businessInvitations, businessName: businesses.name })
    .from(businessInvitations)
    .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
    .where(eq(businessInvitations.tokenHash, tokenHash))
  const [row] = lock ? await query.for('update', { of: businessInvitations }) : await query
  return row
}
