/**
 * Settles with `work`, or rejects as soon as `signal` fires (with `reason()`, the signal's reason by
 * default), whether or not the work itself watches the signal.
 */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  reason: () => unknown = () => signal?.reason,
): Promise<T> {
  if (!signal) return work
  let onAbort = () => {}
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(reason())
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
  })
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort))
}
