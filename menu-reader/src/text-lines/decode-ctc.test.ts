import { describe, expect, it } from 'vitest'
import { decodeCtc } from './decode-ctc.ts'

const ALPHABET = ['', 'a', 'b', ' ']

// One row of scores per time step, the named class at 0.9 and the others at 0.05.
function scores(steps: number[]): Float32Array {
  const values = new Float32Array(steps.length * ALPHABET.length).fill(0.05)
  steps.forEach((best, step) => {
    values[step * ALPHABET.length + best] = 0.9
  })
  return values
}

// Rows of scores given in full, one per time step.
const rows = (...values: number[][]) => new Float32Array(values.flat())

describe('decodeCtc', () => {
  it('merges repeats, drops blanks and keeps where each character was read', () => {
    const read = decodeCtc(scores([0, 1, 1, 0, 1, 2, 3, 2]), 0, 8, ALPHABET)
    expect(read.map((character) => character.text).join('')).toBe('aab b')
    expect(read.map((character) => character.step)).toEqual([1, 4, 5, 6, 7])
    expect(read[0]?.probability).toBeCloseTo(0.9)
  })

  it('reads one line of a batch from its offset', () => {
    const batch = new Float32Array([...scores([1, 1]), ...scores([2, 0])])
    expect(decodeCtc(batch, 2 * ALPHABET.length, 2, ALPHABET).map((character) => character.text)).toEqual([
      'b',
    ])
  })

  it('reads only the classes it is allowed: the likeliest allowed one stands in for another', () => {
    const alphabet = ['', 'C', 'E', '茸', 'n']
    // Step 1: 茸 first, n close behind; step 2: blank; step 3: C, then E close behind.
    const read = rows([0.1, 0, 0, 0.5, 0.3], [0.9, 0, 0, 0.05, 0.05], [0.05, 0.5, 0.4, 0, 0.05])
    expect(decodeCtc(read, 0, 3, alphabet).map((character) => character.text)).toEqual(['茸', 'C'])
    const allowed = decodeCtc(read, 0, 3, alphabet, Uint8Array.from([1, 1, 1, 0, 1]))
    expect(allowed.map((character) => character.text)).toEqual(['n', 'C'])
    expect(allowed[0]?.probability).toBeCloseTo(0.3)
  })

  it('keeps each character’s runner-up: the likeliest other non-blank class over its steps', () => {
    const alphabet = ['', 'C', 'E', 'u']
    const read = rows(
      [0.1, 0.6, 0.2, 0.1], // C, E second
      [0.05, 0.55, 0.35, 0.05], // C held, E closer
      [0.6, 0.1, 0.1, 0.2], // blank: not the C's
      [0.1, 0.06, 0.04, 0.8], // u, the blank second
    )
    const [c, u] = decodeCtc(read, 0, 4, alphabet)
    expect(c).toMatchObject({ text: 'C', runnerUp: 'E' })
    expect(c?.runnerUpProbability).toBeCloseTo(0.35)
    expect(u).toMatchObject({ text: 'u', runnerUp: 'C' })
    expect(u?.runnerUpProbability).toBeCloseTo(0.06)
  })

  it('gives no runner-up a class left out', () => {
    const alphabet = ['', 'C', 'E', '茸']
    const read = rows([0.1, 0.5, 0.1, 0.3])
    const [c] = decodeCtc(read, 0, 1, alphabet, Uint8Array.from([1, 1, 1, 0]))
    expect(c).toMatchObject({ text: 'C', runnerUp: 'E' })
  })

  it('reads a blank where a left-out class was far likelier than any allowed one (an ornament)', () => {
    const alphabet = ['', '1', '】', 'Q']
    // Q, then 】 far ahead of 1, then Q again.
    const read = rows([0.05, 0, 0, 0.9], [0.1, 0.15, 0.7, 0.05], [0.05, 0, 0, 0.9])
    const texts = decodeCtc(read, 0, 3, alphabet, Uint8Array.from([1, 1, 0, 1])).map((c) => c.text)
    expect(texts).toEqual(['Q', 'Q'])
  })
})
