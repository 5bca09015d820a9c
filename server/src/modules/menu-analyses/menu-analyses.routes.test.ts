import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MenuAnalysisSchema } from './menu-analysis.schema.ts'
import {
  createAnalysesApp,
  eventsOf,
  followEvents,
  get,
  registerOwner,
  testPdf,
  upload,
} from './test-analyses.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createAnalysesApp({ config: { menuWorkers: 2, menuQueueLimit: 8, menuRateLimit: 50 } })
})
afterAll(async () => {
  await app.close()
})

describe('POST /api/menu-analyses', () => {
  it('accepts a menu (202), streams its phases and ends with the analysed menu', async () => {
    const response = await upload(app, testPdf('wait:50'))
    expect(response.statusCode).toBe(202)
    const accepted = MenuAnalysisSchema.parse(response.json())
    expect(accepted).toMatchObject({
      status: 'queued',
      phase: 'analyzing',
      progress: 30,
      result: null,
      error: null,
    })

    const events = await followEvents(app, accepted.id)
    const last = events.at(-1)
    expect(last).toMatchObject({ status: 'done', phase: 'complete', progress: 100, error: null })
    expect(last?.result?.sections[0]?.items[0]).toMatchObject({ name: 'Empanada', priceValue: 5000 })
    expect(last?.result?.metadata.fileName).toBe('carta.pdf')
    // The phases of docs/product-spec.md §4 in order, progress never going back.
    const phases = [...new Set(events.map((event) => event.phase))]
    expect(phases).toEqual(expect.arrayContaining(['analyzing', 'complete']))
    const progress = events.map((event) => event.progress)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))

    const read = await get(app, `/api/menu-analyses/${accepted.id}`)
    expect(read.statusCode).toBe(200)
    expect(read.headers['cache-control']).toBe('no-store')
    expect(read.json()).toEqual(last)
  })

  it('sends a finished job’s state once and ends the stream, with the event-stream headers', async () => {
    const { id } = (await upload(app, testPdf())).json()
    await followEvents(app, id)
    const response = await get(app, `/api/menu-analyses/${id}/events`)
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-accel-buffering']).toBe('no')
    expect(response.body.match(/event: progress/g)).toHaveLength(1)
  })

  it('refuses a file that is not a PDF, JPG or PNG by its bytes, in the caller’s language (415)', async () => {
    const text = Buffer.from('Menú del día: sopa y seco, $ 12.000')
    const spanish = await upload(app, text, { language: 'es' }, 'carta.pdf')
    expect(spanish.statusCode).toBe(415)
    expect(spanish.json().error).toEqual({
      code: 'unsupported_type',
      message: 'Por favor sube un archivo PDF, JPG o PNG.',
    })
    const english = await upload(app, text, { language: 'en' })
    expect(english.json().error.message).toBe('Please upload a PDF, JPG or PNG file.')
  })

  it('refuses an empty upload (400), one without a file (400) and one over 15 MB (413)', async () => {
    expect((await upload(app, Buffer.alloc(0))).json().error.code).toBe('empty_file')
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/menu-analyses',
      payload: { file: 'nothing' },
    })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().error.code).toBe('menu_file_missing')
    const huge = Buffer.concat([testPdf(), Buffer.alloc(15 * 1024 * 1024)])
    const tooLarge = await upload(app, huge)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error.code).toBe('file_too_large')
  })

  it('fails a file the reader refuses with its code and the spec’s message, and the server goes on', async () => {
    const { id } = (await upload(app, testPdf('damaged'), { language: 'en' })).json()
    const events = await followEvents(app, id, { language: 'en' })
    expect(events.at(-1)).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'damaged_file', message: 'Error processing menu. Please try again.' },
    })
    const next = (await upload(app, testPdf())).json()
    expect((await followEvents(app, next.id)).at(-1)?.status).toBe('done')
  })

  it('streams messages in the language the address names (an EventSource cannot set Accept-Language)', async () => {
    const { id } = (await upload(app, testPdf('damaged'))).json()
    const response = await get(app, `/api/menu-analyses/${id}/events?lang=en`, { language: 'es' })
    expect(eventsOf(response.body).at(-1)?.error?.message).toBe('Error processing menu. Please try again.')
  })
})

describe('who may read an analysis', () => {
  it('lets anyone with its id read a visitor’s analysis, and only its business an owner’s (404 to others)', async () => {
    const visitorJob = (await upload(app, testPdf())).json()
    const owner = await registerOwner(app)
    const other = await registerOwner(app)
    expect((await get(app, `/api/menu-analyses/${visitorJob.id}`, { cookie: other })).statusCode).toBe(200)

    const ownerJob = (await upload(app, testPdf(), { cookie: owner })).json()
    expect((await followEvents(app, ownerJob.id, { cookie: owner })).at(-1)?.status).toBe('done')
    for (const cookie of [other, undefined]) {
      expect((await get(app, `/api/menu-analyses/${ownerJob.id}`, { cookie })).statusCode).toBe(404)
      expect((await get(app, `/api/menu-analyses/${ownerJob.id}/events`, { cookie })).statusCode).toBe(404)
      expect((await get(app, `/api/menu-analyses/${ownerJob.id}/pages/1`, { cookie })).statusCode).toBe(404)
    }
  })

  it('answers 404 for an unknown id and for a page that has no picture', async () => {
    const unknown = await get(app, '/api/menu-analyses/3f1c4a52-8f0e-4c4b-9a57-2a4b0a8f9d11')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('not_found')
    expect((await get(app, '/api/menu-analyses/not-an-id')).statusCode).toBe(400)
    const { id } = (await upload(app, testPdf())).json()
    await followEvents(app, id)
    expect((await get(app, `/api/menu-analyses/${id}/pages/1`)).statusCode).toBe(404)
  })
})
