// What the three command lines share about their arguments.
import { isAbsolute, resolve } from 'node:path'
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'

/** Bad command-line arguments: the command prints the message and its usage and exits with code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** Options and positionals of a command line, by Node's parseArgs; an unknown or malformed option is a UsageError. */
export function parseCommandLine<T extends ParseArgsOptionsConfig>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

/**
 * A path given on the command line, made absolute against the directory the user ran npm from: npm runs
 * scripts in the package root but records the caller's directory in INIT_CWD.
 */
export function resolveArgPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path)
}

/** A whole number ≥ 1 from an option's text, or a UsageError naming the option. */
export function parsePositiveInteger(text: string, option: string): number {
  const value = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${option} needs a whole number of at least 1, not "${text}"`)
  }
  return value
}

/** The process's RSS high-water mark so far, in MB. */
export function peakRssMb(): number {
  // resourceUsage().maxRSS is in kilobytes.
  return process.resourceUsage().maxRSS / 1024
}
