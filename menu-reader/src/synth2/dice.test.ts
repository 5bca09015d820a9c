import { describe, expect, it } from 'vitest'
import { menuSeed, offshootSeed, rollDice } from './dice.ts'

describe('rollDice', () => {
  it('gives the same draws for the same seed and others for another', () => {
    const draws = (seed: number) => {
      const dice = rollDice(seed)
      return [dice.roll(), dice.whole(1, 6), dice.oneOf(['a', 'b', 'c']), dice.shuffled([1, 2, 3, 4])]
    }
    expect(draws(42)).toEqual(draws(42))
    expect(draws(42)).not.toEqual(draws(43))
  })

  it('keeps whole numbers and floats inside their bounds', () => {
    const dice = rollDice(7)
    for (let draw = 0; draw < 500; draw++) {
      const whole = dice.whole(3, 5)
      expect([3, 4, 5]).toContain(whole)
      const float = dice.float(-2, 2)
      expect(float).toBeGreaterThanOrEqual(-2)
      expect(float).toBeLessThan(2)
    }
  })

  it('picks `count` distinct elements in the list order', () => {
    const dice = rollDice(11)
    for (let draw = 0; draw < 50; draw++) {
      const picked = dice.some([1, 2, 3, 4, 5, 6, 7], 4)
      expect(picked).toHaveLength(4)
      expect([...picked].sort((a, b) => a - b)).toEqual(picked)
    }
  })

  it('never draws a key of weight 0', () => {
    const dice = rollDice(3)
    for (let draw = 0; draw < 200; draw++) expect(dice.weighted({ never: 0, always: 1 })).toBe('always')
  })

  it('shuffles into a permutation of the list', () => {
    expect(rollDice(5).shuffled(['a', 'b', 'c', 'd']).sort()).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('menuSeed', () => {
  it('gives a distinct seed to every run, family and number', () => {
    const seeds = new Set<number>()
    for (const run of [1, 2, 101]) {
      for (let family = 0; family < 12; family++) {
        for (let number = 0; number < 10; number++) seeds.add(menuSeed(run, family, number))
      }
    }
    expect(seeds.size).toBe(3 * 12 * 10)
    expect(offshootSeed(9, 1)).not.toBe(offshootSeed(9, 2))
  })
})
