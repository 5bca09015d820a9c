import { and, desc, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Role } from '#domain/team/roles.ts'
import { businessMembers, outbox } from '../../db/schema.ts'
import type { TestOwner } from '../../test/test-owner.ts'

// The team tests' shared steps: memberships written directly (the role a test needs), and the invitation
// mail read from the mail outbox (the test app has no SMTP, so every mail stays there).

/** Makes `userId` a member of the business with `role` (or changes their role to it). */
export async function setMember(app: FastifyInstance, businessId: string, userId: string, role: Role) {
  await app.database.db
    .insert(businessMembers)
    .values({ businessId, userId, role })
    .onConflictDoUpdate({ target: [businessMembers.businessId, businessMembers.userId], set: { role } })
}

/** An owner's own business with them as its owner member, whether or not registering wrote that row. */
export async function ownTeam(app: FastifyInstance, owner: TestOwner) {
  await setMember(app, owner.businessId, owner.user.id, 'owner')
}

/** The roles of the business's members, by user id. */
export async function rolesOf(app: FastifyInstance, businessId: string): Promise<Record<string, Role>> {
  const rows = await app.database.db
    .select({ userId: businessMembers.userId, role: businessMembers.role })
    .from(businessMembers)
    .where(eq(businessMembers.businessId, businessId))
  return Object.fromEntries(rows.map((row) => [row.userId, row.role]))
}

/**
 * The latest invitation mailed to `to` in the outbox (not the mail registering sent them, which may land
 * later), and the token of its link.
 */
export async function latestInvitationMail(app: FastifyInstance, to: string) {
  const [mail] = await app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), like(outbox.text, '%/equipo/invitacion?token=%')))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  expect(mail, `no mail to ${to}`).toBeDefined()
  const token = mail?.text.match(/\/equipo\/invitacion\?token=([A-Za-z0-9_-]+)/)?.[1] ?? ''
  expect(token).toHaveLength(43)
  return { mail: mail as typeof outbox.$inferSelect, token }
}

/** Sends an invitation as `inviter` and answers the token mailed for it. */
export async function invite(app: FastifyInstance, inviter: TestOwner, email: string, role: Role = 'staff') {
  const response = await inviter.call('POST', '/api/team/invitations', { email, role })
  expect(response.statusCode, response.body).toBe(201)
  const { invitation } = response.json() as { invitation: { id: string } }
  const { token } = await latestInvitationMail(app, email)
  return { id: invitation.id, token }
}
