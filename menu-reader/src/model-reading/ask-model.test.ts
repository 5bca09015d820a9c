import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { line, page } from '../layout/test-words.ts'
import { askModelToRead, type ModelService, parseModelMenu } from './ask-model.ts'
import { type FakeModelService, startFakeModelService } from './fake-model-service.ts'
import type { ModelMenu } from './model-menu.schema.ts'

const MENU: ModelMenu = {
  restaurantName: 'La Fonda',
  currency: 'COP',
  sections: [
    {
      name: 'Entradas',
      items: [{ name: 'Empanada', price: '$5.000', description: '', variants: [], allergens: [] }],
    },
  ],
}

describe('parseModelMenu', () => {
  it('reads a menu of the schema, fenced in Markdown or not', () => {
    expect(parseModelMenu(JSON.stringify(MENU))).toEqual(MENU)
    expect(parseModelMenu(`\`\`\`json\n${JSON.stringify(MENU, null, 2)}\n\`\`\``)).toEqual(MENU)
    expect(parseModelMenu(`\`\`\`\n${JSON.stringify(MENU)}\n\`\`\`\n`)).toEqual(MENU)
  })

  it('drops the keys the schema does not name', () => {
    const extra = {
      ...MENU,
      notes: 'read carefully',
      sections: [{ ...MENU.sections[0], id: 'x', items: [{ ...MENU.sections[0]!.items[0], calories: 300 }] }],
    }
    expect(parseModelMenu(JSON.stringify(extra))).toEqual(MENU)
  })

  it('refuses an answer that is not a menu of the schema', () => {
    expect(parseModelMenu('{"sections": [ oops')).toBeUndefined()
    expect(parseModelMenu(JSON.stringify({ ...MENU, sections: 'Entradas' }))).toBeUndefined()
    expect(parseModelMenu(JSON.stringify({ dishes: ['Empanada'] }))).toBeUndefined()
    const withoutPrice = { name: 'Empanada', description: '', variants: [], allergens: [] }
    expect(
      parseModelMenu(JSON.stringify({ ...MENU, sections: [{ name: 'E', items: [withoutPrice] }] })),
    ).toBe(undefined)
    expect(parseModelMenu('')).toBeUndefined()
    expect(parseModelMenu(null)).toBeUndefined()
  })
})

describe('askModelToRead', () => {
  let fake: FakeModelService
  let service: ModelService
  beforeAll(async () => {
    fake = await startFakeModelService()
    service = { url: fake.url, model: 'test-vision', key: 'sk-test', timeoutMs: 500 }
  })
  afterAll(() => fake.close())

  const PICTURES = [{ page: 1, jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]) }]
  const PAGES = [page(line('Empanada', 40, 100), line('$5.000', 480, 100))]
  const ask = () => askModelToRead(service, PICTURES, PAGES)

  it('answers the menu read, with the tokens the service counted', async () => {
    fake.answerMenu(MENU, { prompt_tokens: 1500, completion_tokens: 120 })

    expect(await ask()).toEqual({ isRead: true, menu: MENU, promptTokens: 1500, completionTokens: 120 })
  })

  it('sends the pictures as JPEG data and the page’s words as text, with the key', async () => {
    fake.answerMenu(MENU)
    await ask()

    const request = fake.requests.at(-1)
    expect(request?.headers.authorization).toBe('Bearer sk-test')
    const sent = JSON.stringify(request?.body)
    expect(sent).toContain(`data:image/jpeg;base64,${Buffer.from(PICTURES[0]!.jpeg).toString('base64')}`)
    expect(sent).toContain('Empanada')
  })

  it('says the service failed on a 500', async () => {
    fake.answerStatus(500)
    expect(await ask()).toMatchObject({ isRead: false, failure: { kind: 'serviceError', status: 500 } })
  })

  it('says how long to wait on a 429, when the service says', async () => {
    fake.answerStatus(429, { 'retry-after': '30' })
    expect(await ask()).toMatchObject({
      isRead: false,
      failure: { kind: 'rateLimited', retryAfterSeconds: 30 },
    })
    fake.answerStatus(429)
    expect(await ask()).toMatchObject({
      isRead: false,
      failure: { kind: 'rateLimited', retryAfterSeconds: undefined },
    })
  })

  it('gives up when the service does not answer in time', async () => {
    fake.hang()
    const startedAt = performance.now()
    expect(await ask()).toMatchObject({ isRead: false, failure: { kind: 'timeout' } })
    expect(performance.now() - startedAt).toBeLessThan(5_000)
  })

  it('says the model refused, or answered no menu, with the tokens counted', async () => {
    fake.answerRefusal()
    expect(await ask()).toMatchObject({ isRead: false, failure: { kind: 'refused' } })
    fake.answerText('Here is the menu: Empanada, 5000 pesos.', { prompt_tokens: 900, completion_tokens: 12 })
    expect(await ask()).toEqual({
      isRead: false,
      failure: { kind: 'malformed' },
      promptTokens: 900,
      completionTokens: 12,
    })
  })
})
