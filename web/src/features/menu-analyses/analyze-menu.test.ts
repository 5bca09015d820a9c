import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api.ts'
import { type AnalysisProgress, analyzeMenuFile } from './analyze-menu.ts'
import {
  buildAnalysedMenu,
  buildAnalysis,
  FakeEventSource,
  FakeXhr,
  installImageFakes,
  installNetworkFakes,
  makeFile,
} from './test-fakes.ts'

const menu = buildAnalysedMenu()
const done = buildAnalysis({ status: 'done', phase: 'complete', progress: 100, result: menu })

/** Every upload is accepted, and its job then reports `outcome` on its event stream. */
function answerUploads(
  outcome: (attempt: number) => { status: number; body: unknown; headers?: Record<string, string> },
) {
  FakeXhr.onSend = (request) => {
    const answer = outcome(FakeXhr.sent.length)
    queueMicrotask(() => request.respond(answer.status, answer.body, answer.headers))
  }
}

function finishJobsWith(analysis: ReturnType<typeof buildAnalysis>) {
  const seen = new Set<FakeEventSource>()
  return setInterval(() => {
    for (const source of FakeEventSource.instances) {
      if (seen.has(source)) continue
      seen.add(source)
      source.emit(analysis)
    }
  }, 5)
}

const accepted = { status: 202, body: buildAnalysis() }
const run = (
  file: File,
  type: 'application/pdf' | 'image/jpeg' | 'image/png',
  progress: AnalysisProgress[] = [],
) =>
  analyzeMenuFile(file, {
    type,
    signal: new AbortController().signal,
    onProgress: (update) => progress.push({ phase: update.phase, progress: update.progress }),
    delayMs: 0,
  })

let timer: ReturnType<typeof setInterval> | undefined
beforeEach(() => {
  installNetworkFakes()
})
afterEach(() => {
  clearInterval(timer)
  vi.unstubAllGlobals()
})

