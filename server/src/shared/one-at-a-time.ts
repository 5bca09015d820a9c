/**
 * Runs tasks of the same key one after another in this process, in the order they came; tasks of other keys
 * run alongside. Each answers (or throws) what its own task does.
 */
export function createTurns() {
  const last = new Map<string, Promise<unknown>>()
  return function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = last.get(key) ?? Promise.resolve()
    const run = before.then(task)
    const ended = run.then(
      () => {},
      () => {},
    )
    last.set(key, ended)
    void ended.then(() => {
      if (last.get(key) === ended) last.delete(key)
    })
    return run
  }
}
