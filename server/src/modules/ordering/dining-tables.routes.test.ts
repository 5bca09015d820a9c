import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type DiningTable,
  MAX_TABLES,
  TABLE_KEY_LENGTH,
  TableKeySchema,
} from '#domain/ordering/dining-table.schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { memberOf } from '../audit/test-audit.ts'

// The business's tables (decision 074): added one by one or numbered, sorted as people read numbers, names
// unique case aside, a new key that voids the old, deleted; another business's are never reached, bad input
// saves nothing, the limit holds under concurrent requests, and staff read what managers set up.

let app: FastifyInstance
let owner: TestOwner

beforeAll(async () => {
  app = await createTestApp()
  owner = await registerTestOwner(app, 'mesas')
})
afterAll(async () => {
  await app.close()
})

async function tablesOf(reader: TestOwner): Promise<DiningTable[]> {
  const response = await reader.call('GET', '/api/tables')
  expect(response.statusCode, response.body).toBe(200)
  return response.json().tables
}

async function addTable(to: TestOwner, name: string, area = ''): Promise<DiningTable> {
  const response = await to.call('POST', '/api/tables', { name, area })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().table
}

describe('the business’s tables', () => {
  it('adds tables one by one and as a numbered run, each with its own random key, sorted as numbers read', async () => {
    const business = await registerTestOwner(app, 'mesas-orden')
    await addTable(business, '  Barra  ')
    const run = await business.call('POST', '/api/tables/numbered', { from: 1, count: 11, area: 'Salón' })
    expect(run.statusCode, run.body).toBe(201)
    await addTable(business, 'Terraza 10', 'Terraza')
    await addTable(business, 'Terraza 2', 'Terraza')
    const tables = await tablesOf(business)
    expect(tables.map((table) => `${table.area}/${table.name}`)).toEqual([
      '/Barra',
      ...Array.from({ length: 11 }, (_, index) => `Salón/${index + 1}`),
      'Terraza/Terraza 2',
      'Terraza/Terraza 10',
    ])
    for (const table of tables) expect(TableKeySchema.parse(table.key)).toHaveLength(TABLE_KEY_LENGTH)
    expect(new Set(tables.map((table) => table.key)).size).toBe(tables.length)
  })

  it('refuses a name the business already has, case aside, at its field, and a run that would repeat one', async () => {
    const business = await registerTestOwner(app, 'mesas-nombres')
    await addTable(business, 'Patio 1')
    const again = await business.call('POST', '/api/tables', { name: 'patio 1' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'table_name_taken',
      fields: { name: ['ordering.tables.errors.nameTaken'] },
    })
    await addTable(business, '3')
    const run = await business.call('POST', '/api/tables/numbered', { from: 1, count: 5 })
    expect(run.statusCode).toBe(409)
    expect(run.json().error).toMatchObject({ fields: { from: ['ordering.tables.errors.numbersTaken'] } })
    // All or nothing: none of the run's other tables were added.
    expect((await tablesOf(business)).map((table) => table.name).sort()).toEqual(['3', 'Patio 1'])
    // Another business may have its own "Patio 1".
    await addTable(owner, 'Patio 1')
  })

  it('refuses bad input at its fields and saves nothing', async () => {
    const business = await registerTestOwner(app, 'mesas-entrada')
    const empty = await business.call('POST', '/api/tables', { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields.name).toEqual(['ordering.tables.errors.nameRequired'])
    const long = await business.call('POST', '/api/tables', { name: 'x'.repeat(41), area: 'y'.repeat(41) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields).toEqual({
      name: ['ordering.tables.errors.nameTooLong'],
      area: ['ordering.tables.errors.areaTooLong'],
    })
    for (const body of [
      { from: 0, count: 3 },
      { from: 1, count: MAX_TABLES + 1 },
      { from: 'uno', count: 2 },
    ]) {
      expect((await business.call('POST', '/api/tables/numbered', body)).statusCode).toBe(400)
    }
    expect(await tablesOf(business)).toEqual([])
  })

  it('renames a table keeping its key, and gives it a new key that voids the old one', async () => {
    const business = await registerTestOwner(app, 'mesas-cambios')
    const table = await addTable(business, '7')
    await addTable(business, '8')
    const renamed = await business.call('PATCH', `/api/tables/${table.id}`, {
      name: 'Ventana',
      area: 'Salón',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().table).toMatchObject({ name: 'Ventana', area: 'Salón', key: table.key })
    const sameName = await business.call('PATCH', `/api/tables/${table.id}`, { name: 'VENTANA' })
    expect(sameName.statusCode, sameName.body).toBe(200)
    const taken = await business.call('PATCH', `/api/tables/${table.id}`, { name: '8' })
    expect(taken.statusCode).toBe(409)
    const renewed = await business.call('POST', `/api/tables/${table.id}/key`)
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(renewed.json().table.key).not.toBe(table.key)
    expect((await tablesOf(business)).find((row) => row.id === table.id)?.key).toBe(renewed.json().table.key)
    const deleted = await business.call('DELETE', `/api/tables/${table.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await tablesOf(business)).map((row) => row.name)).toEqual(['8'])
    expect((await business.call('DELETE', `/api/tables/${table.id}`)).statusCode).toBe(404)
  })

  it('never reaches another business’s table', async () => {
    const theirs = await addTable(owner, 'Ajena')
    const intruder = await registerTestOwner(app, 'mesas-intruso')
    expect(await tablesOf(intruder)).toEqual([])
    for (const [method, url, body] of [
      ['PATCH', `/api/tables/${theirs.id}`, { name: 'Mía' }],
      ['POST', `/api/tables/${theirs.id}/key`, undefined],
      ['DELETE', `/api/tables/${theirs.id}`, undefined],
    ] as const) {
      expect((await intruder.call(method, url, body)).statusCode).toBe(404)
    }
    expect((await tablesOf(owner)).find((table) => table.id === theirs.id)).toEqual(theirs)
  })

  it('holds the limit when runs of tables are added at once', async () => {
    const business = await registerTestOwner(app, 'mesas-limite')
    const half = MAX_TABLES / 2
    const runs = await Promise.all(
      [1, 1001, 2001].map((from) => business.call('POST', '/api/tables/numbered', { from, count: half })),
    )
    expect(runs.map((run) => run.statusCode).sort()).toEqual([201, 201, 409])
    expect(runs.find((run) => run.statusCode === 409)?.json().error.code).toBe('tables_limit')
    expect(await tablesOf(business)).toHaveLength(MAX_TABLES)
  })

  it('lets staff read the tables, and only owners and managers change them', async () => {
    const business = await registerTestOwner(app, 'mesas-roles')
    await addTable(business, '1')
    const staff = await memberOf(app, business, 'staff')
    expect((await tablesOf(staff)).map((table) => table.name)).toEqual(['1'])
    expect((await staff.call('POST', '/api/tables', { name: '2' })).statusCode).toBe(403)
    const manager = await memberOf(app, business, 'manager')
    await addTable(manager, '2')
  })
})
