import { describe, expect, it } from 'vitest'
import { foldSources } from './source-folds.ts'

const sources = Array.from({ length: 12 }, (_, index) => `owner${index}/carta`)

describe('foldSources', () => {
  it('puts each source in exactly one fold, the folds as even as can be', () => {
    const folds = foldSources([...sources, ...sources], 5)
    expect(folds).toHaveLength(5)
    expect(folds.flat().sort()).toEqual([...sources].sort())
    expect(folds.map((fold) => fold.length).sort()).toEqual([2, 2, 2, 3, 3])
  })

  it('keeps a source in its fold whatever order the sources come in', () => {
    expect(foldSources([...sources].reverse(), 4)).toEqual(foldSources(sources, 4))
  })

  it('makes no empty fold when there are fewer sources than folds', () => {
    expect(foldSources(['a/b', 'c/d'], 5)).toHaveLength(2)
  })

  it('refuses a fold count that is not a whole number of one or more', () => {
    expect(() => foldSources(sources, 0)).toThrow(RangeError)
    expect(() => foldSources(sources, 2.5)).toThrow(RangeError)
  })
})
