// npm run --silent menu:read -- FILE [FILE...]: one JSON line (the analysed menu) per file on stdout, in input
// order. Exit code 0 when every file was read, 1 when one was not, 2 on bad arguments.
import { parseArgs } from 'node:util'
import { closeMenuReader, readMenu } from '../read-menu.ts'
import { resolveArgPath, UsageError } from './args.ts'
import { readMenuFiles } from './read-files.ts'

const USAGE = 'usage: npm run --silent menu:read -- FILE [FILE...]'

function parseFiles(args: string[]): string[] {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  })
  if (values.help) return []
  if (positionals.length === 0) throw new UsageError('no file given')
  return positionals.map(resolveArgPath)
}

let files: string[]
try {
  files = parseFiles(process.argv.slice(2))
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`)
  process.exit(2)
}
if (files.length === 0) {
  console.error(USAGE)
  process.exit(0)
}

try {
  const isEveryFileRead = await readMenuFiles(files, {
    readMenu,
    writeLine: (line) => process.stdout.write(`${line}\n`),
    warn: (message) => console.error(`menu:read: ${message}`),
  })
  process.exitCode = isEveryFileRead ? 0 : 1
} finally {
  await closeMenuReader()
}
