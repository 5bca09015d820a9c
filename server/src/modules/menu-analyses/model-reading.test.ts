import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeModelService, startFakeModelService } from '../../test/fake-model-service.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import {
  createModelReadingApp,
  INVENTED_MENU,
  MODEL_KEY,
  PRINTED_MENU,
  readModelPage,
} from './test-model-reading.ts'
import { MODEL_PAGE_WORDS } from './test-reader.ts'

let fake: FakeModelService
let app: FastifyInstance

beforeAll(async () => {
  fake = await startFakeModelService()
  app = await createModelReadingApp({ fake })
})
afterAll(async () => {
  await app.close()
  await fake.close()
})
beforeEach(() => {
  fake.requests.length = 0
})

const wordBox = (text: string) => MODEL_PAGE_WORDS.find((word) => word.text === text)?.box

describe('reading a menu with the model service', () => {
  it('gives the model’s reading, checked against the page, when the page bears it out', async () => {
    fake.answerMenu(PRINTED_MENU)

    const result = await readModelPage(app)

    expect(fake.requests).toHaveLength(1)
    expect(result.reading).toEqual({ by: 'model', service: fake.host })
    const items = result.sections.flatMap((section) => section.items)
    expect(items.map((item) => [item.id, item.name, item.price, item.readBy, item.review])).toEqual([
      ['s1-i1', 'Empanada', '$5.000', 'model', []],
      ['s1-i2', 'Arepa', '$4.000', 'model', []],
    ])
    // Each dish where the page prints its name, in the picture's pixels.
    expect(items[0]?.source).toEqual({ page: 1, box: wordBox('Empanada') })
    expect(items[1]?.source).toEqual({ page: 1, box: wordBox('Arepa') })
    expect(result.pages).toEqual([
      { number: 1, width: 600, height: 800, image: expect.stringMatching(/\/pages\/1$/) },
    ])
  })

  it('flags a dish the page does not print and a price it does not print, and keeps them', async () => {
    fake.answerMenu(INVENTED_MENU)

    const result = await readModelPage(app)

    const items = result.sections.flatMap((section) => section.items)
    const byName = new Map(items.map((item) => [item.name, item]))
    expect(byName.get('Langosta Thermidor')?.review).toEqual(
      expect.arrayContaining(['nameNotOnPage', 'priceNotOnPage']),
    )
    expect(byName.get('Empanada')?.review).toContain('priceNotOnPage')
    expect(byName.get('Empanada')?.review).not.toContain('nameNotOnPage')
    expect(byName.get('Arepa')?.review).toEqual([])
    expect(items.every((item) => item.readBy === 'model')).toBe(true)
  })

  it('sends the pictures, the words and the schema to the model named, with the key, and nothing personal', async () => {
    const owner = await registerTestOwner(app, 'modelo')
    fake.answerMenu(PRINTED_MENU)

    await readModelPage(app, { cookie: owner.cookie }, 'carta-de-la-casa-secreta.png')

    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' })
    expect(request?.headers.authorization).toBe(`Bearer ${MODEL_KEY}`)
    type Part = { type: string; text?: string; image_url?: { url: string } }
    const body = request?.body as {
      model: string
      messages: { role: string; content: string | Part[] }[]
      response_format: { type: string; json_schema: { schema: { properties: Record<string, unknown> } } }
    }
    expect(body.model).toBe('test-vision')
    const user = body.messages.find((message) => message.role === 'user')
    const parts = (user?.content ?? []) as Part[]
    expect(parts.some((part) => part.image_url?.url.startsWith('data:image/jpeg;base64,'))).toBe(true)
    expect(parts.find((part) => part.type === 'text')?.text).toContain('Empanada')
    expect(body.response_format.type).toBe('json_schema')
    expect(body.response_format.json_schema.schema.properties).toHaveProperty('sections')

    const sent = JSON.stringify(body)
    for (const personal of [owner.account.email, owner.account.name, 'carta-de-la-casa-secreta']) {
      expect(sent).not.toContain(personal)
    }
  })
})
