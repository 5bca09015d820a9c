import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { AuditEvent } from '#domain/team/audit.ts'
import type { Role } from '#domain/team/roles.ts'
import { auditEvents, businessMembers } from '../../db/schema.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

// The audit tests' shared steps: a member of another owner's business with a role (their row written
// directly, their session switched through the API), and the log as its route answers it.

/** A new user made a member of `owner`'s business with `role`, their session switched to it. */
export async function memberOf(app: FastifyInstance, owner: TestOwner, role: Role): Promise<TestOwner> {
  const member = await registerTestOwner(app, role)
  await app.database.db
    .insert(businessMembers)
    .values({ businessId: owner.businessId, userId: member.user.id, role })
  const switched = await member.call('PUT', '/api/session/business', { businessId: owner.businessId })
  expect(switched.statusCode, switched.body).toBe(200)
  return member
}

/** The business's log as `reader` reads it, newest first (one page). */
export async function readLog(reader: TestOwner, query = ''): Promise<AuditEvent[]> {
  const response = await reader.call('GET', `/api/audit-events${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().events
}

/** The business's stored events, oldest first, with the actor's user id the API does not answer. */
export async function storedEvents(app: FastifyInstance, businessId: string) {
  const rows = await app.database.db.select().from(auditEvents).where(eq(auditEvents.businessId, businessId))
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}
