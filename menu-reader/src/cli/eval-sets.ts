// The three sets `menu:eval` reads when given no directory (decision 047): generator 1's own fixtures (what
// the rules were tuned on), generator 2's layout families (what they were not) and the real corpus, side by
// side, so that a change raising the first and lowering the others shows as the regression it is.
// The seam for `--leave-out FAMILY`: readSet takes the reader and the page filter, so a set can be read with
// a reader trained without a family and filtered to that family's pages.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type CorpusEntry, readCorpusIndex } from '../eval/corpus.ts'
import type { PageResult } from '../eval/summarise.ts'
import { evaluateCorpus } from './eval-corpus.ts'
import type { MenuReader } from './read-files.ts'

/** One set of pages with truth: where it lives and, for a generated set, how to write it when missing. */
export type EvalSet = {
  /** A short name for JSON reports: 'own', 'families', 'real'. */
  id: string
  title: string
  dir: string
  /** A Node script of the repository that writes the set into `dir` (its first argument), and its options. */
  make?: { script: string; args: readonly string[] }
}

const REPOSITORY = join(import.meta.dirname, '../../..')

/** The standard sets, under the repository `root`: own fixtures, left-out families, real corpus. */
export function listEvalSets(root = REPOSITORY): EvalSet[] {
  return [
    {
      id: 'own',
      title: 'own fixtures',
      dir: join(root, '.tmp/eval/own'),
      make: { script: 'menu-reader/src/synth/cli.ts', args: ['--count', '12', '--seed', '1'] },
    },
    {
      id: 'families',
      title: 'left-out families',
      dir: join(root, '.tmp/eval/families'),
      make: { script: 'menu-reader/src/synth2/cli.ts', args: ['--per-family', '2', '--seed', '101'] },
    },
    { id: 'real', title: 'real corpus', dir: join(root, '../shared/menu-corpus') },
  ]
}

/**
 * Whether the set is there to read, writing it first (its generator's progress on stderr) when it is missing
 * and can be made; false for a missing set that cannot (the real corpus). Throws when the generator fails.
 */
export function prepareSet(set: EvalSet, root = REPOSITORY): boolean {
  if (existsSync(join(set.dir, 'index.json'))) return true
  if (set.make === undefined) return false
  const command = [join(root, set.make.script), set.dir, ...set.make.args]
  // stdout to stderr as well: menu:eval's stdout carries only its tables.
  const result = spawnSync(process.execPath, command, { stdio: ['ignore', 2, 2] })
  if (result.status !== 0)
    throw new Error(`could not write ${set.title}: ${set.make.script} exited ${result.status}`)
  return true
}

/** Reads the pages of a set that `choose` keeps with `readMenu` and scores each (see evaluateCorpus). */
export async function readSet(
  set: EvalSet,
  readMenu: MenuReader,
  choose: (entries: readonly CorpusEntry[]) => CorpusEntry[],
  onPage: (result: PageResult, index: number, total: number) => void = () => {},
): Promise<{ entries: CorpusEntry[]; results: PageResult[] }> {
  const entries = choose(readCorpusIndex(set.dir))
  const results = await evaluateCorpus(set.dir, entries, readMenu, (result, index) =>
    onPage(result, index, entries.length),
  )
  return { entries, results }
}
