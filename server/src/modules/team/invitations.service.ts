import type { FastifyBaseLogger } from 'fastify'
import { canManageRole } from '#domain/team/roles.ts'
import {
  INVITATION_VALID_MS,
  type InvitationInput,
  type InvitationPreview,
  TEAM_MESSAGES,
  type TeamInvitation,
} from '#domain/team/team.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError, DetailedError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import { recordAudit } from '../audit/index.ts'
import { type Mailer, teamInvitationEmail, writeToOutbox } from '../mail/index.ts'
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts'
import {
  findInvitationByTokenHash,
  findPendingInvitationTo,
  type InvitationRow,
  insertInvitation,
  lockBusinessInvitations,
  lockPendingInvitation,
  markAccepted,
  markRevoked,
  renewInvitation,
} from './invitations.repository.ts'
import {
  findInvitingBusiness,
  insertMember,
  isMemberByEmail,
  setSessionBusiness,
} from './members.repository.ts'
import type { Actor } from './members.service.ts'

export type InvitationsDeps = {
  db: Database
  mailer: Mailer
  log: FastifyBaseLogger
  /** Milliseconds since the epoch: an invitation's 7 days are counted on it (tests move it). */
  clock: () => number
  publicUrl: string
  /** Invitations (sent or resent) one business may mail an hour. */
  maxPerHour: number
}

/** The session that accepts: its user's address as confirmed or not, and the session to move to the business. */
export type Invitee = { userId: string; email: string; emailVerified: boolean; sessionId: string }

/**
 * Invites an address to the business with a role the caller may give: refused for a member already, or an
 * address with a pending invitation (resend that one). The link's token is mailed, only its hash kept; the
 * mail is written in the same transaction as the invitation and delivered after it.
 */
export async function inviteMember(
  deps: InvitationsDeps,
  businessId: string,
  actor: Actor,
  input: InvitationInput,
): Promise<TeamInvitation> {
  if (!canManageRole(actor.role, input.role)) throw new AppError('forbidden', 403)
  const now = deps.clock()
  await requireWithinHour(deps.db, limitKey(businessId), deps.maxPerHour, 'team_invitation_rate_limited', now)
  const emailKey = input.email.toLowerCase()
  const token = newInvitationToken()
  const invitation = await deps.db.transaction(async (tx) => {
    await lockBusinessInvitations(tx, businessId)
    if (await isMemberByEmail(tx, businessId, emailKey)) throw fieldConflict('team_already_member')
    if (await findPendingInvitationTo(tx, businessId, emailKey)) throw fieldConflict('team_already_invited')
    const row = await insertInvitation(tx, {
      businessId,
      email: input.email,
      emailKey,
      role: input.role,
      tokenHash: hashInvitationToken(token),
      invitedByUserId: actor.userId,
      expiresAt: new Date(now + INVITATION_VALID_MS),
      createdAt: new Date(now),
    })
    await writeInvitationMail(deps, tx, row, actor, token)
    await recordInvitationEvent(tx, actor, row, 'member.invited')
    return row
  })
  await deliverInvitationMail(deps, invitation.id)
  return describeInvitation(invitation, now)
}

/** Mails a pending invitation again with a new token and 7 new days: the link sent before stops working. */
export async function resendInvitation(
  deps: InvitationsDeps,
  businessId: string,
  actor: Actor,
  id: string,
): Promise<TeamInvitation> {
  const now = deps.clock()
  await requireWithinHour(deps.db, limitKey(businessId), deps.maxPerHour, 'team_invitation_rate_limited', now)
  const token = newInvitationToken()
  const invitation = await deps.db.transaction(async (tx) => {
    const pending = await lockManageableInvitation(tx, businessId, actor, id)
    const row = await renewInvitation(
      tx,
      pending.id,
      hashInvitationToken(token),
      new Date(now + INVITATION_VALID_MS),
    )
    await writeInvitationMail(deps, tx, row, actor, token)
    return row
  })
  await deliverInvitationMail(deps, invitation.id)
  return describeInvitation(invitation, now)
}

/** Ends a pending invitation: its link answers "used" from now on. */
export async function revokeInvitation(deps: InvitationsDeps, businessId: string, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const pending = await lockManageableInvitation(tx, businessId, actor, id)
    await markRevoked(tx, pending.id, new Date(deps.clock()))
    await recordInvitationEvent(tx, actor, pending, 'invitation.revoked')
  })
}

