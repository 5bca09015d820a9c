import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeModelService, startFakeModelService } from '../../test/fake-model-service.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { get } from './test-analyses.ts'
import { createModelReadingApp, PRINTED_MENU, readModelPage } from './test-model-reading.ts'

describe('a deployment with a model service', () => {
  let fake: FakeModelService
  let app: FastifyInstance
  beforeAll(async () => {
    fake = await startFakeModelService()
    fake.answerMenu(PRINTED_MENU)
    app = await createModelReadingApp({ fake })
  })
  afterAll(async () => {
    await app.close()
    await fake.close()
  })

  it('names its host to visitors and owners, and reads their menus with it', async () => {
    const owner = await registerTestOwner(app, 'servicio')

    for (const cookie of [undefined, owner.cookie]) {
      const service = await get(app, '/api/menu-analyses/reading-service', { cookie })
      expect(service.statusCode).toBe(200)
      expect(service.json()).toEqual({ host: fake.host, isOn: true })
    }
    expect((await readModelPage(app, { cookie: owner.cookie })).reading?.by).toBe('model')
  })

  it('sends nothing of an upload whose uploader was not told of it, or was told of another service', async () => {
    const sentBefore = fake.requests.length

    const untold = await readModelPage(app, { modelService: '' })
    const toldOfAnother = await readModelPage(app, { modelService: 'otro.example.com' })

    expect(fake.requests).toHaveLength(sentBefore)
    expect(untold.reading).toBeUndefined()
    expect(toldOfAnother.reading).toBeUndefined()
    expect((await readModelPage(app)).reading?.by).toBe('model')
    expect(fake.requests).toHaveLength(sentBefore + 1)
  })

  it('sends nothing of a business that turned it off, and says so', async () => {
    const owner = await registerTestOwner(app, 'sin-modelo')
    const changed = await owner.call('PATCH', '/api/business', { menuModelEnabled: false })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().business).toMatchObject({ menuModelEnabled: false })
    const sentBefore = fake.requests.length

    const result = await readModelPage(app, { cookie: owner.cookie })

    expect(fake.requests).toHaveLength(sentBefore)
    expect(result.reading).toBeUndefined()
    expect(result.sections.flatMap((section) => section.items).map((item) => item.readBy)).toEqual([
      undefined,
    ])
    const service = await get(app, '/api/menu-analyses/reading-service', { cookie: owner.cookie })
    expect(service.json()).toEqual({ host: fake.host, isOn: false })
  })
})

describe('a deployment without a model service', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createModelReadingApp()
  })
  afterAll(() => app.close())

  it('names no host and reads menus on this server alone', async () => {
    const service = await get(app, '/api/menu-analyses/reading-service')
    expect(service.json()).toEqual({ host: null, isOn: false })

    const result = await readModelPage(app)

    expect(result.reading).toBeUndefined()
    expect(result.sections.flatMap((section) => section.items).map((item) => item.name)).toEqual(['Empanada'])
  })
})
