import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeModelService, startFakeModelService } from '../../test/fake-model-service.ts'
import {
  createModelReadingApp,
  MODEL_KEY,
  newAddress,
  PRINTED_MENU,
  readModelPage,
} from './test-model-reading.ts'

const METRICS_TOKEN = 'a-scrape-token-for-the-tests'

let fake: FakeModelService
let app: FastifyInstance
const logLines: string[] = []
// Frozen, and moved by the tests: a 429's pause ends when the clock passes it.
let clockMs = Date.now()

beforeAll(async () => {
  fake = await startFakeModelService()
  app = await createModelReadingApp({
    fake,
    dailyLimit: 1,
    logLines,
    now: () => clockMs,
    config: { metricsToken: METRICS_TOKEN },
  })
})
afterAll(async () => {
  await app.close()
  await fake.close()
})
beforeEach(() => {
  fake.requests.length = 0
})

/** The menu as this server's own reader read it (test-reader.ts), with the notice saying why. */
const expectLocalReading = (result: Awaited<ReturnType<typeof readModelPage>>, notice: string) => {
  expect(result.reading).toEqual({ by: 'reader', service: fake.host, notice })
  const items = result.sections.flatMap((section) => section.items)
  expect(items.map((item) => [item.name, item.readBy])).toEqual([['Empanada', undefined]])
}

describe('when the model service does not read the menu', () => {
  it.each([
    ['answers something that is not JSON', () => fake.answerText('{"sections": [ oops')],
    ['answers JSON that is not a menu', () => fake.answerText('{"dishes": ["Empanada"]}')],
    ['fails with a 500', () => fake.answerStatus(500)],
    ['gives no answer within the time', () => fake.hang()],
    ['refuses', () => fake.answerRefusal()],
    ['reads no dish', () => fake.answerMenu({ ...PRINTED_MENU, sections: [] })],
  ])('gives this reader’s reading with a notice when the service %s', async (_, behave) => {
    behave()

    const result = await readModelPage(app)

    expect(fake.requests).toHaveLength(1)
    expectLocalReading(result, 'modelUnavailable')
  })

  it('leaves the service alone after a 429 until its Retry-After has passed', async () => {
    fake.answerStatus(429, { 'retry-after': '30' })
    expectLocalReading(await readModelPage(app), 'modelUnavailable')
    expect(fake.requests).toHaveLength(1)

    fake.answerMenu(PRINTED_MENU)
    clockMs += 29_000
    expectLocalReading(await readModelPage(app), 'modelUnavailable')
    expect(fake.requests).toHaveLength(1)

    clockMs += 2_000
    expect((await readModelPage(app)).reading).toEqual({ by: 'model', service: fake.host })
    expect(fake.requests).toHaveLength(2)
  })

  it('sends nothing once the day’s readings with the model are spent, and sends again the next day', async () => {
    fake.answerMenu(PRINTED_MENU)
    const address = newAddress()
    expect((await readModelPage(app, { address })).reading?.by).toBe('model')

    expectLocalReading(await readModelPage(app, { address }), 'modelDailyLimit')
    expect(fake.requests).toHaveLength(1)

    clockMs += 24 * 60 * 60 * 1000
    expect((await readModelPage(app, { address })).reading?.by).toBe('model')
    expect(fake.requests).toHaveLength(2)
  })
})

describe('the day’s allowance', () => {
  it('is given back when the service refused before reading anything, and spent when it read', async () => {
    const address = newAddress()
    fake.answerStatus(503)
    expectLocalReading(await readModelPage(app, { address }), 'modelUnavailable')

    // The allowance of one is still there: the service read nothing of the first.
    fake.answerMenu(PRINTED_MENU)
    expect((await readModelPage(app, { address })).reading?.by).toBe('model')
    expectLocalReading(await readModelPage(app, { address }), 'modelDailyLimit')
    expect(fake.requests).toHaveLength(2)
  })
})

describe('what the model readings leave behind', () => {
  it('counts each reading by outcome, and the tokens the service counted', async () => {
    fake.answerMenu(PRINTED_MENU, { prompt_tokens: 1000, completion_tokens: 250 })
    await readModelPage(app)
    fake.answerStatus(500)
    await readModelPage(app)

    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(metrics.statusCode).toBe(200)
    expect(metrics.body).toMatch(/vitrina_menu_model_requests_total\{outcome="read"\} [1-9]/)
    expect(metrics.body).toMatch(/vitrina_menu_model_requests_total\{outcome="service_error"\} [1-9]/)
    expect(metrics.body).toMatch(/vitrina_menu_model_requests_total\{outcome="daily_limit"\} [1-9]/)
    expect(metrics.body).toMatch(/vitrina_menu_model_tokens_total\{kind="prompt"\} [1-9]\d{3}/)
    expect(metrics.body).toMatch(/vitrina_menu_model_seconds_count [1-9]/)
  })

  it('logs why the service failed, never its key', async () => {
    fake.answerStatus(500)
    await readModelPage(app)
    fake.answerMenu(PRINTED_MENU)
    await readModelPage(app)

    const failures = logLines.filter((line) => line.includes('the model service did not read a menu'))
    expect(failures.at(-1)).toContain('"status":500')
    expect(logLines.join('')).not.toContain(MODEL_KEY)
  })
})
