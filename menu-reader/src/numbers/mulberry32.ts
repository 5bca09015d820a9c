/**
 * mulberry32: a tiny seeded generator of floats in [0, 1) with 32 bits of state; the same seed gives the same
 * sequence on every machine and Node version (Math.random cannot be seeded). Enough for test data and
 * fuzzing, not for secrets.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
