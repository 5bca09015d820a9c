// The menu reader's stages in pipeline order (menu-reader/README.md): a file may import its own zone, the
// foundation and earlier stages only, never a later stage nor a sibling of the same rank. So OCR line finding
// and PDF text extraction cannot lean on the layout, and the library never reaches into its tools.

const SOURCE = 'menu-reader/src/'

/** The reader's zones, each with its rank in the pipeline and the folders or root files that make it up. */
export const READER_ZONES = [
  {
    zone: 'foundation',
    rank: 0,
    paths: [
      'analysed-menu.schema.ts',
      'types.ts',
      'errors.ts',
      'until-aborted.ts',
      'plain-text-menu.ts',
      'text-match.ts',
      'text-match.test.ts',
      'geometry/',
      'numbers/',
    ],
  },
  { zone: 'input', rank: 1, paths: ['input/'] },
  { zone: 'image', rank: 2, paths: ['image/'] },
  { zone: 'pdf', rank: 2, paths: ['pdf/'] },
  { zone: 'text-lines', rank: 3, paths: ['text-lines/'] },
  { zone: 'layout', rank: 4, paths: ['layout/'] },
  // What the owner should check is judged from the words and the layout, and the assembly gives it to items.
  { zone: 'review-flags', rank: 4.5, paths: ['review-flags/'] },
  {
    zone: 'assembly',
    rank: 5,
    paths: [
      'assemble-menu.ts',
      'build-menu.ts',
      'read-currency.ts',
      'read-pages.ts',
      'read-menu.ts',
      'page-sizes.test.ts',
    ],
  },
  // A language model's answer, checked against the words the reader read (optional, off by default).
  { zone: 'model-reading', rank: 5.5, paths: ['model-reading/'] },
  { zone: 'eval', rank: 6, paths: ['eval/'] },
  { zone: 'hostile', rank: 6, paths: ['hostile/'] },
  { zone: 'cli', rank: 7, paths: ['cli/'] },
  { zone: 'synth', rank: 8, paths: ['synth/'] },
  // A second generator written apart from the first (decision 047): siblings, so neither imports the other.
  { zone: 'synth2', rank: 8, paths: ['synth2/'] },
  { zone: 'training', rank: 9, paths: ['training/'] },
] as const

export type ReaderZone = (typeof READER_ZONES)[number]['zone']

/** Files that build test inputs (PDFs, pictures, damaged bytes): any reader test may import them. */
const TEST_INPUT_MAKER = /^menu-reader\/src\/hostile\/(make-[a-z-]+|mutate)\.ts$/

/** The zone of a repository-relative path inside `menu-reader/src/`, or undefined outside it or unplaced. */
export function readerZoneOf(path: string): ReaderZone | undefined {
  if (!path.startsWith(SOURCE)) return undefined
  const inside = path.slice(SOURCE.length)
  const found = READER_ZONES.find((zone) =>
    zone.paths.some((place) => (place.endsWith('/') ? inside.startsWith(place) : inside === place)),
  )
  if (found) return found.zone
  // A test beside a root file belongs with it (build-menu.test.ts with build-menu.ts).
  const tested = inside.replace(/\.test\.ts$/, '.ts')
  return tested === inside ? undefined : readerZoneOf(SOURCE + tested)
}

function rankOf(zone: ReaderZone): number {
  return READER_ZONES.find((entry) => entry.zone === zone)?.rank ?? Number.POSITIVE_INFINITY
}

/**
 * The reader rule an import from `fromPath` to `toPath` (both repository-relative) breaks, as a sentence for
 * the report, or undefined when it keeps them all (or either end lies outside the reader).
 */
export function findReaderRuleBroken(fromPath: string, toPath: string, isTest = false): string | undefined {
  if (!fromPath.startsWith(SOURCE) || !toPath.startsWith(SOURCE)) return undefined
  const from = readerZoneOf(fromPath)
  const to = readerZoneOf(toPath)
  if (from === undefined) return `${fromPath} is in no menu-reader zone: add it to READER_ZONES`
  if (to === undefined) return `${toPath} is in no menu-reader zone: add it to READER_ZONES`
  if (from === to) return undefined
  if (isTest && TEST_INPUT_MAKER.test(toPath)) return undefined
  if (rankOf(to) < rankOf(from)) return undefined
  const direction = rankOf(to) === rankOf(from) ? 'a sibling stage' : 'a later stage'
  return `menu-reader ${from} may not import ${to} (${direction}): a stage imports the foundation and earlier stages only`
}

/** Whether the reader's pipeline order allows an import from `fromPath` to `toPath` (repository-relative). */
export function mayImportInReader(fromPath: string, toPath: string, isTest = false): boolean {
  return findReaderRuleBroken(fromPath, toPath, isTest) === undefined
}
