import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import {
  createMenuOwner,
  estimateDiners,
  newAddress,
  openServedMenu,
  PHONE,
  readReport,
  sendTakenBeacon,
} from './test-visits.ts'

const now = Date.parse('2026-06-10T15:00:00Z')
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

describe('the account’s data download', () => {
  it('holds the menu’s visit counts and visitors per day, never a visitor’s hash or sketch', async () => {
    const owner = await createMenuOwner(app, 'export')
    const category = owner.categories[0]!.id
    const diners = [
      { address: newAddress(), userAgent: PHONE },
      { address: newAddress(), userAgent: PHONE },
    ]
    await openServedMenu(app, owner.slug, '?src=qr', diners[0])
    await sendTakenBeacon(app, { m: owner.slug, v: 'exp1', c: [category] }, diners[0])
    await openServedMenu(app, owner.slug, '', diners[1])
    await readReport(owner)
    const download = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: owner.cookie },
    })
    expect(download.statusCode).toBe(200)
    const file = unzipSync(download.rawPayload)['visitas.json']
    const visits = JSON.parse(strFromU8(file as Uint8Array))
    expect(visits).toEqual({
      views: [
        { day: '2026-06-10', kind: 'category', key: category, views: 1 },
        { day: '2026-06-10', kind: 'source', key: 'direct', views: 1 },
        { day: '2026-06-10', kind: 'source', key: 'qr', views: 1 },
      ],
      // Two diners: 2, unless their hashes share a register of the day's sketch (1 run in 4,096).
      visitorsPerDay: [
        { day: '2026-06-10', visitors: await estimateDiners(app, owner.businessId, '2026-06-10', diners) },
      ],
    })
  })
})
