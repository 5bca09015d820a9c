import { canManageRole, type Role } from '#domain/team/roles.ts'
import type { Team, TeamMember } from '#domain/team/team.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { findPendingInvitations } from './invitations.repository.ts'
import {
  deleteMember,
  findAccountHolder,
  findMembers,
  findUserContact,
  lockMembers,
  updateMemberRole,
} from './members.repository.ts'

/**
 * Who asks: the session's user, their name (the audit log's actor) and their role in the session's business
 * (require-business).
 */
export type Actor = { userId: string; name: string; role: Role }

/** The business's members and its pending invitations (expired ones marked, to be resent), at `now`. */
export async function getTeam(db: Database, businessId: string, actor: Actor, now: Date): Promise<Team> {
  const [members, invitations] = await Promise.all([
    findMembers(db, businessId),
    findPendingInvitations(db, businessId),
  ])
  return {
    members: members.map((member) => describeMember(member, actor)),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
      isExpired: invitation.expiresAt.getTime() <= now.getTime(),
    })),
  }
}

/**
 * Gives a member another role. The caller must be able to manage both the member's role and the new one
 * (a manager neither promotes to owner nor touches an owner), and the last owner stays one: counted on the
 * business's locked member rows, in the transaction that changes them.
 */
export async function changeMemberRole(
  db: Database,
  businessId: string,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, businessId)
    const target = findTarget(members, userId)
    const actorRole = currentRole(members, actor)
    if (!canManageRole(actorRole, target.role) || !canManageRole(actorRole, role)) {
      throw new AppError('forbidden', 403)
    }
    if (target.role === role) return
    if (target.role === 'owner' && countOwners(members) === 1) throw new AppError('team_last_owner', 409)
    await requireNotAccountHolder(tx, businessId, userId)
    await updateMemberRole(tx, businessId, userId, role)
    await recordMemberEvent(tx, businessId, actor, userId, 'member.role_changed', {
      before: target.role,
      after: role,
    })
  })
  const member = (await findMembers(db, businessId)).find((one) => one.userId === userId)
  if (!member) throw new AppError('not_found', 404)
  return describeMember(member, actor)
}

/**
 * Takes a member out of the business (their account and own business stay). Anyone may leave; removing
 * someone else asks to manage their role. The last owner can do neither, decided as `changeMemberRole` does.
 */
export async function removeMember(db: Database, businessId: string, actor: Actor, userId: string) {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, businessId)
    const target = findTarget(members, userId)
    const isLeaving = userId === actor.userId
    if (!isLeaving && !canManageRole(currentRole(members, actor), target.role)) {
      throw new AppError('forbidden', 403)
    }
    if (target.role === 'owner' && countOwners(members) === 1) throw new AppError('team_last_owner', 409)
    await requireNotAccountHolder(tx, businessId, userId)
    await deleteMember(tx, businessId, userId)
    await recordMemberEvent(tx, businessId, actor, userId, 'member.removed', { role: target.role, isLeaving })
  })
}

/** The audit log's event of a change to a member, named by their address, in the change's transaction. */
async function recordMemberEvent(
  tx: Database,
  businessId: string,
  actor: Actor,
  userId: string,
  action: 'member.role_changed' | 'member.removed',
  details: Record<string, unknown>,
) {
  const member = await findUserContact(tx, userId)
  await recordAudit(tx, {
    businessId,
    actor: { userId: actor.userId, name: actor.name },
    action,
    subject: member?.email ?? '',
    details: { userId, name: member?.name ?? '', ...details },
  })
}

/**
 * The account holder stays an owner: the business is theirs when their session names no other (their own
 * business), and its mail goes to them, until ownership is handed over.
 */
async function requireNotAccountHolder(tx: Database, businessId: string, userId: string) {
  if ((await findAccountHolder(tx, businessId)) === userId) throw new AppError('team_account_holder', 409)
}

type MemberRow = Awaited<ReturnType<typeof findMembers>>[number]
type LockedMember = { userId: string; role: Role }

function describeMember(member: MemberRow, actor: Actor): TeamMember {
  return { ...member, since: member.since.toISOString(), isYou: member.userId === actor.userId }
}

/** The member asked for, among the business's: another business's member answers 404 as no one. */
function findTarget(members: LockedMember[], userId: string): LockedMember {
  const target = members.find((member) => member.userId === userId)
  if (!target) throw new AppError('not_found', 404)
  return target
}

/**
 * The caller's role as the locked rows have it (a change that committed since their request began counts),
 * or as their request found it.
 */
function currentRole(members: LockedMember[], actor: Actor): Role {
  return members.find((member) => member.userId === actor.userId)?.role ?? actor.role
}

const countOwners = (members: LockedMember[]) => members.filter((member) => member.role === 'owner').length
