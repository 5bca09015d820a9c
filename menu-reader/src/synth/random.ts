// A small seeded random source: the same seed gives the same menus on every machine and Node version
// (Math.random cannot be seeded).
import { mulberry32 } from '../numbers/mulberry32.ts'

/** Draws numbers, choices and coin flips from one seeded sequence. */
export type Random = {
  /** A number in [0, 1). */
  next: () => number
  /** A whole number in [min, max], both included. */
  int: (min: number, max: number) => number
  /** A number in [min, max). */
  between: (min: number, max: number) => number
  pick: <T>(list: readonly T[]) => T
  /** true with probability p (0–1). */
  chance: (p: number) => boolean
  /** A new array with the same elements in a random order. */
  shuffle: <T>(list: readonly T[]) => T[]
}

/** A seeded random source (mulberry32: 32 bits of state, fast, good enough for test data). */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('cannot pick from an empty list')
    return list[int(0, list.length - 1)]!
  }
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    pick,
    chance: (p) => next() < p,
    shuffle,
  }
}

/**
 * The seed of the index-th menu of a run: menu i is the same whatever the count, so `--count 12` starts
 * with the 4 menus of `--count 4`.
 */
export function deriveSeed(seed: number, index: number): number {
  // murmur3's finaliser on the seed, then on the mix with the index: no two (seed, index) pairs collide
  // the way seed ^ index would (1 ^ 1 = 2 ^ 2).
  const mix = (value: number) => {
    let x = value >>> 0
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b)
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
    return (x ^ (x >>> 16)) >>> 0
  }
  return mix(mix(seed) + Math.imul(index + 1, 0x9e3779b9))
}
