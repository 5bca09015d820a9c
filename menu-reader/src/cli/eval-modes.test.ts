// The standard-sets mode with a fake reader: sets read in order, a missing set that cannot be made skipped,
// --family applied only to the sets whose pages name families.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { EvalOptions } from './eval-corpus.ts'
import { runOneCorpus, runStandardSets } from './eval-modes.ts'
import type { MenuReader } from './read-files.ts'
import { menuOf } from './test-menus.ts'

const root = mkdtempSync(join(tmpdir(), 'menu-eval-sets-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// A set of two pages, each printing one dish; pages of `families` name them.
function writeSet(name: string, families?: [string, string]): string {
  const dir = join(root, name)
  mkdirSync(dir)
  const truth = {
    restaurantName: '',
    lang: 'es',
    currency: 'EUR',
    sections: [{ name: '', items: [{ name: 'Flan de huevo', price: '5' }] }],
  }
  writeFileSync(join(dir, 't.truth.json'), JSON.stringify(truth))
  const entries = ['a.png', 'b.pdf'].map((file, index) => {
    writeFileSync(join(dir, file), 'bytes')
    const kind = index === 0 ? 'digital-image' : 'pdf-text'
    return { file, truth: 't.truth.json', kind, lang: 'es', ...(families ? { family: families[index] } : {}) }
  })
  writeFileSync(join(dir, 'index.json'), JSON.stringify(entries))
  return dir
}

const reader: MenuReader = async (_bytes, options) =>
  menuOf([{ name: options?.fileName === 'a.png' ? 'Flan de huevo' : 'Tarta', price: '5' }])

const options = (overrides: Partial<EvalOptions> = {}): EvalOptions => ({
  dir: undefined,
  kind: undefined,
  family: undefined,
  limit: undefined,
  jsonPath: undefined,
  isVerbose: false,
  ...overrides,
})

function capture() {
  const lines: string[] = []
  return { lines, print: { out: (text: string) => lines.push(text), progress: () => {} } }
}

describe('runStandardSets', () => {
  const own = { id: 'own', title: 'own fixtures', dir: writeSet('own') }
  const families = {
    id: 'families',
    title: 'left-out families',
    dir: writeSet('families', ['board', 'centred']),
  }
  const real = { id: 'real', title: 'real corpus', dir: join(root, 'no-corpus') }

  it('reads every set there is, skips the one missing, and prints them side by side', async () => {
    const { lines, print } = capture()
    await runStandardSets([own, families, real], options(), reader, print)
    const text = lines.join('\n')
    expect(text).toContain(`real corpus: skipped, nothing at ${real.dir}`)
    expect(text).toMatch(/Exact-item F1 per layout family and kind:\nfamily/)
    expect(text).toMatch(/^board\s+1\s+1\.000\s+—\s+1\.000$/m)
    expect(text).toMatch(/^digital-image\s+1\.000 \/ 1\.000 \/ 1\.000\s+1\.000 \/ 1\.000 \/ 1\.000\s+—$/m)
    expect(text).toMatch(/^overall\s+0\.500 \/ 0\.500 \/ 1\.000\s+0\.500 \/ 0\.500 \/ 1\.000\s+—$/m)
  })

  it('narrows only the sets whose pages name families to --family', async () => {
    const { lines, print } = capture()
    await runStandardSets([own, families], options({ family: 'centred' }), reader, print)
    const text = lines.join('\n')
    expect(text).toContain(`own fixtures: 2 pages of ${own.dir}`)
    expect(text).toContain(`left-out families: 1 pages of ${families.dir}`)
  })
})

describe('runOneCorpus', () => {
  it('prints the family table for a corpus whose pages name families, and refuses a missing corpus', async () => {
    const { lines, print } = capture()
    const dir = writeSet('one', ['board', 'board'])
    await runOneCorpus({ ...options(), dir }, reader, print)
    expect(lines.join('\n')).toMatch(/^board\s+2\s+1\.000\s+0\.000\s+0\.500$/m)
    await expect(runOneCorpus({ ...options(), dir: join(root, 'none') }, reader, print)).rejects.toThrow(
      'no corpus at',
    )
  })
})
