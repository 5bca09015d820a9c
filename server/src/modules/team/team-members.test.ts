import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '#domain/team/roles.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { createMailer } from '../mail/index.ts'
import { type InvitationsDeps, inviteMember } from './invitations.service.ts'
import { type Actor, changeMemberRole, removeMember } from './members.service.ts'
import { ownTeam, rolesOf, setMember } from './test-team.ts'

// The members' rules. The routes answer as the session's own business for now, so a member of another role
// is given its role here and the rules are called as that member would reach them.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})

afterAll(async () => {
  await app.close()
})

/** A business with its owner and one more user per role given, as members. */
async function teamWith(...roles: Role[]) {
  const owner = await registerTestOwner(app, 'titular')
  await ownTeam(app, owner)
  const others: Actor[] = []
  for (const role of roles) {
    const { user } = await registerTestOwner(app, role)
    await setMember(app, owner.businessId, user.id, role)
    others.push({ userId: user.id, name: role, role })
  }
  return { owner, ownerActor: { userId: owner.user.id, name: 'titular', role: 'owner' } as Actor, others }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { code?: string }) => error.code,
  )

describe('the last owner', () => {
  it('can neither be demoted nor removed, nor leave', async () => {
    const { owner } = await teamWith('manager')
    const self = `/api/team/members/${owner.user.id}`
    for (const response of [
      await owner.call('PATCH', self, { role: 'manager' }),
      await owner.call('DELETE', self),
      await owner.call('DELETE', '/api/team/membership'),
    ]) {
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('team_last_owner')
    }
    expect((await rolesOf(app, owner.businessId))[owner.user.id]).toBe('owner')
  })

  it('may step down once another owner is named, unless they created the business', async () => {
    const { owner, others } = await teamWith('manager')
    const [manager] = others as [Actor]
    const promoted = await owner.call('PATCH', `/api/team/members/${manager.userId}`, { role: 'owner' })
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect(promoted.json().member).toMatchObject({ userId: manager.userId, role: 'owner', isYou: false })
    // The account holder stays: the business is theirs when their session names no other.
    const holderLeaving = await owner.call('DELETE', '/api/team/membership')
    expect(holderLeaving.statusCode).toBe(409)
    expect(holderLeaving.json().error.code).toBe('team_account_holder')
    const demoted = await owner.call('PATCH', `/api/team/members/${manager.userId}`, { role: 'manager' })
    expect(demoted.statusCode, demoted.body).toBe(200)
    expect(await rolesOf(app, owner.businessId)).toEqual({
      [owner.user.id]: 'owner',
      [manager.userId]: 'manager',
    })
  })

  it('is left when two owners demote each other at the same time', async () => {
    const { owner, ownerActor, others } = await teamWith('owner')
    const [second] = others as [Actor]
    const db = app.database.db
    const outcomes = await Promise.all([
      codeOf(changeMemberRole(db, owner.businessId, ownerActor, second.userId, 'manager')),
      codeOf(changeMemberRole(db, owner.businessId, second, owner.user.id, 'manager')),
    ])
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(1)
    const roles = Object.values(await rolesOf(app, owner.businessId))
    expect(roles.filter((role) => role === 'owner')).toHaveLength(1)
  })

  it('is left when two owners remove each other at the same time', async () => {
    const { owner, ownerActor, others } = await teamWith('owner')
    const [second] = others as [Actor]
    const db = app.database.db
    await Promise.all([
      codeOf(removeMember(db, owner.businessId, ownerActor, second.userId)),
      codeOf(removeMember(db, owner.businessId, second, owner.user.id)),
    ])
    const roles = Object.values(await rolesOf(app, owner.businessId))
    expect(roles).toEqual(['owner'])
  })
})

describe('a manager', () => {
  const deps = (): InvitationsDeps => ({
    db: app.database.db,
    mailer: createMailer({ smtpUrl: undefined, db: app.database.db, log: app.log }),
    log: app.log,
    clock: Date.now,
    publicUrl: app.config.publicUrl,
    maxPerHour: 30,
  })

  it('cannot invite an owner, but invites the rest of the team', async () => {
    const { owner, others } = await teamWith('manager')
    const [manager] = others as [Actor]
    const asOwner = { email: 'nueva-duena@example.com', role: 'owner' as const }
    expect(await codeOf(inviteMember(deps(), owner.businessId, manager, asOwner))).toBe('forbidden')
    const asStaff = { email: 'nuevo-personal@example.com', role: 'staff' as const }
    expect(await codeOf(inviteMember(deps(), owner.businessId, manager, asStaff))).toBe('done')
  })

  it('cannot promote anyone to owner, nor demote or remove an owner, but manages the rest', async () => {
    const { owner, others } = await teamWith('manager', 'staff')
    const [manager, staff] = others as [Actor, Actor]
    const db = app.database.db
    const id = owner.businessId
    expect(await codeOf(changeMemberRole(db, id, manager, staff.userId, 'owner'))).toBe('forbidden')
    expect(await codeOf(changeMemberRole(db, id, manager, owner.user.id, 'viewer'))).toBe('forbidden')
    expect(await codeOf(removeMember(db, id, manager, owner.user.id))).toBe('forbidden')
    expect(await codeOf(changeMemberRole(db, id, manager, staff.userId, 'viewer'))).toBe('done')
    expect(await codeOf(removeMember(db, id, manager, staff.userId))).toBe('done')
    expect(await rolesOf(app, id)).toEqual({ [owner.user.id]: 'owner', [manager.userId]: 'manager' })
  })
})

describe('staff and viewers', () => {
  it('manage nobody, and may leave', async () => {
    const { owner, others } = await teamWith('staff', 'viewer')
    const [staff, viewer] = others as [Actor, Actor]
    const db = app.database.db
    const id = owner.businessId
    expect(await codeOf(changeMemberRole(db, id, staff, viewer.userId, 'staff'))).toBe('forbidden')
    expect(await codeOf(removeMember(db, id, viewer, staff.userId))).toBe('forbidden')
    expect(await codeOf(removeMember(db, id, viewer, viewer.userId))).toBe('done')
    expect(await rolesOf(app, id)).toEqual({ [owner.user.id]: 'owner', [staff.userId]: 'staff' })
  })
})
