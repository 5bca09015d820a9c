// The house rule, checked: code and comments say what the code does and why, never which tracker entry asked
// for it; a reader of the code has no tracker, so a number there says nothing. A decision note's number
// ("decision 052") stays: its text lives in docs/decisions. `npm run lint` runs this file, which prints each
// reference as `path:line: text` and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const SCANNED = ['server', 'web/src', 'domain', 'menu-reader/src', 'scripts', 'e2e']
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/
const SKIPPED = new Set(['node_modules', 'dist', 'migrations'])
// The word, an optional plural, one space, an optional '#', then digits, in any case. Joined from two pieces so
// that this file's own text holds no reference: skipping the file by name instead would let one slip in here.
const REFERENCE = new RegExp(['\\bissues?', '#?[0-9]+'].join(' '), 'i')

/** One line that cites a tracker entry: its repository-relative file, its 1-based line, its trimmed text. */
export type IssueReference = { file: string; line: number; text: string }

/** Whether a line of code or comment cites a tracker entry by number. */
export function citesIssue(text: string): boolean {
  return REFERENCE.test(text)
}

function* sourceFiles(root: string, folder: string): Generator<string> {
  if (!existsSync(join(root, folder))) return
  const entries = readdirSync(join(root, folder), { withFileTypes: true })
  // Sorted, so the list reads the same on every machine.
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name)) continue
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) yield* sourceFiles(root, path)
    else if (SOURCE_FILE.test(entry.name)) yield path
  }
}

/** Every line of the source folders under `root` that cites a tracker entry by number, file by file. */
export function findIssueReferences(root: string): IssueReference[] {
  const references: IssueReference[] = []
  for (const folder of SCANNED) {
    for (const file of sourceFiles(root, folder)) {
      const lines = readFileSync(join(root, file), 'utf8').split(/\r?\n/)
      lines.forEach((text, index) => {
        if (citesIssue(text)) references.push({ file, line: index + 1, text: text.trim() })
      })
    }
  }
  return references
}

if (import.meta.main) {
  const references = findIssueReferences(join(import.meta.dirname, '..'))
  for (const { file, line, text } of references) console.log(`${file}:${line}: ${text}`)
  if (references.length > 0) process.exitCode = 1
}
