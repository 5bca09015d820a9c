import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { citesIssue, findIssueReferences } from './check-issue-references.ts'

// The word is kept apart from its numbers in every text below: this file is scanned too, and written out
// whole a fixture's text would be a reference of its own.
const ISSUE = 'issue'

describe('issue references', () => {
  let root: string
  const write = (path: string, text: string) => {
    mkdirSync(join(root, dirname(path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'issue-references-'))
  })

  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })

  it('are none in the whole repository', () => {
    expect(findIssueReferences(join(import.meta.dirname, '..'))).toEqual([])
  })

  it('pass a clean file', () => {
    write(
      'server/src/clean.ts',
      '// Counts the views of a menu, once per page load.\nexport const views = 0\n',
    )
    expect(findIssueReferences(root)).toEqual([])
  })

  it('catch a comment under server/ with its file and line', () => {
    write(
      'server/src/modules/visits/count.ts',
      `export const a = 1\n\n// see ${ISSUE} 12\nexport const b = 2\n`,
    )
    expect(findIssueReferences(root)).toEqual([
      { file: 'server/src/modules/visits/count.ts', line: 3, text: `// see ${ISSUE} 12` },
    ])
  })

  it('catch a capitalised plural in a web .tsx file', () => {
    const line = `  {/* ${ISSUE.toUpperCase()[0]}${ISSUE.slice(1)}s 3 and 4 */}`
    write(
      'web/src/features/visits/chart.tsx',
      `export const Chart = () => (\n  <div>\n${line}\n  </div>\n)\n`,
    )
    expect(findIssueReferences(root)).toEqual([
      { file: 'web/src/features/visits/chart.tsx', line: 3, text: line.trim() },
    ])
  })

  it('ignore node_modules, dist, migrations, docs and files that are not code', () => {
    const cited = `// ${ISSUE} 12\n`
    write('server/node_modules/some-package/index.js', cited)
    write('web/src/dist/bundle.js', cited)
    write('server/src/db/migrations/0001_init.ts', cited)
    write('docs/decisions/052-menu-visits.md', cited)
    write('docs/notes.ts', cited)
    write('server/README.md', cited)
    expect(findIssueReferences(root)).toEqual([])
  })

  it("pass a decision note's number", () => {
    write('menu-reader/src/reader.ts', '// The reader stays under 0.7 GB (decision 045).\n')
    write('e2e/visits.spec.ts', '// Menu visits (decision 052): the owner prints the QR code.\n')
    expect(findIssueReferences(root)).toEqual([])
  })

  it('scan .js and .mjs files of every folder too', () => {
    write('scripts/tool.mjs', `// ${ISSUE} #3\n`)
    write('domain/src/rule.js', `// ${ISSUE} 8\n`)
    expect(findIssueReferences(root).map(({ file }) => file)).toEqual([
      'domain/src/rule.js',
      'scripts/tool.mjs',
    ])
  })

  it.each([
    [`(${ISSUE} 25)`, true],
    [`${ISSUE}s 18 and 19`, true],
    [`${ISSUE} #21`, true],
    [`${ISSUE.toUpperCase()} 7`, true],
    [`(${ISSUE} 25, Build 3)`, true],
    ['decision 052', false],
    [`github.com/openapi-ts/openapi-typescript/${ISSUE}s/2717`, false],
    [`a t${ISSUE} 5 cm thick`, false],
    [`for (const ${ISSUE} of parsed.error.${ISSUE}s)`, false],
  ])('%s cites a tracker entry: %s', (text, cites) => {
    expect(citesIssue(text)).toBe(cites)
  })
})
