// A by-source split of the real corpus: every page of one source (repository) falls in the same fold, so a
// labeller trained on the other folds never saw that source's menus. The folds are dealt from the sources in
// the order of a hash of their names: stable as sources are added, and not by name (one owner's repositories
// would otherwise sit together).
import { createHash } from 'node:crypto'

const order = (source: string) => createHash('sha1').update(source.toLowerCase()).digest('hex')

/** The sources dealt into `count` folds (count ≥ 1), each fold's sources in name order; none empty unless there are fewer sources. */
export function foldSources(sources: Iterable<string>, count: number): string[][] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`folds must be a whole number ≥ 1, not ${count}`)
  const unique = [...new Set(sources)].sort((a, b) => order(a).localeCompare(order(b)))
  const folds: string[][] = Array.from({ length: Math.min(count, unique.length) }, () => [])
  for (const [index, source] of unique.entries()) folds[index % folds.length]!.push(source)
  return folds.map((fold) => fold.sort())
}
