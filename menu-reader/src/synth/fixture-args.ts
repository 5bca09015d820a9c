// The arguments of menu:fixtures (cli.ts).
import { parseCommandLine, parsePositiveInteger, resolveArgPath, UsageError } from '../cli/args.ts'
import type { FixtureOptions } from './write-fixtures.ts'

export const FIXTURES_USAGE =
  'usage: npm run menu:fixtures -- [OUT_DIR] [--count N] [--sized N] [--seed S] [--compact] [--html]'

/** The options of menu:fixtures; throws UsageError. */
export function parseFixtureArgs(args: string[], defaultDir: string): FixtureOptions {
  const { values, positionals } = parseCommandLine(args, {
    count: { type: 'string' },
    sized: { type: 'string' },
    seed: { type: 'string' },
    compact: { type: 'boolean' },
    html: { type: 'boolean' },
  })
  if (positionals.length > 1) throw new UsageError('give at most one output directory')
  const seed = values.seed === undefined ? 1 : Number(values.seed)
  if (!/^\d+$/.test(values.seed ?? '1') || !Number.isSafeInteger(seed)) {
    throw new UsageError(`--seed needs a whole number, not "${values.seed}"`)
  }
  return {
    outDir: positionals[0] === undefined ? defaultDir : resolveArgPath(positionals[0]),
    count: values.count === undefined ? 12 : parsePositiveInteger(values.count, '--count'),
    sizedCount: values.sized === undefined ? 0 : parseWholeNumber(values.sized, '--sized'),
    seed,
    isCompact: values.compact ?? false,
    shouldWriteHtml: values.html ?? false,
  }
}

function parseWholeNumber(text: string, option: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`${option} needs a whole number, not "${text}"`)
  return Number(text)
}
