import type { FastifyBaseLogger } from 'fastify'

/** One periodic job: it logs its own failure and leaves the retry to the next run. */
export type SweepTask = { name: string; run: () => Promise<void> }

export type SweepTimer = { stop: () => Promise<void> }

/**
 * Runs the tasks one after another every `intervalMs` (one run at a time: a slow run skips ticks, never
 * overlaps); a task that fails is logged and the next run retries it. `stop` waits for a run under way, for
 * the app's close.
 */
export function startSweeps(options: {
  tasks: SweepTask[]
  log: FastifyBaseLogger
  intervalMs: number
}): SweepTimer {
  let running: Promise<void> | null = null
  const run = async () => {
    for (const task of options.tasks) {
      try {
        await task.run()
      } catch (error) {
        options.log.error({ err: error }, `${task.name} sweep failed; the next one retries`)
      }
    }
  }
  const timer = setInterval(() => {
    if (running) return
    running = run().finally(() => {
      running = null
    })
  }, options.intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
