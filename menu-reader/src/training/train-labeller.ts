// npm run menu:train-labeller -- [--real DIR [--without-sources A,B]] [--leave-out FAMILY] [--out MODEL.json]
// [--seed N]: trains the line
// labeller from scratch, reproducibly. It renders the training menus into .tmp/labeller (generator 1 with
// seeds 11 and 12; generator 2 with seed 7 where the repository has it: never the evaluation's seeds 1, 3
// and 101, never the real corpus) and composes 200 pages of words more (composed-menus.ts); reads them up
// to the layout's lines (page words cached, page-cache.ts), labels each line from the truth files, and fits
// the trees with Debian's scikit-learn (`apt-get install -y python3-sklearn`; PYTHON=path picks the
// interpreter, /usr/bin/python3 by default). --leave-out FAMILY drops that layout family's pages and
// writes .tmp/labeller/line-labeller-without-FAMILY.json unless --out says where. --real DIR adds the real
// corpus's pages (as `menu:real-corpus` builds them: their index names each page's source repository);
// --without-sources leaves those sources' pages out, for measuring them with a labeller that never saw them.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import { labellerWithoutPath } from '../cli/leave-out.ts'
import { DEFAULT_MODEL_PATH } from '../layout/line-labels/label-lines.ts'
import { FEATURE_NAMES } from '../layout/line-labels/line-features.ts'
import { closeMenuReader } from '../read-menu.ts'
import { collectComposedLines, collectLines } from './collect-lines.ts'

const ROOT = join(import.meta.dirname, '../../..')
const WORK = join(ROOT, '.tmp/labeller')

/** The training menu sets: the npm script that renders each and its arguments (seeds apart from evaluation's). */
const TRAINING_SETS = [
  { dir: 'gen1-s11', script: 'menu:fixtures', args: ['--count', '24', '--seed', '11'] },
  { dir: 'gen1-sized12', script: 'menu:fixtures', args: ['--count', '1', '--sized', '12', '--seed', '12'] },
  { dir: 'gen2-s7', script: 'menu:fixtures2', args: ['--per-family', '3', '--seed', '7'] },
]

// Composed menus (composed-menus.ts) added to the rendered ones: the layouts the earlier rules were written for.
const COMPOSED_MENUS = 200

function run(command: string, args: string[]) {
  // One thread: scikit-learn's OpenMP threads only fight each other on a busy machine.
  const env = { ...process.env, OMP_NUM_THREADS: '1' }
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

// The sets this checkout can render (generator 2 may not be there), rendered once into .tmp/labeller.
function renderSets(): string[] {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >
  const dirs: string[] = []
  for (const set of TRAINING_SETS.filter((candidate) => scripts[candidate.script] !== undefined)) {
    const dir = join(WORK, set.dir)
    if (!existsSync(join(dir, 'index.json'))) run('npm', ['run', set.script, '--', dir, ...set.args])
    dirs.push(dir)
  }
  return dirs
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'leave-out': { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string' },
    real: { type: 'string' },
    'without-sources': { type: 'string' },
    // While tuning: only the pages read before, not the pictures still to read.
    'cached-only': { type: 'boolean' },
    // Print each family's line accuracy with a model trained without it, and write no model.
    'cross-validate': { type: 'boolean' },
  },
})
const leaveOut = values['leave-out']
const out = values.out ?? (leaveOut ? labellerWithoutPath(leaveOut, ROOT) : DEFAULT_MODEL_PATH)
try {
  mkdirSync(WORK, { recursive: true })
  const rows: string[] = []
  for (const dir of renderSets()) {
    const onPage = (count: number) => process.stdout.write(`\r${basename(dir)}: ${count} pages`)
    await collectLines(dir, (row) => rows.push(row), onPage, values['cached-only'])
    process.stdout.write('\n')
  }
  if (values.real) {
    const withoutSources = new Set(values['without-sources']?.split(',').filter(Boolean))
    const onPage = (count: number) => process.stdout.write(`\rreal corpus: ${count} pages`)
    await collectLines(values.real, (row) => rows.push(row), onPage, values['cached-only'], withoutSources)
    process.stdout.write('\n')
  }
  collectComposedLines(COMPOSED_MENUS, (row) => rows.push(row))
  // A file of its own for each model written, so that several trainings can run side by side.
  const linesPath = join(WORK, `lines-${basename(out, '.json')}.jsonl`)
  writeFileSync(linesPath, `${rows.join('\n')}\n`)
  writeFileSync(join(WORK, 'features.json'), JSON.stringify(FEATURE_NAMES))
  const python = process.env.PYTHON ?? '/usr/bin/python3'
  run(python, [
    join(import.meta.dirname, 'train-labeller.py'),
    linesPath,
    out,
    '--features',
    join(WORK, 'features.json'),
    ...(leaveOut ? ['--leave-out', leaveOut] : []),
    ...(values.seed ? ['--seed', values.seed] : []),
    ...(values['cross-validate'] ? ['--cross-validate'] : []),
  ])
} finally {
  await closeMenuReader()
}
