// A day's different visitors of one menu as a HyperLogLog sketch (Flajolet, Fusy, Gandouet & Meunier, 2007,
// "HyperLogLog: the analysis of a near-optimal cardinality estimation algorithm", AofA 2007): 4,096 small
// numbers whatever the count, merged by taking the larger of each pair, so that adding a visitor costs no
// database row (decision 052). Pure: no I/O.

/** Bits of the hash that choose a register: 2^12 = 4,096 registers, a standard error of 1.04/√4096 ≈ 1.6 %. */
const INDEX_BITS = 12
export const SKETCH_REGISTERS = 1 << INDEX_BITS
/** The bits left after the index in the 64 the sketch reads: a rank is 1 to 53. */
const RANK_BITS = 64 - INDEX_BITS
const LOW_BITS_OF_HIGH_WORD = 32 - INDEX_BITS

/** A sketch with no visitor in it. */
export function newSketch(): Uint8Array {
  return new Uint8Array(SKETCH_REGISTERS)
}

/** Adds a visitor's hash (at least 8 bytes, uniformly random: SHA-256) to `registers`, in place. */
export function addToSketch(registers: Uint8Array, hash: Buffer): void {
  const high = hash.readUInt32BE(0)
  const low = hash.readUInt32BE(4)
  const index = high >>> LOW_BITS_OF_HIGH_WORD
  // The rank is where the first 1-bit of the remaining 52 bits sits, counting from 1; none at all is 53.
  const rest = high & ((1 << LOW_BITS_OF_HIGH_WORD) - 1)
  let rank: number
  if (rest !== 0) rank = Math.clz32(rest) - INDEX_BITS + 1
  else if (low !== 0) rank = LOW_BITS_OF_HIGH_WORD + Math.clz32(low) + 1
  else rank = RANK_BITS + 1
  if (rank > (registers[index] as number)) registers[index] = rank
}

/** Adds every visitor of `from` to `into`, in place: the larger of each pair of registers. */
export function mergeSketches(into: Uint8Array, from: Uint8Array): void {
  for (let i = 0; i < into.length; i++) {
    if ((from[i] as number) > (into[i] as number)) into[i] = from[i] as number
  }
}

/**
 * The registers a sketch has set, each packed as `register × 64 + rank` (a rank is at most 53): all the
 * database needs to merge it in place (migration 0017's merge_visitor_ranks), a few numbers for a quiet
 * menu's flush instead of 4,096.
 */
export function listSetRegisters(registers: Uint8Array): number[] {
  const packed: number[] = []
  for (let i = 0; i < registers.length; i++) {
    if (registers[i] !== 0) packed.push(i * 64 + (registers[i] as number))
  }
  return packed
}

/**
 * How many different visitors `registers` holds, rounded. Small counts (up to 2.5 × 4,096 with a register
 * still empty) use linear counting: within one of exact up to about a hundred, about 1 % off at 500 (a
 * restaurant's day); larger ones the raw estimate, ±1.6 %. Hashes of 64 bits need no correction for large
 * counts (the paper's is for 32-bit ones).
 */
export function estimateVisitors(registers: ArrayLike<number>): number {
  const m = registers.length
  let sum = 0
  let zeros = 0
  for (let i = 0; i < m; i++) {
    const rank = registers[i] as number
    sum += 2 ** -rank
    if (rank === 0) zeros += 1
  }
  const alpha = 0.7213 / (1 + 1.079 / m)
  const raw = (alpha * m * m) / sum
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros))
  return Math.round(raw)
}
