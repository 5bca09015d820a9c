import { describe, expect, it } from 'vitest'
import { measureAlphabetGap } from './alphabet-gap.ts'

const alphabet = new Set([...'abcdefghijklmnopqrstuvwxyzACDPT0123456789,.$'])

describe('measureAlphabetGap', () => {
  it('counts the texts holding a character the alphabet lacks, and the characters most often first', () => {
    expect(measureAlphabetGap(['Caña', 'Pan', 'Té 2,50 €', 'Piña colada'], alphabet)).toEqual({
      texts: 4,
      textsWithGap: 3,
      missing: [
        ['ñ', 2],
        ['é', 1],
        ['€', 1],
      ],
    })
  })

  it('takes a character written as a letter and a combining mark as the one character it is', () => {
    expect(measureAlphabetGap(['Can\u0303a'], new Set([...'Cañ', 'a'])).textsWithGap).toBe(0)
  })

  it('never counts white space as a gap', () => {
    expect(measureAlphabetGap(['Pan  con\ttomate'], alphabet).textsWithGap).toBe(0)
  })
})
