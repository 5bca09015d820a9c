import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { createOwnerWithMenu, type OwnerWithMenu, postPromotion } from './test-promotions.ts'

// The app reads a promotion's status at its clock (BuildOptions.clock): these tests set it a second either
// side of a promotion's start and end, and at the very instant.
const start = Date.parse('2026-12-01T22:00:00.000Z')
const end = Date.parse('2026-12-31T22:00:00.000Z')
let now = start - 60_000
let app: FastifyInstance
let owner: OwnerWithMenu

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
  owner = await createOwnerWithMenu(app)
})
afterAll(async () => {
  await app.close()
})

async function statusesAt(instant: number, ids: string[]) {
  now = instant
  const list = await owner.call('GET', `/api/promotions?catalogueId=${owner.catalogueId}`)
  const byId = new Map(list.json().promotions.map((p: { id: string; estado: string }) => [p.id, p.estado]))
  const one = await owner.call('GET', `/api/promotions/${ids[0]}`)
  expect(one.json().promotion.estado).toBe(byId.get(ids[0]))
  return ids.map((id) => byId.get(id))
}

describe('a promotion’s status', () => {
  it('is Activa or Inactiva by its switch until the instant it ends, then Finalizada; its start changes nothing', async () => {
    const dates = { fechaInicio: new Date(start).toISOString(), fechaFin: new Date(end).toISOString() }
    const on = (await postPromotion(owner, { catalogueId: owner.catalogueId, ...dates })).json().promotion
    const off = (
      await postPromotion(owner, { catalogueId: owner.catalogueId, activo: false, ...dates })
    ).json().promotion
    const endless = (
      await postPromotion(owner, { catalogueId: owner.catalogueId, fechaInicio: dates.fechaInicio })
    ).json().promotion
    const ids = [on.id, off.id, endless.id]

    expect(await statusesAt(start - 1000, ids)).toEqual(['Activa', 'Inactiva', 'Activa'])
    expect(await statusesAt(start, ids)).toEqual(['Activa', 'Inactiva', 'Activa'])
    expect(await statusesAt(start + 1000, ids)).toEqual(['Activa', 'Inactiva', 'Activa'])
    expect(await statusesAt(end - 1000, ids)).toEqual(['Activa', 'Inactiva', 'Activa'])
    expect(await statusesAt(end, ids)).toEqual(['Finalizada', 'Finalizada', 'Activa'])
    expect(await statusesAt(end + 1000, ids)).toEqual(['Finalizada', 'Finalizada', 'Activa'])
  })

  it('answers a save with the status at that instant', async () => {
    now = end + 1000
    const past = await postPromotion(owner, {
      catalogueId: owner.catalogueId,
      fechaInicio: new Date(start).toISOString(),
      fechaFin: new Date(end).toISOString(),
    })
    expect(past.json().promotion.estado).toBe('Finalizada')
    now = end - 1000
    const { promotion } = past.json()
    const { id, estado, categoria, afecta, createdAt, updatedAt, ...input } = promotion
    const saved = await owner.call('PUT', `/api/promotions/${id}`, input)
    expect(saved.json().promotion.estado).toBe('Activa')
  })
})
