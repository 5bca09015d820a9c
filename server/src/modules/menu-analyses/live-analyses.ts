import type { AnalysisChange, AnalysisState } from './menu-analyses.repository.ts'

export type AnalysisListener = (state: AnalysisState) => void

type Live = {
  state: AnalysisState
  listeners: Set<AnalysisListener>
  savedAt: number
  pendingSave?: NodeJS.Timeout
  /** Saves of one job run in order, so an older progress never lands after the end. */
  saving: Promise<void>
}

type LiveOptions = {
  save: (id: string, change: AnalysisChange) => Promise<void>
  onSaveError: (error: unknown) => void
  /** Milliseconds between two progress saves of one job (its listeners hear every change at once). */
  saveEveryMs?: number
  /** Milliseconds a finished job stays here, so that a late subscriber on this server hears its end. */
  keepFinishedMs?: number
  /** Milliseconds before the end's save is tried again after it failed (twice more at most). */
  retryEndSaveMs?: number
}

const isFinished = (state: AnalysisState) => state.status === 'done' || state.status === 'failed'
const END_SAVE_TRIES = 3

// The end of a job must reach the database, or a client reading it from there (another server, a poll after
// the stream broke) would wait for good: a failed save is tried again before it is given up.
async function saveEnd(save: () => Promise<void>, retryMs: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save()
    } catch (error) {
      if (attempt >= END_SAVE_TRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  }
}

/**
 * The jobs this server is running, as they change: listeners (the event streams) hear each change at once,
 * the database gets progress at most every `saveEveryMs` and every change of status at once, so that a
 * request on another server reads a recent state.
 */
export function createLiveAnalyses({
  save,
  onSaveError,
  saveEveryMs = 500,
  keepFinishedMs = 60_000,
  retryEndSaveMs = 250,
}: LiveOptions) {
  const jobs = new Map<string, Live>()

  function persist(entry: Live, change: AnalysisChange) {
    clearTimeout(entry.pendingSave)
    entry.pendingSave = undefined
    entry.savedAt = performance.now()
    entry.saving = entry.saving.then(() => save(entry.state.id, change)).catch(onSaveError)
  }

  function tell(entry: Live) {
    for (const listener of entry.listeners) listener(entry.state)
  }

  const progressOf = (entry: Live): AnalysisChange => ({
    phase: entry.state.phase,
    progress: entry.state.progress,
  })

  return {
    track(state: AnalysisState) {
      jobs.set(state.id, {
        state,
        listeners: new Set(),
        savedAt: performance.now(),
        saving: Promise.resolve(),
      })
    },

    get: (id: string) => jobs.get(id)?.state,

    /** The jobs this server is still running (a finished one kept for late subscribers is not). */
    ids: () => [...jobs.values()].filter((entry) => !isFinished(entry.state)).map((entry) => entry.state.id),

    /**
     * Listens to a job of this server, hearing its current state at once (a subscriber that comes late, even
     * after the end, misses nothing), then each change. Answers how to stop, or undefined when the job is not
     * here.
     */
    subscribe(id: string, listener: AnalysisListener): (() => void) | undefined {
      const entry = jobs.get(id)
      if (!entry) return undefined
      const stop = () => void entry.listeners.delete(listener)
      if (!isFinished(entry.state)) entry.listeners.add(listener)
      listener(entry.state)
      return stop
    },

    /** Where a job waits in this server's queue (1: next); its listeners hear each move, nothing is saved. */
    setQueuePosition(id: string, position: number) {
      const entry = jobs.get(id)
      if (entry?.state.status !== 'queued' || entry.state.queuePosition === position) return
      entry.state = { ...entry.state, queuePosition: position }
      tell(entry)
    },

    /** A change under way (started, progress). */
    update(id: string, change: AnalysisChange) {
      const entry = jobs.get(id)
      if (!entry || isFinished(entry.state)) return
      entry.state = { ...entry.state, ...change }
      if (change.status) entry.state.queuePosition = undefined
      tell(entry)
      if (change.status) {
        persist(entry, { status: entry.state.status, ...progressOf(entry) })
        return
      }
      const wait = saveEveryMs - (performance.now() - entry.savedAt)
      if (wait <= 0) persist(entry, progressOf(entry))
      else entry.pendingSave ??= setTimeout(() => persist(entry, progressOf(entry)), wait).unref()
    },

    /**
     * The end of a job: saved first (so a client told of it reads the same anywhere), then told; kept here a
     * while for late subscribers, then forgotten.
     */
    async finish(id: string, change: AnalysisChange) {
      const entry = jobs.get(id)
      if (!entry || isFinished(entry.state)) return
      clearTimeout(entry.pendingSave)
      const end = { ...progressOf(entry), ...change }
      entry.saving = entry.saving.then(() => saveEnd(() => save(id, end), retryEndSaveMs)).catch(onSaveError)
      await entry.saving
      entry.state = { ...entry.state, ...change, queuePosition: undefined }
      tell(entry)
      entry.listeners.clear()
      setTimeout(() => jobs.get(id) === entry && jobs.delete(id), keepFinishedMs).unref()
    },

    /** Waits for every save under way (at shutdown, before the database closes). */
    async drain() {
      await Promise.all([...jobs.values()].map((entry) => entry.saving))
    },

    /** Drops a job that never started (the queue refused it). */
    forget(id: string) {
      clearTimeout(jobs.get(id)?.pendingSave)
      jobs.delete(id)
    },
  }
}

export type LiveAnalyses = ReturnType<typeof createLiveAnalyses>
