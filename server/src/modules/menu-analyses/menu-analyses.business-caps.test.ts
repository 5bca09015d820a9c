import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUSINESS_DAY_MS } from './menu-analyses.service.ts'
import { createAnalysesApp, followEvents, registerOwner, testPdf, upload } from './test-analyses.ts'

// A business's caps (MENU_BUSINESS_ACTIVE_LIMIT, MENU_BUSINESS_DAILY_LIMIT): one account cannot fill the queue
// every visitor and business shares, and past its caps it is told what to do and when.

let app: FastifyInstance
let now = Date.now()

beforeAll(async () => {
  app = await createAnalysesApp({
    config: { menuWorkers: 1, menuQueueLimit: 20, menuBusinessActiveLimit: 1, menuBusinessDailyLimit: 3 },
    analyses: { now: () => now },
  })
})
afterAll(async () => {
  await app.close()
})

describe('a business’s caps on menu analyses', () => {
  it('refuses a business with an analysis under way, with what to do, while another business gets its own', async () => {
    const [first, second] = [await registerOwner(app), await registerOwner(app)]
    const running = await upload(app, testPdf('wait:500 busy 1'), { cookie: first })
    expect(running.statusCode).toBe(202)

    const refused = await upload(app, testPdf('busy 2'), { cookie: first, language: 'en' })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.json().error).toEqual({
      code: 'menu_business_busy',
      message:
        'Your business already has menus being analysed. Wait for them to finish (usually under a minute), then upload this one.',
    })
    const refusedInSpanish = await upload(app, testPdf('busy 2'), { cookie: first })
    expect(refusedInSpanish.json().error.message).toMatch(/^Tu negocio ya tiene menús analizándose/)

    // The same file again is the same analysis (a retry), not a refusal: it starts nothing new.
    const again = await upload(app, testPdf('wait:500 busy 1'), { cookie: first, address: '10.9.9.9' })
    expect(again.statusCode).toBe(202)
    expect(again.json().id).toBe(running.json().id)

    const other = await upload(app, testPdf('busy 2'), { cookie: second })
    expect(other.statusCode).toBe(202)
    expect((await followEvents(app, other.json().id, { cookie: second })).at(-1)?.status).toBe('done')

    // Once its analysis ends, the business may start the next.
    expect((await followEvents(app, running.json().id, { cookie: first })).at(-1)?.status).toBe('done')
    const next = await upload(app, testPdf('busy 2'), { cookie: first })
    expect(next.statusCode).toBe(202)
    await followEvents(app, next.json().id, { cookie: first })
  })

  it('refuses a business past its analyses of 24 hours until the oldest is a day old (clock injected)', async () => {
    const [owner, other] = [await registerOwner(app), await registerOwner(app)]
    const startedAt = now
    for (let n = 0; n < 3; n++) {
      const accepted = await upload(app, testPdf(`day ${n}`), { cookie: owner })
      expect(accepted.statusCode).toBe(202)
      await followEvents(app, accepted.json().id, { cookie: owner })
      now += 60_000
    }
    const refused = await upload(app, testPdf('day 3'), { cookie: owner })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({
      code: 'menu_business_daily_limit',
      message:
        'Tu negocio llegó al máximo de menús analizados en 24 horas. Podrás subir otro mañana; mientras tanto, puedes crear tu menú a mano.',
    })
    // Retry-After: when the first of the three is a day old.
    const expected = (startedAt + BUSINESS_DAY_MS - now) / 1000
    expect(Math.abs(Number(refused.headers['retry-after']) - expected)).toBeLessThanOrEqual(1)

    expect((await upload(app, testPdf('day 3'), { cookie: other })).statusCode).toBe(202)

    now = startedAt + BUSINESS_DAY_MS + 1000
    const nextDay = await upload(app, testPdf('day 3'), { cookie: owner })
    expect(nextDay.statusCode).toBe(202)
    await followEvents(app, nextDay.json().id, { cookie: owner })
  })
})
