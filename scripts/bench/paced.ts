// Requests sent at a steady pace beside a load, as uploads arrive: one every so often, whatever the answers'
// speed, until stopped.

/**
 * Calls `send` every `intervalMs` (and once at once when `isFirstAtOnce`) until `stop()`, which waits for the
 * sends still under way. `send` should not reject: a send counts its own refusals.
 */
export function pace(send: () => Promise<unknown>, intervalMs: number, isFirstAtOnce = false) {
  const pending = new Set<Promise<unknown>>()
  const sendOne = () => {
    const done = send().finally(() => pending.delete(done))
    pending.add(done)
  }
  if (isFirstAtOnce) sendOne()
  const timer = setInterval(sendOne, intervalMs)
  return {
    stop: async () => {
      clearInterval(timer)
      await Promise.all(pending)
    },
  }
}
