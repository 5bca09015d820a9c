import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { clientInput, postClient } from './test-clients.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('clients', () => {
  it('creates with the defaults, reads, lists, replaces and deletes a client', async () => {
    const owner = await registerTestOwner(app, 'clientes')
    const created = await postClient(owner, { nombreCompleto: '  Ana Muñoz ' })
    expect(created.statusCode, created.body).toBe(201)
    const { client } = created.json()
    expect(client).toMatchObject({
      nombreCompleto: 'Ana Muñoz',
      telefono: '300 123 4567',
      email: 'ana@example.com',
      pais: 'CO',
      estado: 'Activo',
      notas: '',
      ultimaVisita: null,
      visitas: 0,
    })
    expect((await owner.call('GET', `/api/clients/${client.id}`)).json()).toEqual({ client })
    const list = (await owner.call('GET', '/api/clients')).json()
    expect(list).toEqual({ clients: [client], total: 1, page: 1, pageCount: 1, pageSize: 8 })

    const replaced = await owner.call(
      'PUT',
      `/api/clients/${client.id}`,
      clientInput({ nombreCompleto: 'Ana María Muñoz', pais: 'ES', estado: 'VIP', telefono: '612 34 56 78' }),
    )
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json().client).toMatchObject({
      nombreCompleto: 'Ana María Muñoz',
      pais: 'ES',
      estado: 'VIP',
    })

    expect((await owner.call('DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204)
    expect((await owner.call('GET', `/api/clients/${client.id}`)).statusCode).toBe(404)
  })
})
