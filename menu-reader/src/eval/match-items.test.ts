import { describe, expect, it } from 'vitest'
import { matchItems } from './match-items.ts'

const names = (...list: string[]) => list.map((name) => ({ name }))

describe('matchItems', () => {
  it('pairs items whose names are equal after normalising', () => {
    expect(matchItems(names('Croquetas', 'Flan'), names('FLAN ', 'croquetas'))).toEqual([
      { truth: 0, predicted: 1, nameSimilarity: 1 },
      { truth: 1, predicted: 0, nameSimilarity: 1 },
    ])
  })

  it('pairs names at least 0.8 alike and leaves the rest unpaired', () => {
    // 'Entrecot' is 0.8 like 'Entrecotte'; 'Pan con tom' only 0.79 like 'Pan con tomate'.
    const pairs = matchItems(names('Entrecotte', 'Pan con tomate'), names('Entrecot', 'Pan con tom'))
    expect(pairs).toHaveLength(1)
    expect(pairs[0]).toMatchObject({ truth: 0, predicted: 0 })
    expect(pairs[0]!.nameSimilarity).toBeCloseTo(0.8, 10)
  })

  it('pairs the most similar names first, so a near miss does not take an exact match', () => {
    // Taking the first similar prediction in order would pair 'Tarta de queso' with 'Tarta de quesos' (0.93)
    // and the other way round, and neither pair would be exact.
    const pairs = matchItems(
      names('Tarta de queso', 'Tarta de quesos'),
      names('Tarta de quesos', 'Tarta de queso'),
    )
    expect(pairs.map(({ truth, predicted }) => [truth, predicted])).toEqual([
      [0, 1],
      [1, 0],
    ])
  })

  it('pairs each item at most once: a repeated prediction finds one true item', () => {
    const pairs = matchItems(names('Café'), names('Café', 'Café', 'Cafe'))
    expect(pairs).toEqual([{ truth: 0, predicted: 0, nameSimilarity: 1 }])
  })

  it('breaks ties by the earlier true item, then the earlier prediction', () => {
    const pairs = matchItems(names('Caña', 'Caña'), names('Caña', 'Caña'))
    expect(pairs.map(({ truth, predicted }) => [truth, predicted])).toEqual([
      [0, 0],
      [1, 1],
    ])
  })

  it('pairs nothing when either side is empty', () => {
    expect(matchItems([], names('Flan'))).toEqual([])
    expect(matchItems(names('Flan'), [])).toEqual([])
  })
})
