import { useEffect, useState } from 'react'
import { countUpValue } from '../content/count-up-value.ts'

/**
 * Counts from 0 to `target` over 1.5 s once `shouldStart` is true, easing out. Under reduced motion it
 * returns the target at once (docs/product-spec.md §2 counters). The first render is the target itself, as
 * the landing rendered at build time shows it to a reader without JavaScript; the count then waits at 0 until
 * it starts.
 */
export function useCountUp(target: number, shouldStart: boolean, isReducedMotion: boolean): number {
  const [value, setValue] = useState(target)

  useEffect(() => {
    if (isReducedMotion) return
    if (!shouldStart) {
      setValue(0)
      return
    }
    let start: number | undefined
    let frame = requestAnimationFrame(function step(now) {
      start ??= now
      const value = countUpValue(target, now - start)
      setValue(value)
      if (value < target) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [target, shouldStart, isReducedMotion])

  return isReducedMotion ? target : value
}