/** The audit log's event of an invitation sent or revoked, named by its address, in the change's transaction. */
function recordInvitationEvent(
  tx: Database,
  actor: Actor,
  invitation: InvitationRow,
  action: 'member.invited' | 'invitation.revoked',
) {
  return recordAudit(tx, {
    businessId: invitation.businessId,
    actor: { userId: actor.userId, name: actor.name },
    action,
    subject: invitation.email,
    details: { invitationId: invitation.id, role: invitation.role },
  })
}

/** What the accept page shows of a link's invitation; 404 for an unknown, revoked or used one. */
export async function previewInvitation(deps: InvitationsDeps, token: string): Promise<InvitationPreview> {
  const found = await findInvitationByTokenHash(deps.db, hashInvitationToken(token))
  if (!found || found.invitation.acceptedAt || found.invitation.revokedAt)
    throw new AppError('not_found', 404)
  return {
    businessName: found.businessName,
    role: found.invitation.role,
    email: found.invitation.email,
    isExpired: found.invitation.expiresAt.getTime() <= deps.clock(),
  }
}

/**
 * Accepts a link's invitation for the session's user, whose confirmed address must be the invited one: in one
 * transaction they become a member with the invited role, the invitation is marked theirs, and the session
 * moves to the business. Refused: a used or revoked link (410), someone else's (403), an expired one (410), a
 * member already (409).
 */
export async function acceptInvitation(
  deps: InvitationsDeps,
  invitee: Invitee,
  token: string,
): Promise<{ businessId: string }> {
  return deps.db.transaction(async (tx) => {
    const found = await findInvitationByTokenHash(tx, hashInvitationToken(token), { lock: true })
    if (!found) throw new AppError('not_found', 404)
    const { invitation } = found
    if (invitation.acceptedAt || invitation.revokedAt) throw new AppError('team_invitation_used', 410)
    if (!invitee.emailVerified || invitee.email.toLowerCase() !== invitation.emailKey) {
      throw new AppError('team_invitation_other_address', 403)
    }
    const now = deps.clock()
    if (invitation.expiresAt.getTime() <= now) throw new AppError('team_invitation_expired', 410)
    const member = { businessId: invitation.businessId, userId: invitee.userId, role: invitation.role }
    if (!(await insertMember(tx, member))) throw new AppError('team_already_member', 409)
    await markAccepted(tx, invitation.id, invitee.userId, new Date(now))
    await setSessionBusiness(tx, invitee.sessionId, invitee.userId, invitation.businessId)
    return { businessId: invitation.businessId }
  })
}

/** One hourly allowance per business for every invitation mailed, sent or resent. */
const limitKey = (businessId: string) => `team-invitations:${businessId}`

/** A 409 marking the e-mail field, the same shape as a 400's field errors. */
function fieldConflict(code: 'team_already_member' | 'team_already_invited') {
  const message = code === 'team_already_member' ? TEAM_MESSAGES.alreadyMember : TEAM_MESSAGES.alreadyInvited
  return new DetailedError(code, 409, { fields: { email: [message] } })
}

/** A pending invitation of the business whose role the caller may manage, locked; 404 or 403 otherwise. */
async function lockManageableInvitation(tx: Database, businessId: string, actor: Actor, id: string) {
  const pending = await lockPendingInvitation(tx, businessId, id)
  if (!pending) throw new AppError('not_found', 404)
  if (!canManageRole(actor.role, pending.role)) throw new AppError('forbidden', 403)
  return pending
}

async function writeInvitationMail(
  deps: InvitationsDeps,
  tx: Database,
  invitation: InvitationRow,
  actor: Actor,
  token: string,
) {
  const business = await findInvitingBusiness(tx, invitation.businessId, actor.userId)
  if (!business) throw new AppError('not_found', 404)
  const mail = teamInvitationEmail({
    to: invitation.email,
    inviterName: business.inviterName,
    businessName: business.businessName,
    role: invitation.role,
    link: `${deps.publicUrl}/equipo/invitacion?token=${token}`,
    language: business.language,
  })
  await writeToOutbox(tx, mail)
}

/** Delivers the outbox after the commit; a failure is only logged (the outbox's next round sends it). */
async function deliverInvitationMail(deps: InvitationsDeps, invitationId: string) {
  try {
    await deps.mailer.deliverOutbox()
  } catch (error) {
    deps.log.warn(
      { err: error, invitationId },
      'the invitation e-mail waits in the mail outbox for the next delivery',
    )
  }
}

function describeInvitation(row: InvitationRow, now: number): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= now,
  }
}
