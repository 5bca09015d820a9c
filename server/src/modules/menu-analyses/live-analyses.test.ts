import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createLiveAnalyses } from './live-analyses.ts'
import type { AnalysisChange, AnalysisState } from './menu-analyses.repository.ts'

const accepted: AnalysisState = {
  id: 'a1',
  businessId: null,
  status: 'queued',
  phase: 'analyzing',
  progress: 30,
  result: null,
  errorCode: null,
  expiresAt: new Date(Date.now() + 60_000),
}

describe('live analyses', () => {
  it('tells listeners every change at once and saves progress at most every 500 ms, the last one included', async () => {
    const saved: AnalysisChange[] = []
    const live = createLiveAnalyses({
      save: async (_, change) => void saved.push(change),
      onSaveError: () => {},
    })
    live.track(accepted)
    const heard: number[] = []
    live.subscribe('a1', (state) => heard.push(state.progress))
    live.update('a1', { status: 'running' })
    for (let progress = 31; progress <= 40; progress++) live.update('a1', { progress })
    // The state at subscription first, then each change.
    expect(heard).toEqual([30, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40])
    await sleep(600)
    // The start at once, then one save for the ten quick changes: the last of them.
    expect(saved).toEqual([
      { status: 'running', phase: 'analyzing', progress: 30 },
      { phase: 'analyzing', progress: 40 },
    ])
  })

  it('saves the end (with the progress not yet saved) before telling it, keeps it a while, then forgets the job', async () => {
    const events: string[] = []
    const live = createLiveAnalyses({
      save: async (_, change) => {
        await sleep(20)
        events.push(`saved ${change.status} at ${change.progress}`)
      },
      onSaveError: () => {},
      keepFinishedMs: 100,
    })
    live.track(accepted)
    live.subscribe('a1', (state) => events.push(`told ${state.status}`))
    live.update('a1', { progress: 50 })
    await live.finish('a1', { status: 'failed', errorCode: 'timed_out' })
    expect(events).toEqual(['told queued', 'told queued', 'saved failed at 50', 'told failed'])
    // A subscriber that comes after the end hears it at once.
    const late: string[] = []
    expect(live.subscribe('a1', (state) => late.push(state.status))).toBeDefined()
    expect(late).toEqual(['failed'])
    expect(live.ids()).toEqual([])
    await sleep(150)
    expect(live.get('a1')).toBeUndefined()
    expect(live.subscribe('a1', () => {})).toBeUndefined()
  })

  it('tries the end’s save again when it fails, so the database never keeps a finished job running', async () => {
    let tries = 0
    const ends: AnalysisChange[] = []
    const live = createLiveAnalyses({
      save: async (_, change) => {
        tries += 1
        if (tries < 3) throw new Error('the database is busy')
        ends.push(change)
      },
      onSaveError: () => {},
      retryEndSaveMs: 5,
    })
    live.track(accepted)
    await live.finish('a1', { status: 'done', phase: 'complete', progress: 100 })
    expect(tries).toBe(3)
    expect(ends).toEqual([{ status: 'done', phase: 'complete', progress: 100 }])
  })

  it('tells where a waiting job is in the queue, only when it moves, and forgets it once the job starts', () => {
    const live = createLiveAnalyses({ save: async () => {}, onSaveError: () => {} })
    live.track(accepted)
    const heard: (number | undefined)[] = []
    live.subscribe('a1', (state) => heard.push(state.queuePosition))
    live.setQueuePosition('a1', 3)
    live.setQueuePosition('a1', 3)
    live.setQueuePosition('a1', 1)
    live.update('a1', { status: 'running' })
    live.setQueuePosition('a1', 1)
    expect(heard).toEqual([undefined, 3, 1, undefined])
  })
})
