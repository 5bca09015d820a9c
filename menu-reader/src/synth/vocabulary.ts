// What a language's menus are made of: section headings, dishes, description parts, names and footers.
// Written for this generator; none of it comes from the real menus of ../shared/menu-corpus.

export const SECTION_IDS = [
  'starters',
  'salads',
  'soups',
  'grill',
  'seafood',
  'pasta',
  'rice',
  'pizzas',
  'burgers',
  'sandwiches',
  'breakfast',
  'desserts',
  'coffee',
  'softDrinks',
  'juices',
  'beers',
  'wines',
  'cocktails',
] as const

export type SectionId = (typeof SECTION_IDS)[number]

/** Which ingredients a section's descriptions are made of; none for sections that print no descriptions. */
export type DescriptionPool = 'savoury' | 'sweet' | 'drink' | 'none'

export type SectionWords = {
  /** Headings printed for the section. */
  names: readonly string[]
  dishes: readonly string[]
  /** Price range as a share of a main course's price. */
  level: readonly [number, number]
  pool: DescriptionPool
  /** The two sizes a section with two prices per item prints ("Copa / Botella"). */
  sizes: readonly [string, string]
}

export type Vocabulary = {
  sections: Record<SectionId, SectionWords>
  /** Ingredient phrases per pool, lower case. */
  ingredients: Record<Exclude<DescriptionPool, 'none'>, readonly string[]>
  /** Templates: {a} {b} {c} {d} are ingredients, {A} a capitalised one. */
  templates: Record<Exclude<DescriptionPool, 'none'>, readonly string[]>
  /** Added to some dish names, after (es) or before (en) the dish. */
  modifiers: readonly string[]
  restaurantNames: readonly string[]
  taglines: readonly string[]
  addresses: readonly string[]
  hours: readonly string[]
  notes: readonly string[]
}

/** The sections each kind of place prints, in the order it prints them. */
export const MENU_TYPES: readonly (readonly SectionId[])[] = [
  ['starters', 'salads', 'soups', 'grill', 'seafood', 'rice', 'desserts', 'softDrinks', 'wines'],
  ['breakfast', 'sandwiches', 'desserts', 'coffee', 'juices', 'softDrinks'],
  ['starters', 'salads', 'pizzas', 'pasta', 'desserts', 'softDrinks', 'beers'],
  ['starters', 'burgers', 'sandwiches', 'beers', 'cocktails', 'wines'],
  ['starters', 'soups', 'seafood', 'grill', 'pasta', 'desserts', 'juices', 'cocktails'],
]

/** A word list written as `a | b | c`, a line break also ending an entry. */
export function words(text: string): string[] {
  return text
    .split(/[|\n]/)
    .map((word) => word.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
