// The seeded chance of generator 2: every choice a menu makes comes from one mulberry32 stream, so the same
// seed writes the same files on any machine. Written apart from generator 1's random.ts on purpose.
import { mulberry32 } from '../numbers/mulberry32.ts'

/** Seeded draws: a float, a whole number, a choice, a weighted choice, a coin. */
export type Dice = {
  /** A float in [0, 1). */
  roll: () => number
  /** A whole number from `low` to `high`, both included. */
  whole: (low: number, high: number) => number
  /** A float in [low, high). */
  float: (low: number, high: number) => number
  /** One element of a non-empty list. */
  oneOf: <T>(list: readonly T[]) => T
  /** One key, each as likely as its weight (weights ≥ 0, at least one > 0). */
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K
  /** true with probability `p` (0–1). */
  coin: (p: number) => boolean
  /** `count` distinct elements of the list, in the list's order. */
  some: <T>(list: readonly T[], count: number) => T[]
  /** A copy of the list in a random order. */
  shuffled: <T>(list: readonly T[]) => T[]
  /** Plus or minus, evenly. */
  sign: () => 1 | -1
}

/** A Dice on a seed (any 32-bit whole number). */
export function rollDice(seed: number): Dice {
  const roll = mulberry32(seed)
  const whole = (low: number, high: number) => low + Math.floor(roll() * (high - low + 1))
  const oneOf = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('nothing to choose from')
    return list[whole(0, list.length - 1)]!
  }
  const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][]
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let left = roll() * total
    for (const [key, weight] of entries) {
      left -= weight
      if (left < 0) return key
    }
    return entries.findLast(([, weight]) => weight > 0)![0]
  }
  const some = <T>(list: readonly T[], count: number): T[] => {
    // Selection sampling (Knuth's algorithm S): keeps the list's order without a shuffle.
    const chosen: T[] = []
    for (let index = 0; index < list.length && chosen.length < count; index++) {
      const needed = count - chosen.length
      if (roll() * (list.length - index) < needed) chosen.push(list[index]!)
    }
    return chosen
  }
  const shuffled = <T>(list: readonly T[]): T[] => {
    const copy = [...list]
    for (let index = copy.length - 1; index > 0; index--) {
      const other = whole(0, index)
      ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
    }
    return copy
  }
  return {
    roll,
    whole,
    float: (low, high) => low + roll() * (high - low),
    oneOf,
    weighted,
    coin: (p) => roll() < p,
    some,
    shuffled,
    sign: () => (roll() < 0.5 ? -1 : 1),
  }
}

/** The seed of one menu: menu `number` of family `familyIndex` is the same whatever else a run makes. */
export function menuSeed(runSeed: number, familyIndex: number, number: number): number {
  // FNV-1a over the three numbers' bytes: cheap, and no two small triples collide.
  let hash = 0x811c9dc5
  for (const value of [runSeed, familyIndex, number]) {
    for (let shift = 0; shift < 32; shift += 8) {
      hash ^= (value >>> shift) & 0xff
      hash = Math.imul(hash, 0x01000193)
    }
  }
  return hash >>> 0
}

/** A second, independent seed from a seed (for the photo and the scan of a menu). */
export function offshootSeed(seed: number, salt: number): number {
  return menuSeed(seed, 0x5eed, salt)
}
