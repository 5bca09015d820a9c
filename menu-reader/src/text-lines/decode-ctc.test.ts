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
})
