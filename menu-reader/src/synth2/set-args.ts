// The arguments of menu:fixtures2 (cli.ts).
import { parseCommandLine, parsePositiveInteger, resolveArgPath, UsageError } from '../cli/args.ts'
import { ALL_FAMILIES, type AnyFamily, FAMILIES, isAnyFamily } from './families.ts'
import type { SetOptions } from './write-set.ts'

export const SET_USAGE =
  'usage: npm run menu:fixtures2 -- [OUT_DIR] [--per-family N] [--seed S] [--family F[,F…]] [--allergens]\n' +
  '  [--bilingual] [--html]   (day menus: --family day-menu)'

/**
 * The options of menu:fixtures2 (defaults: 2 cards per family, seed 1, every default family, no extras);
 * throws UsageError. Day menus (`--family day-menu`) are drawn only when named. --allergens prints allergens on every card, --bilingual makes three Spanish cards in five
 * bilingual (decision 054).
 */
export function parseSetArgs(args: string[], defaultDir: string): SetOptions {
  const { values, positionals } = parseCommandLine(args, {
    'per-family': { type: 'string' },
    seed: { type: 'string' },
    family: { type: 'string' },
    html: { type: 'boolean' },
    allergens: { type: 'boolean' },
    bilingual: { type: 'boolean' },
  })
  if (positionals.length > 1) throw new UsageError('give at most one output directory')
  const seedText = values.seed ?? '1'
  if (!/^\d+$/.test(seedText) || !Number.isSafeInteger(Number(seedText))) {
    throw new UsageError(`--seed needs a whole number, not "${seedText}"`)
  }
  return {
    outDir: positionals[0] === undefined ? defaultDir : resolveArgPath(positionals[0]),
    perFamily:
      values['per-family'] === undefined ? 2 : parsePositiveInteger(values['per-family'], '--per-family'),
    seed: Number(seedText),
    families: values.family === undefined ? FAMILIES : parseFamilies(values.family),
    shouldWriteHtml: values.html ?? false,
    extras: { hasAllergens: values.allergens ?? false, isBilingual: values.bilingual ?? false },
  }
}

function parseFamilies(text: string): AnyFamily[] {
  const names = text.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !isAnyFamily(name))
  if (unknown.length > 0) {
    throw new UsageError(`no family ${unknown.join(', ')}; the families are ${ALL_FAMILIES.join(', ')}`)
  }
  // In the families' own order, so a run's index does not depend on how the option was spelled.
  return ALL_FAMILIES.filter((family) => names.includes(family))
}
