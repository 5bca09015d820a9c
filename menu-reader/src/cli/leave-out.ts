// menu:eval --leave-out FAMILY: a layout family's pages read with a line labeller that never saw that family
// (decision 047: the score of menus the reader was not fitted on). The labeller is trained without the family
// by `npm run menu:train-labeller -- --leave-out FAMILY` the first time (Debian's python3-sklearn needed),
// and taken from .tmp/labeller after that.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FEATURE_NAMES } from '../layout/line-labels/line-features.ts'

const REPOSITORY = join(import.meta.dirname, '../../..')

/** Where the labeller trained without a family is written (by menu:train-labeller) and read (by menu:eval). */
export function labellerWithoutPath(family: string, root = REPOSITORY): string {
  return join(root, '.tmp/labeller', `line-labeller-without-${family}.json`)
}

// A model trained on other features than today's (the features changed since) must be trained again.
function isCurrent(path: string): boolean {
  if (!existsSync(path)) return false
  const model = JSON.parse(readFileSync(path, 'utf8')) as { features?: unknown }
  return Array.isArray(model.features) && model.features.join(',') === FEATURE_NAMES.join(',')
}

/**
 * The path of a labeller trained without `family`, training it first when there is none (or one of other
 * features); its progress goes to stderr; `trainArgs` go to menu:train-labeller (`--cached-only`, say).
 * Throws when the training fails.
 */
export function prepareLabellerWithout(family: string, root = REPOSITORY, trainArgs: string[] = []): string {
  const path = labellerWithoutPath(family, root)
  if (isCurrent(path)) return path
  const script = join(root, 'menu-reader/src/training/train-labeller.ts')
  const args = [script, '--leave-out', family, ...trainArgs]
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 2, 2] })
  if (result.status !== 0)
    throw new Error(`could not train the labeller without ${family} (exit ${result.status})`)
  return path
}
