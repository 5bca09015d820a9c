// The real corpus's manifest (menu-reader/real-corpus/manifest.tsv): where each page comes from — a public
// repository, the commit, the file and the page — so that the pages themselves, which belong to their
// businesses, are never committed and a script rebuilds them from local copies of those repositories.
import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The page kinds of the corpus format (../shared/menu-corpus/README.md). */
export const PAGE_KINDS = ['pdf-text', 'pdf-scan', 'photo', 'digital-image'] as const

/**
 * Repositories whose menus are held back to measure the reader on pages nobody trained or tuned on: never
 * in this corpus (which trains and tunes), whatever a search turns up.
 */
export const HELD_BACK_SOURCES: readonly string[] = [
  'elchilartaqueria/elchilartaqueria.github.io',
  'RubenCasal/OCR_MENU_CARD',
  'CantinaPelicano/CantinaCarta',
  'Rorro-Vallejo/cartacantina',
  'ChristianCabrera22/LaEstacion',
  'jero345/laPicaderialaceja',
  'jmesapa1/hoa-bar.github.io',
  'safatsky7/textract-gpt-demo',
  'vdanielb/Foodbook',
  'SamainJamoneria/carta',
  'arayariquelmes/espantapajaros_carta',
  'dngomez/tamango',
  'javierocejo/calabria',
  'lucaspoor/lapcuobwebsite',
  'JoseCrz/jason-cafe',
  'enigmasac/webelpiombino',
  'ifmael/tigerburger',
  'santidevhmo/menu-scan-app',
  'rafenden/pdf-menu-extractor',
]

/** Whether a repository is held back for evaluation (GitHub names are case-insensitive). */
export function isHeldBack(repo: string): boolean {
  return HELD_BACK_SOURCES.some((held) => held.toLowerCase() === repo.toLowerCase())
}

const ManifestRowSchema = z.object({
  /** `<lang>_<source>_<file>_p<N>`: the page file's and its truth's name. */
  id: z.string().regex(/^[a-z+]+_[a-z0-9-]+_[a-z0-9-]+_p\d+$/),
  kind: z.enum(PAGE_KINDS),
  lang: z.enum(['es', 'en', 'es+en']),
  repo: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*$/),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  path: z.string().min(1),
  /** The page of a PDF, from 1; 1 for a picture. */
  page: z.coerce.number().int().min(1),
  licence: z.string().min(1),
  /** The page file's extension: `pdf` for a PDF page (cut out of its file), else the picture's own. */
  extension: z.enum(['pdf', 'jpg', 'jpeg', 'png', 'webp']),
  /** The SHA-256 of the repository's file, so a rebuilt page is the page the truth was read from. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type ManifestRow = z.infer<typeof ManifestRowSchema>

const COLUMNS = ['id', 'kind', 'lang', 'repo', 'commit', 'path', 'page', 'licence', 'extension', 'sha256']

/** The manifest's rows: a header line naming the columns, then one tab-separated line per page. */
export function parseManifest(text: string): ManifestRow[] {
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '')
  if (header !== COLUMNS.join('\t'))
    throw new Error(`The manifest's first line must be: ${COLUMNS.join(' ')}`)
  return lines.map((line, index) => {
    const cells = line.split('\t')
    const row = Object.fromEntries(COLUMNS.map((column, at) => [column, cells[at]]))
    const result = ManifestRowSchema.safeParse(row)
    if (!result.success || cells.length !== COLUMNS.length) {
      const why = result.success
        ? `${cells.length} cells, not ${COLUMNS.length}`
        : z.prettifyError(result.error)
      throw new Error(`Manifest line ${index + 2} is not a page:\n${why}`)
    }
    return result.data
  })
}

export function readManifest(path: string): ManifestRow[] {
  return parseManifest(readFileSync(path, 'utf8'))
}

/** The columns' header line, for a manifest written by a script. */
export const MANIFEST_HEADER = COLUMNS.join('\t')