describe('analyzeMenuFile', () => {
  it('sends the file, maps its upload to 0–30, then follows the job to its menu', async () => {
    FakeXhr.onSend = (request) => {
      request.progress(512, 2048)
      request.progress(2048, 2048)
      request.respond(202, buildAnalysis())
    }
    timer = setInterval(() => {
      const source = FakeEventSource.instances[0]
      if (!source || source.isClosed) return
      source.emit(buildAnalysis({ status: 'running', phase: 'sectioning', progress: 75 }))
      source.emit(done)
    }, 5)
    const progress: AnalysisProgress[] = []
    await expect(run(makeFile('pdf', 'carta.pdf'), 'application/pdf', progress)).resolves.toEqual(menu)

    expect(progress).toEqual([
      { phase: 'uploading', progress: 0 },
      { phase: 'uploading', progress: 8 },
      { phase: 'uploading', progress: 30 },
      { phase: 'analyzing', progress: 30 },
      { phase: 'sectioning', progress: 75 },
      { phase: 'complete', progress: 100 },
    ])
    const [request] = FakeXhr.sent
    expect(request).toMatchObject({ method: 'POST', url: '/api/menu-analyses' })
    expect(request!.headers['Accept-Language']).toBe('es')
    expect(request!.file.name).toBe('carta.pdf')
    expect(FakeEventSource.instances[0]!.url).toBe(`/api/menu-analyses/${done.id}/events?lang=es`)
    expect(FakeEventSource.instances[0]!.isClosed).toBe(true)
  })

  it('sends an image whose base64 passes 1 MB as a JPEG 1200 px wide', async () => {
    const drawn = installImageFakes({ width: 3000, height: 4000 })
    answerUploads(() => accepted)
    timer = finishJobsWith(done)
    await run(makeFile('png', 'carta.png', 800_000), 'image/png')

    expect(drawn).toEqual([{ width: 1200, height: 1600, type: 'image/jpeg', quality: 0.8 }])
    expect(FakeXhr.sent[0]!.file).toMatchObject({ name: 'carta.jpg', type: 'image/jpeg' })
  })

  it('sends an image under the limit as it is', async () => {
    const drawn = installImageFakes({ width: 3000, height: 4000 })
    answerUploads(() => accepted)
    timer = finishJobsWith(done)
    await run(makeFile('jpeg', 'foto.jpg', 700_000), 'image/jpeg')
    expect(drawn).toEqual([])
    expect(FakeXhr.sent[0]!.file).toMatchObject({ name: 'foto.jpg', size: 700_000 })
  })

  it('tries 3 times in all, then throws the last error', async () => {
    answerUploads(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }))
    const error = await run(makeFile('pdf', 'carta.pdf'), 'application/pdf').catch((caught) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503 })
    expect(FakeXhr.sent).toHaveLength(3)
  })

  it('makes the image smaller again after a 413, 1000 px then 800 px, while it is over half a megabyte', async () => {
    // A tall page: even 1200 px wide, its JPEG (720,000 bytes) is over half a megabyte of base64.
    const drawn = installImageFakes({ width: 4000, height: 8000 })
    answerUploads((attempt) =>
      attempt < 3 ? { status: 413, body: { error: { code: 'file_too_large', message: 'Big' } } } : accepted,
    )
    timer = finishJobsWith(done)
    await expect(run(makeFile('jpeg', 'foto.jpg', 3_000_000), 'image/jpeg')).resolves.toEqual(menu)

    expect(drawn.map((image) => image.width)).toEqual([1200, 1000, 800])
    expect(FakeXhr.sent.map((request) => request.file.size)).toEqual([720_000, 500_000, 320_000])
  })

  it('stops making it smaller once it is under half a megabyte', async () => {
    const drawn = installImageFakes({ width: 1000, height: 1500 })
    answerUploads((attempt) =>
      attempt < 3 ? { status: 504, body: { error: { code: 'timed_out', message: 'Slow' } } } : accepted,
    )
    timer = finishJobsWith(done)
    // 1000 × 1500 px make a 375,000-byte JPEG: 500,000 base64 characters, under half a megabyte.
    await run(makeFile('jpeg', 'foto.jpg', 900_000), 'image/jpeg')
    expect(drawn.map((image) => image.width)).toEqual([1000])
    expect(FakeXhr.sent).toHaveLength(3)
  })

  it('retries a job that timed out, smaller, but not a file that cannot be read', async () => {
    const drawn = installImageFakes({ width: 4000, height: 8000 })
    answerUploads(() => accepted)
    const timedOut = buildAnalysis({ status: 'failed', error: { code: 'timed_out', message: 'Más de 60 s' } })
    timer = finishJobsWith(timedOut)
    await run(makeFile('jpeg', 'foto.jpg', 3_000_000), 'image/jpeg').catch(() => undefined)
    expect(FakeXhr.sent).toHaveLength(3)
    expect(drawn.map((image) => image.width)).toEqual([1200, 1000, 800])

    clearInterval(timer)
    FakeXhr.sent = []
    const damaged = buildAnalysis({ status: 'failed', error: { code: 'damaged_file', message: 'Dañado' } })
    timer = finishJobsWith(damaged)
    const error = await run(makeFile('pdf', 'carta.pdf'), 'application/pdf').catch((caught) => caught)
    expect(error).toMatchObject({ code: 'damaged_file', message: 'Dañado' })
    expect(FakeXhr.sent).toHaveLength(1)
  })

  it('does not retry a refused type or a caller over its hourly limit', async () => {
    answerUploads(() => ({ status: 415, body: { error: { code: 'unsupported_type', message: 'Tipo' } } }))
    await run(makeFile('pdf', 'carta.pdf'), 'application/pdf').catch(() => undefined)
    expect(FakeXhr.sent).toHaveLength(1)

    FakeXhr.sent = []
    answerUploads(() => ({ status: 429, body: { error: { code: 'menu_rate_limited', message: 'Límite' } } }))
    await run(makeFile('pdf', 'carta.pdf'), 'application/pdf').catch(() => undefined)
    expect(FakeXhr.sent).toHaveLength(1)
  })

  it('follows the job by reading it every second when its event stream breaks', async () => {
    answerUploads(() => accepted)
    const { mockApi } = await import('../../test/api-mock.ts')
    const calls = mockApi({ [`GET /api/menu-analyses/${done.id}`]: { status: 200, body: done } })
    timer = setInterval(() => FakeEventSource.instances[0]?.fail(), 5)
    await expect(run(makeFile('pdf', 'carta.pdf'), 'application/pdf')).resolves.toEqual(menu)
    expect(calls.filter((call) => call.path === `/api/menu-analyses/${done.id}`)).toHaveLength(1)
    expect(FakeEventSource.instances[0]!.isClosed).toBe(true)
  })
})
