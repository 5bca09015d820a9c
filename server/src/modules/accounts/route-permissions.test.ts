import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, ROLES, type Role } from '#domain/team/roles.ts'
import { businessMembers, sessions } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { ROUTE_PERMISSIONS } from './route-permissions.ts'

// The permission table against the app itself (decision 073): every route of the API document that asks for a
// session has its entry, every entry is a route, and each role is refused (403 `forbidden`) exactly the routes
// whose permission it lacks. The check runs before validation, so a call without a body tells the two apart;
// for a role that may, the route answers as it would (400 for the missing body, 404 for an unknown id).

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Route = { method: Method; url: string }

let app: FastifyInstance
let owner: TestOwner
let routes: Route[]

/** `'/api/catalogues/{id}'` as Fastify writes it, `'/api/catalogues/:id'`. */
const fastifyUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1')
/** The route's address with every parameter an id nothing has. */
const addressOf = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID())
const keyOf = ({ method, url }: Route) => `${method} ${url}`

/**
 * Calls the route as the member. A stream of events (`…/events`) allowed to them stays open: its answer is
 * taken as soon as its head is sent, and a refusal read whole.
 */
async function callAs(member: TestOwner, method: Method, url: string) {
  if (!url.endsWith('/events')) return member.call(method, url)
  const response = await app.inject({
    method,
    url,
    headers: { cookie: member.cookie, 'accept-language': 'es' },
    payloadAsStream: true,
  })
  const stream = response.stream()
  if (response.statusCode === 200) {
    stream.destroy()
    return { statusCode: 200, body: '', json: () => ({}) }
  }
  let body = ''
  for await (const chunk of stream) body += String(chunk)
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) }
}

beforeAll(async () => {
  app = await createTestApp()
  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, url: fastifyUrl(path) })),
  )
  owner = await registerTestOwner(app, 'permisos')
}, 60_000)

afterAll(async () => {
  await app?.close()
})

describe('the permission table', () => {
  it('has an entry for every route that asks for a session, and none for a route that does not exist', async () => {
    const signedInOnly: string[] = []
    for (const route of routes) {
      const response = await app.inject({ method: route.method, url: addressOf(route.url) })
      if (response.statusCode === 401 && response.json().error?.code === 'unauthenticated') {
        signedInOnly.push(keyOf(route))
      }
    }
    // The walk reached the owner's routes at all.
    expect(signedInOnly).toContain('GET /api/catalogues')
    expect(signedInOnly.filter((key) => ROUTE_PERMISSIONS[key] === undefined)).toEqual([])
    const existing = new Set(routes.map(keyOf))
    expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !existing.has(key))).toEqual([])
  }, 120_000)

  it.each(ROLES)(
    'refuses a member with role %s exactly the routes its role may not use',
    async (role) => {
      const member = await joinAs(role)
      const wrong: string[] = []
      for (const [key, permission] of Object.entries(ROUTE_PERMISSIONS)) {
        const [method, url] = key.split(' ') as [Method, string]
        // Whatever a route before did (leaving the business, closing sessions), this one is called as the member.
        await keepMembership(member, role)
        const response = await callAs(member, method, addressOf(url))
        const isRefused = response.statusCode === 403 && response.json().error?.code === 'forbidden'
        if (isRefused === can(role, permission) || response.statusCode >= 500) {
          wrong.push(`${key} (${permission}): ${response.statusCode} ${response.body.slice(0, 120)}`)
        }
      }
      expect(wrong).toEqual([])
    },
    120_000,
  )
})

/** A new user made a member of the owner's business with this role, their session switched to it. */
async function joinAs(role: Role): Promise<TestOwner> {
  const member = await registerTestOwner(app, `rol-${role}`)
  await app.database.db
    .insert(businessMembers)
    .values({ businessId: owner.businessId, userId: member.user.id, role })
  const switched = await member.call('PUT', '/api/session/business', { businessId: owner.businessId })
  expect(switched.statusCode, switched.body).toBe(200)
  expect(switched.json().user).toMatchObject({ business: { id: owner.businessId }, role })
  return member
}

/** The member's membership and their session's business as `joinAs` left them. */
async function keepMembership(member: TestOwner, role: Role): Promise<void> {
  const { db } = app.database
  await db
    .insert(businessMembers)
    .values({ businessId: owner.businessId, userId: member.user.id, role })
    .onConflictDoUpdate({ target: [businessMembers.businessId, businessMembers.userId], set: { role } })
  await db
    .update(sessions)
    .set({ activeBusinessId: owner.businessId })
    .where(eq(sessions.userId, member.user.id))
}
