import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe('another business', () => {
  it('gets 404 on every route of our client, never lists or finds them, and changes nothing', async () => {
    const owner = await registerTestOwner(app, 'cli-owner')
    const intruder = await registerTestOwner(app, 'cli-intruder')
    const { client } = (await postClient(owner, { nombreCompleto: 'Ana Muñoz' })).json()
    const attempts: [Parameters<TestOwner['call']>[0], string, object?][] = [
      ['GET', `/api/clients/${client.id}`],
      ['PUT', `/api/clients/${client.id}`, clientInput({ nombreCompleto: 'Mía' })],
      ['DELETE', `/api/clients/${client.id}`],
      ['GET', `/api/clients/${client.id}/appointments`],
      ['GET', `/api/clients/${client.id}/whatsapp`],
    ]
    for (const [method, url, body] of attempts) {
      const response = await intruder.call(method, url, body)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json().error.code).toBe('not_found')
    }
    for (const query of ['', '?q=munoz', '?q=300%20123', '?q=ana%40example.com', '?sort=pais&dir=desc']) {
      const theirs = (await intruder.call('GET', `/api/clients${query}`)).json()
      expect(theirs, query).toEqual({ clients: [], total: 0, page: 1, pageCount: 0, pageSize: 8 })
    }
    // Our client's e-mail is free for them: uniqueness is per business.
    expect((await postClient(intruder, { nombreCompleto: 'Su Ana' })).statusCode).toBe(201)
    expect((await intruder.call('GET', '/api/clients?q=munoz')).json().total).toBe(0)
    expect((await owner.call('GET', `/api/clients/${client.id}`)).json()).toEqual({ client })
    expect((await owner.call('GET', '/api/clients')).json().clients).toEqual([client])
  })

  it('answers 401 without a session, whatever was sent', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [method, url] of [
      ['GET', '/api/clients'],
      ['GET', '/api/clients?sort=nope'],
      ['POST', '/api/clients'],
      ['GET', `/api/clients/${id}`],
      ['PUT', `/api/clients/${id}`],
      ['DELETE', `/api/clients/not-an-id`],
      ['GET', `/api/clients/${id}/appointments`],
      ['GET', `/api/clients/${id}/whatsapp`],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})
