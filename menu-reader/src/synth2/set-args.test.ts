import { describe, expect, it } from 'vitest'
import { UsageError } from '../cli/args.ts'
import { FAMILIES } from './families.ts'
import { parseSetArgs } from './set-args.ts'

describe('parseSetArgs', () => {
  it('defaults to two menus of every family, seed 1, into the default folder', () => {
    expect(parseSetArgs([], '/tmp/default')).toEqual({
      outDir: '/tmp/default',
      perFamily: 2,
      seed: 1,
      families: FAMILIES,
      shouldWriteHtml: false,
      extras: { hasAllergens: false, isBilingual: false },
    })
  })

  it('reads the extras: allergens and bilingual cards', () => {
    expect(parseSetArgs(['--allergens', '--bilingual'], '/d').extras).toEqual({
      hasAllergens: true,
      isBilingual: true,
    })
  })

  it('reads the folder, the count, the seed and a list of families, kept in the families’ order', () => {
    expect(
      parseSetArgs(
        ['/out', '--per-family', '3', '--seed', '101', '--family', 'board,price-first', '--html'],
        '/d',
      ),
    ).toEqual({
      outDir: '/out',
      perFamily: 3,
      seed: 101,
      families: ['price-first', 'board'],
      shouldWriteHtml: true,
      extras: { hasAllergens: false, isBilingual: false },
    })
  })

  it.each([
    [['--family', 'chalkboard']],
    [['--per-family', '0']],
    [['--seed', '-1']],
    [['/a', '/b']],
    [['--count', '3']],
  ])('refuses %j', (args) => {
    expect(() => parseSetArgs(args, '/d')).toThrow(UsageError)
  })

  it('names the families when one is unknown', () => {
    expect(() => parseSetArgs(['--family', 'chalkboard'], '/d')).toThrow(
      /the families are price-first, inline-dash/,
    )
  })
})
