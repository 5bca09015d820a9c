import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { clientInput, postClient } from './test-clients.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const countClients = async (owner: TestOwner) =>
  (await app.database.db.select().from(clients).where(eq(clients.businessId, owner.businessId))).length

describe('a client', () => {
  it('is created with the defaults, read, listed, replaced and deleted', async () => {
    const owner = await registerTestOwner(app, 'clientes')
    const created = await postClient(owner, { nombreCompleto: '  Ana Muñoz ', notas: ' Alérgica al maní ' })
    expect(created.statusCode, created.body).toBe(201)
    const { client } = created.json()
    expect(client).toMatchObject({
      nombreCompleto: 'Ana Muñoz',
      telefono: '300 123 4567',
      email: 'ana@example.com',
      // Colombia and Activo unless set (docs/product-spec.md §9).
      pais: 'CO',
      estado: 'Activo',
      notas: 'Alérgica al maní',
      ultimaVisita: null,
      visitas: 0,
    })
    expect((await owner.call('GET', `/api/clients/${client.id}`)).json()).toEqual({ client })
    expect((await owner.call('GET', '/api/clients')).json()).toEqual({
      clients: [client],
      total: 1,
      page: 1,
      pageCount: 1,
      pageSize: 8,
    })

    const replaced = await owner.call(
      'PUT',
      `/api/clients/${client.id}`,
      clientInput({ nombreCompleto: 'Ana María Muñoz', pais: 'ES', estado: 'VIP', telefono: '612 34 56 78' }),
    )
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json().client).toMatchObject({
      id: client.id,
      nombreCompleto: 'Ana María Muñoz',
      telefono: '612 34 56 78',
      pais: 'ES',
      estado: 'VIP',
      notas: '',
      createdAt: client.createdAt,
    })
    // What it is found by follows the edit: the Spanish number with its prefix.
    const [row] = await app.database.db.select().from(clients).where(eq(clients.id, client.id))
    expect(row).toMatchObject({
      phoneKey: '34612345678',
      nameKey: 'ana maria munoz',
      emailKey: 'ana@example.com',
    })

    expect((await owner.call('DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204)
    expect((await owner.call('GET', `/api/clients/${client.id}`)).statusCode).toBe(404)
    expect((await owner.call('DELETE', `/api/clients/${client.id}`)).statusCode).toBe(404)
    expect(await countClients(owner)).toBe(0)
    expect((await owner.call('GET', '/api/clients')).json()).toMatchObject({ total: 0, pageCount: 0 })
  })

  it('is refused at each field with its key, and nothing is written', async () => {
    const owner = await registerTestOwner(app, 'clientes')
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { nombreCompleto: ' ', telefono: '', email: '' },
        {
          nombreCompleto: ['clients.errors.nameRequired'],
          telefono: ['clients.errors.phoneRequired'],
          email: ['clients.errors.emailRequired'],
        },
      ],
      [{ email: 'ana@' }, { email: ['clients.errors.email'] }],
      [{ telefono: '12' }, { telefono: ['clients.errors.phoneInvalid'] }],
      [{ nombreCompleto: 'A'.repeat(10_000) }, { nombreCompleto: ['clients.errors.nameTooLong'] }],
      [{ pais: 'FR' }, { pais: [expect.any(String)] }],
      [{ estado: 'Moroso' }, { estado: [expect.any(String)] }],
    ]
    for (const [overrides, fields] of refusals) {
      const refused = await postClient(owner, overrides)
      expect(refused.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400)
      expect(refused.json().error).toMatchObject({ code: 'validation_failed', fields })
    }
    // A long name is refused whole and its limit told, never cut.
    expect((await postClient(owner, { nombreCompleto: 'A'.repeat(10_000) })).json().error.limits).toEqual({
      nombreCompleto: 120,
    })
    expect(await countClients(owner)).toBe(0)
  })

  it('keeps one client per e-mail in a business, whatever its case: a 409 at the e-mail field', async () => {
    const owner = await registerTestOwner(app, 'clientes')
    const first = (await postClient(owner, { email: 'Ana@Example.com' })).json().client
    const twin = await postClient(owner, { email: 'ana@EXAMPLE.com', nombreCompleto: 'Otra Ana' })
    expect(twin.statusCode).toBe(409)
    expect(twin.json().error).toEqual({
      code: 'client_email_taken',
      message: 'Ya tienes un cliente con ese correo electrónico.',
      fields: { email: ['clients.errors.emailTaken'] },
    })
    const other = (await postClient(owner, { email: 'otra@example.com' })).json().client
    const changed = await owner.call(
      'PUT',
      `/api/clients/${other.id}`,
      clientInput({ email: 'ANA@example.com' }),
    )
    expect(changed.statusCode).toBe(409)
    expect(changed.json().error.fields).toEqual({ email: ['clients.errors.emailTaken'] })
    // Its own e-mail in another case is no clash.
    const recased = await owner.call(
      'PUT',
      `/api/clients/${first.id}`,
      clientInput({ email: 'ANA@example.com' }),
    )
    expect(recased.statusCode, recased.body).toBe(200)
    expect(await countClients(owner)).toBe(2)
    // Another business may have a client with the same e-mail.
    const neighbour = await registerTestOwner(app, 'clientes')
    expect((await postClient(neighbour, { email: 'ana@example.com' })).statusCode).toBe(201)
  })

  it('answers two racing saves of one e-mail with one client and one 409', async () => {
    const owner = await registerTestOwner(app, 'clientes')
    const answers = await Promise.all([
      postClient(owner, { email: 'carrera@example.com' }),
      postClient(owner, { email: 'CARRERA@example.com' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect(await countClients(owner)).toBe(1)
  })

  it('is told in English to an English caller', async () => {
    const owner = await registerTestOwner(app, 'clientes')
    await postClient(owner)
    const twin = await owner.call('POST', '/api/clients', clientInput(), { 'accept-language': 'en' })
    expect(twin.json().error.message).toBe('You already have a client with that email address.')
  })
})
