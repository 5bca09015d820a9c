// What generator 2's menus are made of, per language: courses (headings, dishes, what goes into their
// descriptions, the sizes they are sold in), restaurant names, taglines and footers. Written for this
// generator, apart from generator 1's vocabulary and from the real menus of ../shared/menu-corpus.

/** The kind of a course: what its descriptions talk about and whether dietary tags make sense. */
export type CourseKind = 'food' | 'sweet' | 'drink'

export type Course = {
  id: string
  /** Headings a menu prints over the course. */
  headings: readonly string[]
  dishes: readonly string[]
  /** Words and phrases its descriptions are made of. */
  ingredients: readonly string[]
  kind: CourseKind
  /** Price range as a share of a main course's price. */
  level: readonly [number, number]
  /** Size label rows it may print over price columns (Copa / Botella); none when sold in one size. */
  sizes: readonly (readonly string[])[]
}

export type Lexicon = {
  lang: 'es' | 'en'
  courses: readonly Course[]
  /** Menus as lists of course ids in printed order: a tapas bar, a pub, a café. */
  menus: readonly (readonly string[])[]
  restaurants: readonly string[]
  taglines: readonly string[]
  footers: readonly string[]
  /** Dietary tags printed after a name, and the legend that explains them. */
  tags: readonly string[]
  tagLegend: string
  /** English lines printed under some dishes on a bilingual card (Spanish name → English line). */
  translations: Readonly<Record<string, string>>
  /** Sentences of a description from two or three ingredients. */
  describe: (parts: readonly string[], variant: number) => string
}

/** A list written one entry per `|`, spread over lines. */
export function list(text: string): string[] {
  return text
    .split('|')
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
}
