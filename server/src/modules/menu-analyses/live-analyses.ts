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
}

const isFinished = (state: AnalysisState) => state.status === 'done' || state.status === 'failed'

/**
 * The jobs this server is running, as they change: listeners (the event streams) hear each change at once,
 * the database gets progress at most every `saveEveryMs` and every change of status at once, so that a
 * request on another server reads a recent state.
 */
export function createLiveAnalyses({ save, onSaveError, saveEveryMs = 500 }: LiveOptions) {
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

    ids: () => [...jobs.keys()],

    /** Listens to a job of this server; answers how to stop, or undefined when the job is not here. */
    subscribe(id: string, listener: AnalysisListener): (() => void) | undefined {
      const entry = jobs.get(id)
      if (!entry) return undefined
      entry.listeners.add(listener)
      return () => entry.listeners.delete(listener)
    },

    /** A change under way (started, progress). */
    update(id: string, change: AnalysisChange) {
      const entry = jobs.get(id)
      if (!entry || isFinished(entry.state)) return
      entry.state = { ...entry.state, ...change }
      tell(entry)
      if (change.status) {
        persist(entry, { status: entry.state.status, ...progressOf(entry) })
        return
      }
      const wait = saveEveryMs - (performance.now() - entry.savedAt)
      if (wait <= 0) persist(entry, progressOf(entry))
      else entry.pendingSave ??= setTimeout(() => persist(entry, progressOf(entry)), wait).unref()
    },

    /** The end of a job: saved first (so a client told of it reads the same), then told, then forgotten. */
    async finish(id: string, change: AnalysisChange) {
      const entry = jobs.get(id)
      if (!entry) return
      entry.state = { ...entry.state, ...change }
      persist(entry, { ...progressOf(entry), ...change })
      await entry.saving
      tell(entry)
      jobs.delete(id)
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
