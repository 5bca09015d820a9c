import { describe, expect, it } from 'vitest'
import { UsageError } from '../cli/args.ts'
import { parseFixtureArgs } from './fixture-args.ts'

describe('parseFixtureArgs', () => {
  it('writes 12 menus of seed 1 into the default directory when given nothing', () => {
    expect(parseFixtureArgs([], '/default')).toEqual({
      outDir: '/default',
      count: 12,
      sizedCount: 0,
      seed: 1,
      isCompact: false,
      shouldWriteHtml: false,
    })
  })

  it('reads a directory, --count, --sized, --seed, --compact and --html', () => {
    const args = ['/out', '--count', '4', '--sized', '2', '--seed', '9', '--compact', '--html']
    expect(parseFixtureArgs(args, '/d')).toEqual({
      outDir: '/out',
      count: 4,
      sizedCount: 2,
      seed: 9,
      isCompact: true,
      shouldWriteHtml: true,
    })
  })

  it.each([
    [['--count', '0']],
    [['--sized', '-1']],
    [['--sized', 'two']],
    [['--seed', 'x']],
    [['/a', '/b']],
    [['--fast']],
  ])('refuses %j', (args) => {
    expect(() => parseFixtureArgs(args, '/d')).toThrow(UsageError)
  })
})
