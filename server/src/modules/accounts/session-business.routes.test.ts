import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '#domain/team/roles.ts'
import { businessMembers } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { clientInput } from '../clients/test-clients.ts'

// The business a session works in (decision 073): the user's own, or one they are a member of and switched to
// with PUT /api/session/business; the role they have there decides what they may do, read again on every
// request; a member never reaches a business they are not a member of.

let app: FastifyInstance
let ana: TestOwner
let beto: TestOwner
/** Each owner's catalogue and client. */
const rows: Record<'ana' | 'beto', { catalogueId: string; clientId: string }> = {
  ana: { catalogueId: '', clientId: '' },
  beto: { catalogueId: '', clientId: '' },
}

async function addRows(owner: TestOwner) {
  const catalogue = await owner.call('POST', '/api/catalogues', { template: 'clasico', nombre: 'Carta' })
  expect(catalogue.statusCode, catalogue.body).toBe(201)
  const client = await owner.call('POST', '/api/clients', clientInput())
  expect(client.statusCode, client.body).toBe(201)
  return { catalogueId: catalogue.json().id as string, clientId: client.json().client.id as string }
}

async function addMember(owner: TestOwner, member: TestOwner, role: Role) {
  await app.database.db
    .insert(businessMembers)
    .values({ businessId: owner.businessId, userId: member.user.id, role })
}

const switchTo = (member: TestOwner, businessId: string) =>
  member.call('PUT', '/api/session/business', { businessId })

beforeAll(async () => {
  app = await createTestApp()
  ana = await registerTestOwner(app, 'ana')
  beto = await registerTestOwner(app, 'beto')
  rows.ana = await addRows(ana)
  rows.beto = await addRows(beto)
}, 60_000)

afterAll(async () => {
  await app?.close()
})

