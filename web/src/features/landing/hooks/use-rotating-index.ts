import { useEffect, useState } from 'react'

/**
 * Cycles 0, 1, … count-1 every `intervalMs`; the hero's word alternates this way (docs/product-spec.md §2,
 * every 5 s).
 */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [count, intervalMs])
  return index
}
