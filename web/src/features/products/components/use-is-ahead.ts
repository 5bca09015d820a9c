import { useEffect, useState } from 'react'

// setTimeout waits at most 2^31 − 1 ms (about 24 days); past that it would fire at once.
const LONGEST_WAIT = 2 ** 31 - 1

/**
 * Whether the instant `until` (ISO 8601, or null) is still ahead of this device's clock; the component renders
 * again when it passes, so that a mark that ends at midnight goes away on a page left open.
 */
export function useIsAhead(until: string | null): boolean {
  const at = until === null ? Number.NaN : Date.parse(until)
  const isAhead = at > Date.now()
  const [checks, setChecks] = useState(0)
  useEffect(() => {
    if (!isAhead) return
    // Each check that finds it still ahead (a timer let off early) waits again.
    const timer = setTimeout(() => setChecks(checks + 1), Math.min(at - Date.now(), LONGEST_WAIT))
    return () => clearTimeout(timer)
  }, [at, isAhead, checks])
  return isAhead
}
