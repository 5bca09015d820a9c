// npm run menu:real-corpus -- --mirrors DIR [--out DIR]: rebuilds the real corpus's pages
// (menu-reader/real-corpus/manifest.tsv) from local copies of their repositories into OUT (default
// .tmp/real-corpus), for `npm run menu:eval -- .tmp/real-corpus`. Prints what it could not build and why;
// exit code 1 when any page is missing, 2 on bad arguments.
import { join } from 'node:path'
import { readManifest } from '../eval/real-corpus-manifest.ts'
import { parseCommandLine, resolveArgPath, UsageError } from './args.ts'
import { buildRealCorpus } from './real-corpus-pages.ts'

const USAGE = 'usage: npm run menu:real-corpus -- --mirrors DIR [--out DIR]'
const CORPUS = join(import.meta.dirname, '..', '..', 'real-corpus')

const REASONS = {
  'no-copy': 'no copy of its repository under --mirrors (fetch it, or clone it as OWNER/NAME)',
  'no-file': 'its copy lacks the commit or the file',
  changed: 'the file at that commit is not the one the truth was read from (SHA-256 differs)',
  'no-page': 'the PDF has no such page, or qpdf is missing (apt-get install qpdf)',
}

try {
  const { values } = parseCommandLine(process.argv.slice(2), {
    mirrors: { type: 'string' },
    out: { type: 'string' },
  })
  if (!values.mirrors) throw new UsageError('--mirrors is required')
  const out = resolveArgPath(values.out ?? '.tmp/real-corpus')
  const rows = readManifest(join(CORPUS, 'manifest.tsv'))
  const outcomes = await buildRealCorpus(rows, resolveArgPath(values.mirrors), join(CORPUS, 'truth'), out)
  const missing = outcomes.flatMap((outcome) => (outcome.built ? [] : [outcome]))
  for (const page of missing) console.log(`${page.id}: ${REASONS[page.reason]}`)
  console.log(`${outcomes.length - missing.length} of ${outcomes.length} pages written to ${out}`)
  if (missing.length > 0) process.exitCode = 1
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : String(error))
  process.exitCode = 2
}
