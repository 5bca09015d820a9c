import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, mockApi } from '../../../test/api-mock.ts'
import { buildAnalysedMenu, buildAnalysis, FakeEventSource, installNetworkFakes } from '../test-fakes.ts'
import type { MenuAnalysis } from './analysis-contract.ts'
import { followMenuAnalysis } from './follow-menu-analysis.ts'

const id = buildAnalysis().id
const running = buildAnalysis({ status: 'running', phase: 'sectioning', progress: 70 })
const done = buildAnalysis({ status: 'done', phase: 'complete', progress: 100, result: buildAnalysedMenu() })

afterEach(() => vi.unstubAllGlobals())

describe('followMenuAnalysis', () => {
  it('reports each event and ends with the last, closing the stream', async () => {
    installNetworkFakes()
    const updates: MenuAnalysis[] = []
    const following = followMenuAnalysis(id, {
      onUpdate: (a) => updates.push(a),
      signal: new AbortController().signal,
    })
    const source = FakeEventSource.instances[0]!
    source.emit(running)
    source.dispatchEvent(new MessageEvent('progress', { data: 'not json' }))
    source.emit(done)
    await expect(following).resolves.toEqual(done)
    expect(updates).toEqual([running, done])
    expect(source.isClosed).toBe(true)
  })

  it('reads the job every second where there is no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined)
    let reads = 0
    mockApi({ [`GET /api/menu-analyses/${id}`]: () => ({ status: 200, body: ++reads < 2 ? running : done }) })
    const started = Date.now()
    const updates: MenuAnalysis[] = []
    await expect(
      followMenuAnalysis(id, { onUpdate: (a) => updates.push(a), signal: new AbortController().signal }),
    ).resolves.toEqual(done)
    expect(updates).toEqual([running, done])
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900)
  })

  it('gives up at once on an unknown or expired job', async () => {
    vi.stubGlobal('EventSource', undefined)
    const calls = mockApi({ [`GET /api/menu-analyses/${id}`]: apiError(404, 'not_found', 'No existe') })
    await expect(
      followMenuAnalysis(id, { onUpdate: () => {}, signal: new AbortController().signal }),
    ).rejects.toMatchObject({ status: 404 })
    expect(calls.filter((call) => call.path.startsWith('/api/menu-analyses'))).toHaveLength(1)
  })

  it('stops when its signal aborts', async () => {
    installNetworkFakes()
    const controller = new AbortController()
    const following = followMenuAnalysis(id, { onUpdate: () => {}, signal: controller.signal })
    controller.abort()
    await expect(following).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeEventSource.instances[0]!.isClosed).toBe(true)
  })
})
