import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLL_MS } from './follow-analysis.ts'
import type { MenuAnalysis } from './menu-analysis.schema.ts'
import { createAnalysesApp, followEvents, get, testPdf, upload } from './test-analyses.ts'

// What a waiting or late client gets (decision 014): its place in the queue while it waits for a worker, the
// current state first whenever it subscribes, and the same analysis when it sends the same file again.

let app: FastifyInstance

beforeAll(async () => {
  app = await createAnalysesApp({ config: { menuWorkers: 1, menuQueueLimit: 8, menuRateLimit: 50 } })
})
afterAll(async () => {
  await app.close()
})

async function readUntilFinished(id: string): Promise<MenuAnalysis> {
  for (;;) {
    const analysis = (await get(app, `/api/menu-analyses/${id}`)).json() as MenuAnalysis
    if (analysis.status === 'done' || analysis.status === 'failed') return analysis
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('a client that subscribes late', () => {
  it('gets the result of an analysis that finished before it subscribed', async () => {
    const { id } = (await upload(app, testPdf('finished early'), { address: '10.5.0.1' })).json()
    expect((await readUntilFinished(id)).status).toBe('done')

    const events = await followEvents(app, id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ id, status: 'done', phase: 'complete', progress: 100 })
    expect(events[0]?.result?.sections[0]?.items[0]?.name).toBe('Empanada')
  })
})

describe('an analysis waiting for a worker', () => {
  it('tells its place in the queue, which only moves forward, until a worker takes it', async () => {
    const first = await upload(app, testPdf('wait:600 queue 1'), { address: '10.5.1.1' })
    // The second is read for longer than two polls of the database (POLL_MS), so the third, next while it is
    // read, is seen at place 1 whether it is followed live or through the database.
    const second = await upload(app, testPdf(`wait:${3 * POLL_MS} queue 2`), { address: '10.5.1.2' })
    const third = await upload(app, testPdf('queue 3'), { address: '10.5.1.3' })
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([202, 202, 202])
    // Two are ahead of it, waiting or being read: it is second or third in the queue.
    expect(third.json()).toMatchObject({ status: 'queued' })
    expect(third.json().queuePosition).toBeGreaterThanOrEqual(2)

    const events = await followEvents(app, third.json().id)
    const places = events.flatMap((event) => (event.queuePosition ? [event.queuePosition] : []))
    expect(places[0]).toBeGreaterThanOrEqual(2)
    expect(places.at(-1)).toBe(1)
    expect(places).toEqual([...places].sort((a, b) => b - a))
    // Once read, no place is told any more.
    expect(events.at(-1)).toMatchObject({ status: 'done' })
    expect(events.at(-1)?.queuePosition).toBeUndefined()
    for (const { json } of [first, second]) await followEvents(app, json().id)
  })
})

describe('the same file again', () => {
  it('is the same analysis while it is read, for the same caller only, and a new one once it ended', async () => {
    const bytes = testPdf('wait:300 retried')
    const started = (await upload(app, bytes, { address: '10.5.2.1' })).json()
    const retried = await upload(app, bytes, { address: '10.5.2.1' })
    expect(retried.statusCode).toBe(202)
    expect(retried.json().id).toBe(started.id)

    const someoneElse = (await upload(app, bytes, { address: '10.5.2.2' })).json()
    expect(someoneElse.id).not.toBe(started.id)

    expect((await followEvents(app, started.id)).at(-1)?.status).toBe('done')
    await followEvents(app, someoneElse.id)
    const afterwards = (await upload(app, bytes, { address: '10.5.2.1' })).json()
    expect(afterwards.id).not.toBe(started.id)
    await followEvents(app, afterwards.id)
  })
})
