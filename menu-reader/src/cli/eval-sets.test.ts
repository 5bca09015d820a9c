import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listEvalSets, prepareSet } from './eval-sets.ts'

const root = mkdtempSync(join(tmpdir(), 'eval-sets-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// A stand-in generator: writes an empty index.json into its first argument and records its other arguments.
writeFileSync(
  join(root, 'make.mjs'),
  "import { mkdirSync, writeFileSync } from 'node:fs'\n" +
    'const [dir, ...rest] = process.argv.slice(2)\nmkdirSync(dir, { recursive: true })\n' +
    "writeFileSync(dir + '/index.json', '[]')\nwriteFileSync(dir + '/args.json', JSON.stringify(rest))\n",
)

describe('listEvalSets', () => {
  it('lists own fixtures, left-out families and the real corpus, the two generated ones with their commands', () => {
    const sets = listEvalSets('/repo')
    expect(sets.map((set) => [set.id, set.dir])).toEqual([
      ['own', '/repo/.tmp/eval/own'],
      ['families', '/repo/.tmp/eval/families'],
      ['real', '/shared/menu-corpus'],
    ])
    expect(sets[0]!.make).toEqual({
      script: 'menu-reader/src/synth/cli.ts',
      args: ['--count', '12', '--seed', '1'],
    })
    expect(sets[1]!.make).toEqual({
      script: 'menu-reader/src/synth2/cli.ts',
      args: ['--per-family', '2', '--seed', '101'],
    })
    expect(sets[2]!.make).toBeUndefined()
  })
})

describe('prepareSet', () => {
  it('writes a missing set with its command, the set’s folder first', () => {
    const dir = join(root, 'made')
    expect(
      prepareSet({ id: 'x', title: 'x', dir, make: { script: 'make.mjs', args: ['--seed', '7'] } }, root),
    ).toBe(true)
    expect(JSON.parse(readFileSync(join(dir, 'args.json'), 'utf8'))).toEqual(['--seed', '7'])
  })

  it('leaves a set that is there alone, and says false for a missing one it cannot make', () => {
    const dir = join(root, 'there')
    mkdirSync(dir)
    writeFileSync(join(dir, 'index.json'), '[]')
    expect(prepareSet({ id: 'y', title: 'y', dir, make: { script: 'no-such.mjs', args: [] } }, root)).toBe(
      true,
    )
    expect(prepareSet({ id: 'z', title: 'z', dir: join(root, 'none') }, root)).toBe(false)
  })

  it('throws when the generator fails', () => {
    writeFileSync(join(root, 'fail.mjs'), 'process.exit(3)\n')
    const set = { id: 'w', title: 'broken set', dir: join(root, 'w'), make: { script: 'fail.mjs', args: [] } }
    expect(() => prepareSet(set, root)).toThrow('could not write broken set')
  })
})
