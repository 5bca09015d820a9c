// The layout families of generator 2 (decision 047): each names a way real menus are set that the reader was
// not tuned on, so that menu:eval can score every family apart and leave one out of training.

export const FAMILIES = [
  'price-first',
  'inline-dash',
  'two-columns-narrow',
  'three-columns',
  'centred',
  'price-below',
  'size-table',
  'column-header',
  'board',
  'script-condensed',
  'two-page-card',
  'bilingual',
] as const

export type Family = (typeof FAMILIES)[number]

/** What a family's menus hold: how many sections and items, how often descriptions and dietary tags. */
export type FamilySpec = {
  sections: readonly [number, number]
  items: readonly [number, number]
  /** Chance that a food item prints a description (drinks print one half as often). */
  descriptions: number
  /** Chance that a food item carries a dietary tag ("(VG)"). */
  tags: number
  /** Some sections print several prices per item under a row of sizes. */
  hasSizes: boolean
  /** Only prices printed as bare numbers (a header word over the column names the currency). */
  isBare: boolean
  /** Printed on two pages. */
  pages: 1 | 2
}

const BASE: FamilySpec = {
  sections: [2, 5],
  items: [3, 9],
  descriptions: 0.6,
  tags: 0.1,
  hasSizes: false,
  isBare: false,
  pages: 1,
}

export const FAMILY_SPECS: Record<Family, FamilySpec> = {
  'price-first': { ...BASE, sections: [2, 4] },
  'inline-dash': { ...BASE, sections: [2, 4], items: [3, 8], descriptions: 0.9, tags: 0.2 },
  'two-columns-narrow': { ...BASE, sections: [3, 6], items: [3, 10], descriptions: 0.45 },
  'three-columns': { ...BASE, sections: [3, 6], items: [3, 8], descriptions: 0.4 },
  centred: { ...BASE, sections: [2, 4], items: [3, 6], descriptions: 0.7 },
  'price-below': { ...BASE, sections: [2, 4], items: [3, 7], descriptions: 0.7 },
  'size-table': { ...BASE, sections: [2, 4], items: [3, 8], descriptions: 0.3, tags: 0.05, hasSizes: true },
  'column-header': { ...BASE, sections: [2, 5], items: [3, 9], descriptions: 0.4, isBare: true },
  board: { ...BASE, sections: [2, 3], items: [3, 7], descriptions: 0.35, tags: 0.05 },
  'script-condensed': { ...BASE, sections: [2, 4], items: [3, 8] },
  'two-page-card': { ...BASE, sections: [4, 6], items: [4, 10], pages: 2 },
  bilingual: { ...BASE, sections: [2, 4], items: [3, 7], descriptions: 1, tags: 0.05 },
}

/** Whether a string names a family. */
export function isFamily(name: string): name is Family {
  return (FAMILIES as readonly string[]).includes(name)
}

/**
 * Families drawn only when named (`--family day-menu`): day menus (decision 071). They come after FAMILIES in
 * ALL_FAMILIES, so a seed's cards of the twelve above, and the default set, are what they always were.
 */
export const OPT_IN_FAMILIES = ['day-menu'] as const

export type AnyFamily = Family | (typeof OPT_IN_FAMILIES)[number]

/** Every family, the default ones first: a family's place here is the index its menus' seeds are drawn with. */
export const ALL_FAMILIES: readonly AnyFamily[] = [...FAMILIES, ...OPT_IN_FAMILIES]

/** Whether a string names any family, one drawn only when named included. */
export function isAnyFamily(name: string): name is AnyFamily {
  return (ALL_FAMILIES as readonly string[]).includes(name)
}
