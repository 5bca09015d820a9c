import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVITATION_VALID_MS } from '#domain/team/team.schema.ts'
import { businesses, businessInvitations, sessions } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { TEAM_INVITATIONS_PER_HOUR } from './team.routes.ts'
import { invite, latestInvitationMail, ownTeam } from './test-team.ts'

let app: FastifyInstance
// The app's clock, moved on past an invitation's 7 days by the tests that need it.
let clockOffsetMs = 0

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => Date.now() + clockOffsetMs })
})

afterAll(async () => {
  await app.close()
})

async function owner(label = 'equipo') {
  const made = await registerTestOwner(app, label)
  await ownTeam(app, made)
  return made
}

const accept = (invitee: TestOwner, token: string) =>
  invitee.call('POST', '/api/team/invitations/accept', { token })
const teamOf = async (caller: TestOwner) => {
  const response = await caller.call('GET', '/api/team')
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    members: { userId: string; email: string; role: string; isYou: boolean }[]
    invitations: { id: string; email: string; role: string; isExpired: boolean }[]
  }
}
const codeOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string } }).error.code

describe('inviting and accepting', () => {
  it('mails a link that the invited address accepts, joining with the role and moving its session there', async () => {
    const inviter = await owner()
    const invitee = await registerTestOwner(app, 'invitada')
    const { id, token } = await invite(app, inviter, invitee.account.email, 'manager')

    const { mail } = await latestInvitationMail(app, invitee.account.email)
    expect(mail.subject).toBe(`Te invitaron a ${inviter.account.name} en Vitrina`)
    expect(mail.text).toContain(`${inviter.account.name} te invitó a unirte al equipo`)
    expect(mail.text).toContain('con el rol Gestor')
    expect(mail.text).toContain(`${app.config.publicUrl}/equipo/invitacion?token=${token}`)
    expect(mail.text).toContain('válida 7 días')
    // Only the token's hash is kept.
    const [stored] = await app.database.db
      .select()
      .from(businessInvitations)
      .where(eq(businessInvitations.id, id))
    expect(stored?.tokenHash).not.toContain(token)

    const before = await teamOf(inviter)
    expect(before.invitations).toEqual([
      expect.objectContaining({ id, email: invitee.account.email, role: 'manager', isExpired: false }),
    ])

    const preview = await invitee.call('GET', `/api/team/invitations/preview?token=${token}`)
    expect(preview.json()).toEqual({
      businessName: inviter.account.name,
      role: 'manager',
      email: invitee.account.email,
      isExpired: false,
    })

    const accepted = await accept(invitee, token)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toEqual({ businessId: inviter.businessId })
    const [session] = await app.database.db
      .select({ activeBusinessId: sessions.activeBusinessId })
      .from(sessions)
      .where(eq(sessions.userId, invitee.user.id))
    expect(session?.activeBusinessId).toBe(inviter.businessId)

    const after = await teamOf(inviter)
    expect(after.invitations).toEqual([])
    expect(after.members).toEqual([
      expect.objectContaining({ userId: inviter.user.id, role: 'owner', isYou: true }),
      expect.objectContaining({
        userId: invitee.user.id,
        email: invitee.account.email,
        role: 'manager',
        isYou: false,
      }),
    ])

    // The link is spent: used again, or previewed, it is refused.
    expect(codeOf(await accept(invitee, token))).toBe('team_invitation_used')
    expect((await accept(invitee, token)).statusCode).toBe(410)
    expect((await invitee.call('GET', `/api/team/invitations/preview?token=${token}`)).statusCode).toBe(404)
  })

  it('writes the mail in the business language', async () => {
    const inviter = await owner()
    await app.database.db
      .update(businesses)
      .set({ language: 'en' })
      .where(eq(businesses.id, inviter.businessId))
    await invite(app, inviter, 'guest-en@example.com', 'viewer')
    const { mail } = await latestInvitationMail(app, 'guest-en@example.com')
    expect(mail.subject).toBe(`You were invited to ${inviter.account.name} on Vitrina`)
    expect(mail.text).toContain('as Read only')
    expect(mail.text).toContain('valid for 7 days')
  })

  it('refuses a member already, and an address with a pending invitation, at the e-mail field', async () => {
    const inviter = await owner()
    const invitee = await registerTestOwner(app, 'miembro')
    await accept(invitee, (await invite(app, inviter, invitee.account.email)).token)

    const member = await inviter.call('POST', '/api/team/invitations', {
      email: invitee.account.email.toUpperCase(),
      role: 'staff',
    })
    expect(member.statusCode).toBe(409)
    expect(member.json().error).toMatchObject({
      code: 'team_already_member',
      fields: { email: ['team.errors.alreadyMember'] },
    })

    await invite(app, inviter, 'pendiente@example.com')
    const again = await inviter.call('POST', '/api/team/invitations', {
      email: ' Pendiente@Example.com ',
      role: 'viewer',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'team_already_invited',
      fields: { email: ['team.errors.alreadyInvited'] },
    })
  })

  it('refuses the link to another address, and to the right one not yet confirmed', async () => {
    const inviter = await owner()
    const invitee = await registerTestOwner(app, 'destinataria', { isVerified: false })
    const someoneElse = await registerTestOwner(app, 'otra')
    const { token } = await invite(app, inviter, invitee.account.email)

    const other = await accept(someoneElse, token)
    expect(other.statusCode).toBe(403)
    expect(codeOf(other)).toBe('team_invitation_other_address')
    expect(codeOf(await accept(invitee, token))).toBe('team_invitation_other_address')
    expect((await teamOf(inviter)).members).toHaveLength(1)
  })

  it('refuses a revoked invitation, which leaves the list', async () => {
    const inviter = await owner()
    const invitee = await registerTestOwner(app, 'revocada')
    const { id, token } = await invite(app, inviter, invitee.account.email)

    const revoked = await inviter.call('DELETE', `/api/team/invitations/${id}`)
    expect(revoked.statusCode).toBe(204)
    expect((await teamOf(inviter)).invitations).toEqual([])
    const refused = await accept(invitee, token)
    expect(refused.statusCode).toBe(410)
    expect(codeOf(refused)).toBe('team_invitation_used')
    expect((await invitee.call('GET', `/api/team/invitations/preview?token=${token}`)).statusCode).toBe(404)
    // Nothing left to resend or revoke.
    expect((await inviter.call('POST', `/api/team/invitations/${id}/resend`)).statusCode).toBe(404)
    expect((await inviter.call('DELETE', `/api/team/invitations/${id}`)).statusCode).toBe(404)
  })

  it('makes the old link useless when resent, and the new one works', async () => {
    const inviter = await owner()
    const invitee = await registerTestOwner(app, 'reenvio')
    const { id, token: first } = await invite(app, inviter, invitee.account.email)

    const resent = await inviter.call('POST', `/api/team/invitations/${id}/resend`)
    expect(resent.statusCode, resent.body).toBe(200)
    const { token: second } = await latestInvitationMail(app, invitee.account.email)
    expect(second).not.toBe(first)

    expect((await accept(invitee, first)).statusCode).toBe(404)
    expect((await accept(invitee, second)).statusCode).toBe(200)
  })
})