describe('memberships', () => {
  it('makes the owner of a new business its member with role owner', async () => {
    const members = await app.database.db
      .select({ userId: businessMembers.userId, role: businessMembers.role })
      .from(businessMembers)
      .where(eq(businessMembers.businessId, ana.businessId))
    expect(members).toEqual([{ userId: ana.user.id, role: 'owner' }])
    const me = (await ana.call('GET', '/api/me')).json().user
    expect(me.role).toBe('owner')
    expect(me.businesses).toEqual([
      { id: ana.businessId, name: me.business.name, slug: me.business.slug, role: 'owner' },
    ])
  })

  it('switches a session to a business its user is a member of, their own listed first', async () => {
    const member = await registerTestOwner(app, 'gestora')
    await addMember(ana, member, 'manager')
    const switched = await switchTo(member, ana.businessId)
    expect(switched.statusCode, switched.body).toBe(200)
    const me = (await member.call('GET', '/api/me')).json().user
    expect(switched.json().user).toEqual(me)
    expect(me).toMatchObject({ business: { id: ana.businessId }, role: 'manager' })
    expect(me.businesses.map((business: { id: string; role: Role }) => [business.id, business.role])).toEqual(
      [
        [member.businessId, 'owner'],
        [ana.businessId, 'manager'],
      ],
    )
    const catalogues = (await member.call('GET', '/api/catalogues')).json() as { id: string }[]
    expect(catalogues.map((catalogue) => catalogue.id)).toEqual([rows.ana.catalogueId])

    const back = await switchTo(member, member.businessId)
    expect(back.json().user).toMatchObject({ business: { id: member.businessId }, role: 'owner' })
    expect((await member.call('GET', '/api/catalogues')).json()).toEqual([])
  })

  it('switches only the session that asked', async () => {
    const member = await registerTestOwner(app, 'dos-sesiones')
    await addMember(ana, member, 'staff')
    const other = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email: member.account.email, password: member.account.password },
    })
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    await switchTo(member, ana.businessId)
    const otherMe = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherCookie } })
    expect(otherMe.json().user).toMatchObject({ business: { id: member.businessId }, role: 'owner' })
  })

  it('never lets a member reach a business they are not a member of, nor its rows by id', async () => {
    const member = await registerTestOwner(app, 'ajena')
    await addMember(ana, member, 'owner')
    expect((await switchTo(member, beto.businessId)).statusCode).toBe(404)
    expect((await switchTo(member, randomUUID())).statusCode).toBe(404)
    expect((await switchTo(member, ana.businessId)).statusCode).toBe(200)
    const { catalogueId, clientId } = rows.beto
    for (const [method, url] of [
      ['GET', `/api/catalogues/${catalogueId}`],
      ['PATCH', `/api/catalogues/${catalogueId}`],
      ['DELETE', `/api/catalogues/${catalogueId}`],
      ['GET', `/api/clients/${clientId}`],
      ['DELETE', `/api/clients/${clientId}`],
    ] as const) {
      const response = await member.call(method, url, method === 'PATCH' ? { nombre: 'Mía' } : undefined)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await beto.call('GET', `/api/clients/${clientId}`)).statusCode).toBe(200)
    expect((await beto.call('GET', `/api/catalogues/${catalogueId}`)).json().nombre).toBe('Carta')
  })

  it('applies a new role on the very next request', async () => {
    const member = await registerTestOwner(app, 'ascendida')
    await addMember(ana, member, 'viewer')
    await switchTo(member, ana.businessId)
    const refused = await member.call('PATCH', `/api/catalogues/${rows.ana.catalogueId}`, { nombre: 'Carta' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('forbidden')
    await app.database.db
      .update(businessMembers)
      .set({ role: 'manager' })
      .where(and(eq(businessMembers.businessId, ana.businessId), eq(businessMembers.userId, member.user.id)))
    const allowed = await member.call('PATCH', `/api/catalogues/${rows.ana.catalogueId}`, { nombre: 'Carta' })
    expect(allowed.statusCode, allowed.body).toBe(200)
  })

  it("refuses a removed member's next request once, then works in their own business", async () => {
    const member = await registerTestOwner(app, 'despedida')
    await addMember(ana, member, 'manager')
    await switchTo(member, ana.businessId)
    await app.database.db
      .delete(businessMembers)
      .where(and(eq(businessMembers.businessId, ana.businessId), eq(businessMembers.userId, member.user.id)))
    const refused = await member.call('GET', '/api/catalogues')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toMatchObject({
      code: 'membership_ended',
      message: 'Ya no formas parte de ese negocio. Vuelves a trabajar en el tuyo.',
    })
    const own = await member.call('GET', '/api/catalogues')
    expect(own.statusCode).toBe(200)
    expect(own.json()).toEqual([])
    const me = (await member.call('GET', '/api/me')).json().user
    expect(me).toMatchObject({ business: { id: member.businessId }, role: 'owner' })
    expect(me.businesses.map((business: { id: string }) => business.id)).toEqual([member.businessId])
  })

  it('forgets, for GET /api/me, a switch to a business that let its member go', async () => {
    const member = await registerTestOwner(app, 'olvidada')
    await addMember(ana, member, 'staff')
    await switchTo(member, ana.businessId)
    await app.database.db
      .delete(businessMembers)
      .where(and(eq(businessMembers.businessId, ana.businessId), eq(businessMembers.userId, member.user.id)))
    const me = await member.call('GET', '/api/me')
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({ business: { id: member.businessId }, role: 'owner' })
  })

  it('refuses a menu upload to a member whose role may not change the catalogue', async () => {
    const member = await registerTestOwner(app, 'lectora')
    await addMember(ana, member, 'viewer')
    await switchTo(member, ana.businessId)
    const upload = await member.call('POST', '/api/analyzeMenuImage', { data: { imageContent: 'aGVsbG8=' } })
    expect(upload.statusCode).toBe(403)
    expect(upload.json().error.code).toBe('forbidden')
  })
})
