import { describe, expect, it } from 'vitest'
import { UsageError } from '../cli/args.ts'
import { parseFixtureArgs } from './fixture-args.ts'

describe('parseFixtureArgs', () => {
  it('writes 12 menus of seed 1 into the default directory when given nothing', () => {
    expect(parseFixtureArgs([], '/default')).toEqual({
      outDir: '/default',
      count: 12,
      seed: 1,
      isCompact: false,
      shouldWriteHtml: false,
    })
  })

  it('reads a directory, --count, --seed, --compact and --html', () => {
    expect(parseFixtureArgs(['/out', '--count', '4', '--seed', '9', '--compact', '--html'], '/d')).toEqual({
      outDir: '/out',
      count: 4,
      seed: 9,
      isCompact: true,
      shouldWriteHtml: true,
    })
  })

  it.each([[['--count', '0']], [['--seed', 'x']], [['/a', '/b']], [['--fast']]])('refuses %j', (args) => {
    expect(() => parseFixtureArgs(args, '/d')).toThrow(UsageError)
  })
})
