// npm run menu:eval-real -- [DIR] [--folds N] [--cached-only]: the real corpus's pages (DIR, default
// .tmp/real-corpus, as menu:real-corpus builds them) read by line labellers that never saw their source.
// The sources are dealt into N folds (default 5, source-folds.ts); for each fold a labeller is trained on the
// generated menus and the other folds' real pages (menu:train-labeller --real DIR --without-sources …) and
// reads that fold's pages. Beside it, for before and after: the same pages read by a labeller trained on
// generated menus only. Page words come from the cache (page-cache.ts): the pictures are read once.
// Needs Debian's python3-sklearn, as menu:train-labeller does.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { parseCommandLine, parsePositiveInteger, resolveArgPath, UsageError } from '../cli/args.ts'
import { evaluateCorpus, formatScoreTable } from '../cli/eval-corpus.ts'
import { formatTable } from '../cli/format-table.ts'
import { type CorpusEntry, readCorpusIndex } from '../eval/corpus.ts'
import { foldSources } from '../eval/source-folds.ts'
import { type PageResult, summarise } from '../eval/summarise.ts'
import { mean } from '../numbers/mean.ts'
import { closeMenuReader } from '../read-menu.ts'
import { readMenuFromCache } from './menu-from-pages.ts'

const USAGE = 'usage: npm run menu:eval-real -- [DIR] [--folds N] [--cached-only]'
const ROOT = join(import.meta.dirname, '../../..')
const TRAIN = join(ROOT, 'menu-reader/src/training/train-labeller.ts')

/** Trains a labeller into `out` (progress to stderr), with menu:train-labeller's `extra` arguments. */
function trainLabeller(out: string, extra: string[]) {
  const result = spawnSync(process.execPath, [TRAIN, '--out', out, ...extra], { stdio: ['ignore', 2, 2] })
  if (result.status !== 0) throw new Error(`training ${out} failed (exit ${result.status})`)
}

async function readWith(model: string, dir: string, entries: CorpusEntry[]): Promise<PageResult[]> {
  process.env.MENU_READER_LABELLER = model
  return evaluateCorpus(dir, entries, readMenuFromCache)
}

/** Each source's mean exact-item F1, then their mean: a source with many pages counts as one. */
function sourcesMean(results: PageResult[], sourceOf: Map<string, string>): number {
  const bySource = new Map<string, number[]>()
  for (const result of results) {
    const source = sourceOf.get(result.file) ?? result.file
    bySource.set(source, [...(bySource.get(source) ?? []), result.score.exactF1])
  }
  return mean([...bySource.values()].map(mean))
}

try {
  const { values, positionals } = parseCommandLine(process.argv.slice(2), {
    folds: { type: 'string' },
    'cached-only': { type: 'boolean' },
  })
  const dir = resolveArgPath(positionals[0] ?? '.tmp/real-corpus')
  const folds = values.folds === undefined ? 5 : parsePositiveInteger(values.folds, '--folds')
  const cachedOnly = values['cached-only'] ? ['--cached-only'] : []
  const entries = readCorpusIndex(dir)
  const sourceOf = new Map(entries.map((entry) => [entry.file, entry.source ?? '']))
  if (entries.some((entry) => entry.source === undefined))
    throw new UsageError(`${dir}/index.json names no source for some pages: build it with menu:real-corpus`)

  const work = join(ROOT, '.tmp/labeller')
  const generatedOnly = join(work, 'generated-only.json')
  trainLabeller(generatedOnly, cachedOnly)
  const before = await readWith(generatedOnly, dir, entries)

  const after: PageResult[] = []
  const sourceFolds = foldSources(
    entries.map((entry) => entry.source!),
    folds,
  )
  for (const [index, sources] of sourceFolds.entries()) {
    const model = join(work, `real-fold-${index + 1}-of-${sourceFolds.length}.json`)
    trainLabeller(model, ['--real', dir, '--without-sources', sources.join(','), ...cachedOnly])
    const held = entries.filter((entry) => sources.includes(entry.source!))
    after.push(...(await readWith(model, dir, held)))
    process.stderr.write(`fold ${index + 1}: ${held.length} pages of ${sources.length} sources read\n`)
  }

  const order = new Map(entries.map((entry, index) => [entry.file, index]))
  after.sort((a, b) => order.get(a.file)! - order.get(b.file)!)
  process.stdout.write(
    `Labeller trained on generated menus only (before):\n${formatScoreTable(summarise(before))}\n`,
  )
  process.stdout.write(
    `Labeller trained on generated menus and the real pages of other sources (${sourceFolds.length} folds by source):\n${formatScoreTable(summarise(after))}\n`,
  )
  process.stdout.write(
    `${formatTable(
      ['labeller', 'sources', "sources' mean exact F1"],
      [
        ['generated only', String(new Set(sourceOf.values()).size), sourcesMean(before, sourceOf).toFixed(3)],
        [
          'with other sources',
          String(new Set(sourceOf.values()).size),
          sourcesMean(after, sourceOf).toFixed(3),
        ],
      ],
    )}\n`,
  )
} catch (error) {
  process.stderr.write(`${error instanceof UsageError ? `${error.message}\n${USAGE}` : String(error)}\n`)
  process.exitCode = 2
} finally {
  await closeMenuReader()
}
