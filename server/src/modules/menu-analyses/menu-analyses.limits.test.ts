import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR_MS } from '../../db/hourly-limit.ts'
import { createAnalysesApp, followEvents, registerOwner, testPdf, upload } from './test-analyses.ts'

// The limits of decision 014, each on an app of its own: the bounded queue, the time limit and the
// visitors' hourly allowance.

describe('the bounded queue', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createAnalysesApp({ config: { menuWorkers: 1, menuQueueLimit: 1 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 429 with Retry-After when its one worker is busy and its one place taken', async () => {
    // A visitor's and an owner's: visitors alone may hold half the places at most.
    const running = await upload(app, testPdf('wait:800'), { address: '10.1.0.1' })
    const owner = await registerOwner(app)
    const waiting = await upload(app, testPdf(), { cookie: owner })
    expect([running.statusCode, waiting.statusCode]).toEqual([202, 202])

    const refused = await upload(app, testPdf(), { address: '10.1.0.3', language: 'en' })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.json().error).toEqual({
      code: 'queue_full',
      message: 'We are analysing many menus right now. Please try again in a few seconds.',
    })

    // Both accepted jobs still finish, in turn, and then there is room again.
    expect((await followEvents(app, waiting.json().id, { cookie: owner })).at(-1)?.status).toBe('done')
    expect((await followEvents(app, running.json().id)).at(-1)?.status).toBe('done')
    expect((await upload(app, testPdf(), { address: '10.1.0.3' })).statusCode).toBe(202)
  })
})

describe('the time limit', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createAnalysesApp({ analyses: { timeLimitMs: 300 }, config: { menuWorkers: 1 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('stops an analysis that never ends (a blocked thread) at the limit, and the next one still runs', async () => {
    const hung = (await upload(app, testPdf('hang'))).json()
    const next = (await upload(app, testPdf())).json()
    expect((await followEvents(app, hung.id)).at(-1)).toMatchObject({
      status: 'failed',
      error: {
        code: 'timed_out',
        message:
          'El análisis tardó más de 60 segundos. Prueba con una foto más nítida o un archivo más pequeño.',
      },
    })
    expect((await followEvents(app, next.id)).at(-1)?.status).toBe('done')
  })
})

describe('the visitors’ hourly allowance', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createAnalysesApp({ config: { menuWorkers: 1, menuQueueLimit: 20, menuRateLimit: 3 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('refuses an address past MENU_RATE_LIMIT analyses an hour (429, Retry-After), and no one else', async () => {
    const address = '10.2.0.1'
    for (let n = 0; n < 3; n++) {
      expect((await upload(app, testPdf(`menu ${n}`), { address })).statusCode).toBe(202)
    }
    const refused = await upload(app, testPdf('menu 3'), { address })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('menu_rate_limited')
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(HOUR_MS / 1000 - 60)
    expect(retryAfter).toBeLessThanOrEqual(HOUR_MS / 1000)

    expect((await upload(app, testPdf(), { address: '10.2.0.2' })).statusCode).toBe(202)
    // A signed-in owner is known by their account, not counted by address.
    const cookie = await registerOwner(app)
    expect((await upload(app, testPdf(), { address, cookie })).statusCode).toBe(202)
  })
})
