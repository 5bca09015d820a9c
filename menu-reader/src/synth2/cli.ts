// npm run menu:fixtures2 -- [OUT_DIR] [--per-family N] [--seed S] [--family F[,F…]] [--allergens] [--bilingual]
// [--html]: writes generator 2's menus, N per layout family, each as a digital image, a text PDF, a phone photo
// and a scanned PDF, with truth files and an index.json (../shared/menu-corpus/README.md format, plus family
// and generator) into OUT_DIR (default .tmp/synth2); --allergens and --bilingual add allergens and bilingual
// layouts (decision 054). Day menus are the family `day-menu`, drawn only when named (`--family day-menu`,
// decision 071). Exit code 2 on bad arguments.
import { join } from 'node:path'
import { parseSetArgs, SET_USAGE } from './set-args.ts'
import { type SetOptions, writeFamilySet } from './write-set.ts'

const DEFAULT_DIR = join(import.meta.dirname, '../../..', '.tmp/synth2')

let options: SetOptions
try {
  options = parseSetArgs(process.argv.slice(2), DEFAULT_DIR)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${SET_USAGE}\n`)
  process.exit(2)
}
const started = performance.now()
process.stdout.write(
  `Writing ${options.perFamily} menus × ${options.families.length} families × 4 kinds (seed ${options.seed}) into ${options.outDir}\n`,
)
const entries = await writeFamilySet(options, (card, index, total) => {
  process.stdout.write(`[${index + 1}/${total}] ${card.id}  type ${card.unit.toFixed(1)} px\n`)
})
const seconds = ((performance.now() - started) / 1000).toFixed(1)
process.stdout.write(`Wrote ${entries.length} files and index.json in ${seconds} s\n`)