describe('an invitation after its 7 days', () => {
  it('is listed as expired, refused when accepted, and works again once resent', async () => {
    const inviter = await owner()
    const invitee = await registerTestOwner(app, 'caducada')
    const { id, token } = await invite(app, inviter, invitee.account.email)

    clockOffsetMs += INVITATION_VALID_MS + 1000
    expect((await teamOf(inviter)).invitations).toEqual([expect.objectContaining({ id, isExpired: true })])
    const preview = await invitee.call('GET', `/api/team/invitations/preview?token=${token}`)
    expect(preview.json()).toMatchObject({ isExpired: true })
    const refused = await accept(invitee, token)
    expect(refused.statusCode).toBe(410)
    expect(codeOf(refused)).toBe('team_invitation_expired')

    const resent = await inviter.call('POST', `/api/team/invitations/${id}/resend`)
    expect(resent.json().invitation).toMatchObject({ id, isExpired: false })
    const { token: renewed } = await latestInvitationMail(app, invitee.account.email)
    expect((await accept(invitee, renewed)).statusCode).toBe(200)
  })
})

describe("another business's invitations and members", () => {
  it('answer 404, and are left as they were', async () => {
    const inviter = await owner()
    const stranger = await owner('ajena')
    const invitee = await registerTestOwner(app, 'ajeno')
    const { id } = await invite(app, inviter, invitee.account.email)

    expect((await stranger.call('POST', `/api/team/invitations/${id}/resend`)).statusCode).toBe(404)
    expect((await stranger.call('DELETE', `/api/team/invitations/${id}`)).statusCode).toBe(404)
    const member = `/api/team/members/${inviter.user.id}`
    expect((await stranger.call('PATCH', member, { role: 'viewer' })).statusCode).toBe(404)
    expect((await stranger.call('DELETE', member)).statusCode).toBe(404)

    const team = await teamOf(inviter)
    expect(team.invitations.map((invitation) => invitation.id)).toEqual([id])
    expect(team.members).toEqual([expect.objectContaining({ userId: inviter.user.id, role: 'owner' })])
  })
})

describe('the hourly allowance of invitations', () => {
  it(`mails ${TEAM_INVITATIONS_PER_HOUR} invitations a business an hour, then answers 429`, async () => {
    const inviter = await owner()
    for (let n = 0; n < TEAM_INVITATIONS_PER_HOUR; n++) {
      const sent = await inviter.call('POST', '/api/team/invitations', {
        email: `lote${n}@example.com`,
        role: 'viewer',
      })
      expect(sent.statusCode, sent.body).toBe(201)
    }
    const refused = await inviter.call('POST', '/api/team/invitations', {
      email: 'una-mas@example.com',
      role: 'viewer',
    })
    expect(refused.statusCode).toBe(429)
    expect(codeOf(refused)).toBe('team_invitation_rate_limited')
    expect(refused.headers['retry-after']).toBeDefined()
  })
})
