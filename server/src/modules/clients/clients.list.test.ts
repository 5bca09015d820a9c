import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { postClient } from './test-clients.ts'

// The list's search, sort and paging, done by the server (docs/product-spec.md §9): 8 a page, a page past the
// end answers the last one, ties broken by name then id.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

type Listed = { id: string; nombreCompleto: string }

async function list(owner: TestOwner, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  )
  const response = await owner.call('GET', `/api/clients?${search}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { clients: Listed[]; total: number; page: number; pageCount: number }
}

const names = (page: { clients: Listed[] }) => page.clients.map((client) => client.nombreCompleto)

async function addClients(owner: TestOwner, people: Record<string, unknown>[]) {
  const made: Listed[] = []
  for (const [index, person] of people.entries()) {
    const created = await postClient(owner, { email: `c${index}-${owner.businessId}@example.com`, ...person })
    expect(created.statusCode, created.body).toBe(201)
    made.push(created.json().client)
  }
  return made
}

async function setLastVisit(id: string, instant: string | null) {
  await app.database.db
    .update(clients)
    .set({ lastVisitAt: instant === null ? null : new Date(instant) })
    .where(eq(clients.id, id))
}

describe('the search', () => {
  it('finds a name without its accents or case, a phone by its digits, and part of an e-mail', async () => {
    const owner = await registerTestOwner(app, 'buscar')
    await addClients(owner, [
      { nombreCompleto: 'Lucía Muñoz', telefono: '300-123-4567', email: 'lucia@correo.co' },
      { nombreCompleto: 'PEDRO MUÑOZ', telefono: '311 555 0000', email: 'pedro.m@example.com' },
      {
        nombreCompleto: 'Ana Pérez',
        telefono: '+34 612 34 56 78',
        pais: 'ES',
        email: 'ana.perez@hotmail.com',
      },
    ])
    expect(names(await list(owner, { q: 'munoz' }))).toEqual(['Lucía Muñoz', 'PEDRO MUÑOZ'])
    expect(names(await list(owner, { q: 'MUÑOZ' }))).toEqual(['Lucía Muñoz', 'PEDRO MUÑOZ'])
    expect(names(await list(owner, { q: '  lucia  munoz ' }))).toEqual(['Lucía Muñoz'])
    expect(names(await list(owner, { q: '300 123 45' }))).toEqual(['Lucía Muñoz'])
    // With its country's prefix, as another client's list may hold it.
    expect(names(await list(owner, { q: '+57 300 1234' }))).toEqual(['Lucía Muñoz'])
    expect(names(await list(owner, { q: '612345' }))).toEqual(['Ana Pérez'])
    expect(names(await list(owner, { q: 'HOTMAIL' }))).toEqual(['Ana Pérez'])
    expect(names(await list(owner, { q: 'pedro.m@' }))).toEqual(['PEDRO MUÑOZ'])
    const none = await list(owner, { q: 'zapata' })
    expect(none).toMatchObject({ clients: [], total: 0, page: 1, pageCount: 0 })
  })

  it('takes % and _ as themselves', async () => {
    const owner = await registerTestOwner(app, 'buscar')
    await addClients(owner, [
      { nombreCompleto: 'Descuento 50% Club' },
      { nombreCompleto: 'Ana Gómez', email: 'ana_g@example.com' },
      { nombreCompleto: 'Anabel Sanz', email: 'anabel@example.com' },
    ])
    expect(names(await list(owner, { q: '%' }))).toEqual(['Descuento 50% Club'])
    expect(names(await list(owner, { q: '50%' }))).toEqual(['Descuento 50% Club'])
    expect(names(await list(owner, { q: 'ana_' }))).toEqual(['Ana Gómez'])
    expect((await list(owner, { q: '_' })).total).toBe(1)
    expect((await list(owner, { q: '\\' })).total).toBe(0)
  })

  it('refuses a search longer than 100 characters', async () => {
    const owner = await registerTestOwner(app, 'buscar')
    const refused = await owner.call('GET', `/api/clients?q=${'a'.repeat(101)}`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.limits).toEqual({ q: 100 })
  })
})

describe('the sort', () => {
  it('orders by each key both ways, ties by name then id, never-visited last both ways', async () => {
    const owner = await registerTestOwner(app, 'ordenar')
    const [beto, ana, carla, dora, eva] = await addClients(owner, [
      { nombreCompleto: 'Beto', pais: 'MX', estado: 'VIP' },
      { nombreCompleto: 'Ana', pais: 'CO', estado: 'Inactivo' },
      { nombreCompleto: 'Carla', pais: 'MX', estado: 'Activo' },
      { nombreCompleto: 'Dora', pais: 'AR', estado: 'Activo' },
      { nombreCompleto: 'Eva', pais: 'CO', estado: 'VIP' },
    ])
    // Two clients of one name: the id breaks the tie, the same way as the sort.
    const [twinA, twinB] = (
      await addClients(owner, [
        { nombreCompleto: 'Ana', pais: 'CO', estado: 'Inactivo', email: 'twin@example.com' },
      ])
    )
      .concat(ana as Listed)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
    await setLastVisit(beto!.id, '2026-01-10T20:00:00Z')
    await setLastVisit(carla!.id, '2026-03-01T20:00:00Z')
    await setLastVisit(eva!.id, '2026-01-10T20:00:00Z')
    const sorted = async (sort: string, dir: string) =>
      (await list(owner, { sort, dir })).clients.map((client) => client.id)
    const ids = (...people: (Listed | undefined)[]) => people.map((person) => person?.id)

    expect(await sorted('nombreCompleto', 'asc')).toEqual(ids(twinA, twinB, beto, carla, dora, eva))
    expect(await sorted('nombreCompleto', 'desc')).toEqual(ids(eva, dora, carla, beto, twinB, twinA))
    expect(await sorted('pais', 'asc')).toEqual(ids(dora, twinA, twinB, eva, beto, carla))
    expect(await sorted('pais', 'desc')).toEqual(ids(carla, beto, eva, twinB, twinA, dora))
    expect(await sorted('estado', 'asc')).toEqual(ids(carla, dora, twinA, twinB, beto, eva))
    expect(await sorted('estado', 'desc')).toEqual(ids(eva, beto, twinB, twinA, dora, carla))
    expect(await sorted('ultimaVisita', 'asc')).toEqual(ids(beto, eva, carla, twinA, twinB, dora))
    expect(await sorted('ultimaVisita', 'desc')).toEqual(ids(carla, eva, beto, dora, twinB, twinA))
  })

  it('refuses an unknown sort key or direction', async () => {
    const owner = await registerTestOwner(app, 'ordenar')
    for (const query of ['sort=email', 'dir=up', 'page=0', 'page=dos']) {
      expect((await owner.call('GET', `/api/clients?${query}`)).statusCode, query).toBe(400)
    }
  })
})

describe('the pages', () => {
  it('cuts 20 clients into 8, 8 and 4, answers the last page past the end, and page 1 of 0 with none', async () => {
    const owner = await registerTestOwner(app, 'paginas')
    expect(await list(owner)).toEqual({ clients: [], total: 0, page: 1, pageCount: 0, pageSize: 8 })
    expect(await list(owner, { page: 3 })).toMatchObject({ clients: [], total: 0, page: 1, pageCount: 0 })
    const people = Array.from({ length: 20 }, (_, index) => ({
      nombreCompleto: `Cliente ${String(index + 1).padStart(2, '0')}`,
    }))
    await addClients(owner, people)
    const pages = [
      await list(owner, { page: 1 }),
      await list(owner, { page: 2 }),
      await list(owner, { page: 3 }),
    ]
    expect(pages.map((page) => page.clients.length)).toEqual([8, 8, 4])
    expect(pages.map((page) => [page.page, page.pageCount, page.total])).toEqual([
      [1, 3, 20],
      [2, 3, 20],
      [3, 3, 20],
    ])
    expect(pages.flatMap(names)).toEqual(people.map((person) => person.nombreCompleto))
    expect(await list(owner, { page: 99 })).toEqual(pages[2])
    // A search pages the same way.
    expect(await list(owner, { q: 'cliente 1', page: 2 })).toMatchObject({ total: 10, page: 2, pageCount: 2 })
    expect(names(await list(owner, { q: 'cliente 1', page: 2 }))).toEqual(['Cliente 18', 'Cliente 19'])
  })
})
