// What menu:eval does with its options: read one corpus (DIR given), or the three standard sets side by side
// (no DIR). Both print to stdout, progress to stderr; the reader is an argument so tests can fake it.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readCorpusIndex } from '../eval/corpus.ts'
import { type PageResult, summarise } from '../eval/summarise.ts'
import { summariseFamilies } from '../eval/summarise-families.ts'
import { type EvalOptions, formatPageTable, formatScoreTable, selectEntries } from './eval-corpus.ts'
import { type EvalSet, prepareSet, readSet } from './eval-sets.ts'
import { formatFamilyTable, formatSetMenuTable, formatSetsTable, type SetColumn } from './eval-tables.ts'
import { formatNumber } from './format-table.ts'
import type { MenuReader } from './read-files.ts'

const SCORING_NOTE =
  'Scores are per-page means (../shared/menu-corpus/README.md, "How it is scored"); price and section\n' +
  'accuracy are over found pairs, leaving out pages where nothing was found. Variants (label and price\n' +
  'both right) are counted over the found items of all the kind’s pages together; multi F1 only over items\n' +
  'whose truth prints two prices or more. Allergen F1 counts (item, allergen, contained or trace) over the\n' +
  'found items of the pages whose truth records allergens; transl acc / P the English names, descriptions\n' +
  'and headings read right of the true ones / of those read (a one-language page has none: English read there\n' +
  'lowers P). Set menus (decision 071): on pages whose truth records them, menus paired by title or price,\n' +
  'courses by name, dishes by name over the whole menu, prices by value, pooled into the set-menu F1; a set\n' +
  'menu’s dishes also count as unpriced items of their course in the item scores. Seconds are wall-clock time\n' +
  'in readMenu, the first page including the text-reading models’ loading. Peak RSS is the process high-water\n' +
  'mark (resourceUsage().maxRSS) once the kind’s pages were read: it never goes down.'

type Print = { out: (text: string) => void; progress: (text: string) => void }

const CONSOLE: Print = { out: (text) => console.log(text), progress: (text) => console.error(text) }

function reportPage(print: Print, label: string) {
  return (result: PageResult, index: number, total: number) => {
    const position = `[${label}${String(index + 1).padStart(String(total).length)}/${total}]`
    const failure = result.error === null ? '' : `  failed: ${result.error}`
    print.progress(
      `${position} ${result.file}  exact F1 ${formatNumber(result.score.exactF1, 2)}  ` +
        `${formatNumber(result.seconds, 1)} s${failure}`,
    )
  }
}

// A set's tables: per kind, then per family when its pages name families.
function printSetTables(print: Print, results: readonly PageResult[], isVerbose: boolean): void {
  if (isVerbose) print.out(`\n${formatPageTable(results)}`)
  const summaries = summarise(results)
  print.out(`\n${formatScoreTable(summaries)}`)
  const setMenus = formatSetMenuTable(summaries)
  if (setMenus !== '') print.out(`\n${setMenus}`)
  const families = summariseFamilies(results)
  if (families.rows.length > 0) {
    print.out(`\nExact-item F1 per layout family and kind:\n${formatFamilyTable(families)}`)
  }
}

/** menu:eval -- DIR: reads the corpus's selected pages and prints its tables; throws when DIR has no index.json. */
export async function runOneCorpus(
  options: EvalOptions & { dir: string },
  readMenu: MenuReader,
  print = CONSOLE,
) {
  if (!existsSync(join(options.dir, 'index.json'))) {
    throw new Error(`no corpus at ${options.dir} (it needs an index.json)`)
  }
  const set: EvalSet = { id: 'corpus', title: 'corpus', dir: options.dir }
  // Chosen before the first page is read, so that a bad --kind or --family fails at once.
  const entries = selectEntries(readCorpusIndex(options.dir), options)
  print.out(`Evaluating ${entries.length} pages of ${options.dir}`)
  const { results } = await readSet(set, readMenu, () => entries, reportPage(print, ''))
  printSetTables(print, results, options.isVerbose)
  print.out(`\n${SCORING_NOTE}`)
  if (options.jsonPath !== undefined) {
    const pages = results.map((result, index) => ({ ...entries[index], ...result }))
    writeFileSync(
      options.jsonPath,
      `${JSON.stringify({ dir: options.dir, summaries: summarise(results), pages }, null, 2)}\n`,
    )
    print.out(`\nWrote ${options.jsonPath}`)
  }
}

/**
 * menu:eval with no DIR: each standard set (written first when missing and makeable, skipped when missing
 * and not), its tables, then one table of the sets side by side. --kind and --limit apply to every set,
 * --family to the sets whose pages name families.
 */
export async function runStandardSets(
  sets: readonly EvalSet[],
  options: EvalOptions,
  readMenu: MenuReader,
  print = CONSOLE,
) {
  const columns: SetColumn[] = []
  const report: unknown[] = []
  for (const set of sets) {
    if (!prepareSet(set)) {
      print.out(`\n${set.title}: skipped, nothing at ${set.dir}`)
      columns.push({ title: set.title, summaries: null })
      report.push({ id: set.id, title: set.title, dir: set.dir, skipped: true })
      continue
    }
    const { entries, results } = await readSet(
      set,
      readMenu,
      (all) => {
        const hasFamilies = all.some((entry) => entry.family !== undefined)
        return selectEntries(all, { ...options, family: hasFamilies ? options.family : undefined })
      },
      reportPage(print, `${set.id} `),
    )
    print.out(`\n${set.title}: ${entries.length} pages of ${set.dir}`)
    printSetTables(print, results, options.isVerbose)
    const summaries = summarise(results)
    columns.push({ title: set.title, summaries })
    const pages = results.map((result, index) => ({ ...entries[index], ...result }))
    report.push({ id: set.id, title: set.title, dir: set.dir, skipped: false, summaries, pages })
  }
  print.out(`\nPer kind, exact-item F1 / found-item F1 / price accuracy:\n${formatSetsTable(columns)}`)
  print.out(`\n${SCORING_NOTE}`)
  if (options.jsonPath !== undefined) {
    writeFileSync(options.jsonPath, `${JSON.stringify({ sets: report }, null, 2)}\n`)
    print.out(`\nWrote ${options.jsonPath}`)
  }
}
