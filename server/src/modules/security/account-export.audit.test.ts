import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

// The account's data download carries the business's audit log of the last year (decision 073): its own
// events only, oldest first, each with its actor, action, subject and details.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

async function downloadAudit(owner: TestOwner) {
  const response = await owner.call('GET', '/api/account/export')
  expect(response.statusCode).toBe(200)
  const files = unzipSync(new Uint8Array(response.rawPayload))
  return JSON.parse(strFromU8(files['audit.json'] as Uint8Array))
}

const DAY_MS = 24 * 60 * 60 * 1000

describe('the account’s data download', () => {
  it('holds audit.json: the business’s events of the last year, and no other business’s', async () => {
    const owner = await registerTestOwner(app, 'audit-export')
    const other = await registerTestOwner(app, 'audit-export-otro')
    const changed = await owner.call('PATCH', '/api/business', { contactPhone: '601 555 0100' })
    expect(changed.statusCode, changed.body).toBe(200)
    await app.database.db.insert(auditEvents).values([
      {
        businessId: owner.businessId,
        actorName: 'Antes',
        action: 'client.deleted',
        subject: 'Hace más de un año',
        createdAt: new Date(Date.now() - 366 * DAY_MS),
      },
      {
        businessId: owner.businessId,
        actorName: 'Gestora',
        action: 'client.deleted',
        subject: 'Lucía Rojas',
        createdAt: new Date(Date.now() - 30 * DAY_MS),
      },
      { businessId: other.businessId, actorName: 'Otra', action: 'client.deleted', subject: 'De otro' },
    ])

    expect(await downloadAudit(owner)).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actorUserId: null,
        actorName: 'Gestora',
        action: 'client.deleted',
        subject: 'Lucía Rojas',
        details: {},
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        actorUserId: owner.user.id,
        actorName: owner.account.name,
        action: 'business.settings_changed',
        subject: owner.account.name,
        details: { fields: ['contactPhone'] },
      },
    ])
  })
})
