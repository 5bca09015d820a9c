// npm run menu:text-recall -- DIR [--kind K]: how much of what the pictures of a corpus print their words hold
// (text-recall.ts), per kind: the share of the truth's item names found in the words, read roughly, and
// of its prices. Only files read by OCR count (pictures, and PDF pages without a usable text layer). Words come
// from the page cache (page-cache.ts), so a second run after a change to the layout reads nothing again.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCommandLine, resolveArgPath } from '../cli/args.ts'
import { formatNumber, formatTable } from '../cli/format-table.ts'
import { readCorpusIndex, readTruth } from '../eval/corpus.ts'
import { closeMenuReader } from '../read-menu.ts'
import { readCachedPages } from './page-cache.ts'
import { measureTextRecall, noTextRecall, type TextRecall } from './text-recall.ts'

const { values, positionals } = parseCommandLine(process.argv.slice(2), { kind: { type: 'string' } })
const dir = resolveArgPath(positionals[0] ?? '.')
const totals = new Map<string, TextRecall & { pages: number }>()
try {
  for (const entry of readCorpusIndex(dir)) {
    if (values.kind !== undefined && entry.kind !== values.kind) continue
    const pages = await readCachedPages(new Uint8Array(readFileSync(join(dir, entry.file))))
    const read = pages.filter((page) => page.source === 'ocr')
    if (read.length === 0) continue
    const recall = measureTextRecall(readTruth(dir, entry), read)
    for (const kind of [entry.kind, 'overall']) {
      const total = totals.get(kind) ?? { pages: 0, ...noTextRecall() }
      total.pages++
      total.names += recall.names
      total.namesFound += recall.namesFound
      total.prices += recall.prices
      total.pricesFound += recall.pricesFound
      totals.set(kind, total)
    }
  }
} finally {
  await closeMenuReader()
}
const share = (part: number, whole: number) => (whole === 0 ? '—' : formatNumber(part / whole, 3))
const kinds = [...totals.keys()].filter((kind) => kind !== 'overall').sort()
const rows = [...kinds, 'overall'].flatMap((kind) => {
  const total = totals.get(kind)
  if (!total) return []
  return [
    [
      kind,
      String(total.pages),
      `${total.namesFound} / ${total.names}`,
      share(total.namesFound, total.names),
      `${total.pricesFound} / ${total.prices}`,
      share(total.pricesFound, total.prices),
    ],
  ]
})
process.stdout.write(
  `${formatTable(['kind', 'pages read by OCR', 'names found', 'share', 'prices found', 'share'], rows)}\n`,
)
