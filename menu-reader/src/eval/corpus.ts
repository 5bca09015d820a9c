// The corpus format of ../shared/menu-corpus/README.md: index.json lists the pages, each page has a
// *.truth.json with what is printed on it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

export const CorpusEntrySchema = z.object({
  file: z.string().min(1),
  truth: z.string().min(1),
  kind: z.string().min(1),
  lang: z.string(),
  /** The layout family of a generated page ("price-first", "board"…); absent on real pages. */
  family: z.string().min(1).optional(),
  /** Which generator made the page ("synth2"); absent on real pages and generator 1's. */
  generator: z.string().min(1).optional(),
  /**
   * The repository a real page comes from ("owner/name"): pages of one source are trained on, or measured,
   * together. Absent on generated pages.
   */
  source: z.string().min(1).optional(),
})
export type CorpusEntry = z.infer<typeof CorpusEntrySchema>

/** A text's English on a bilingual card, field by field (the catalogue's translations shape). */
const TruthTranslationsSchema = z.object({
  en: z.object({ name: z.string().optional(), description: z.string().optional() }).optional(),
})

/** A set menu's course: its heading as printed (no colon after it) and the dishes it offers. */
const TruthCourseSchema = z.object({
  name: z.string(),
  translations: TruthTranslationsSchema.optional(),
  choices: z.array(
    z.object({
      name: z.string(),
      description: z.string().optional(),
      translations: TruthTranslationsSchema.optional(),
    }),
  ),
})
export type TruthCourse = z.infer<typeof TruthCourseSchema>

const TruthItemSchema = z.object({
  name: z.string(),
  /** The first printed price, as printed, or '' when the page prints none for the item. */
  price: z.string(),
  prices: z.array(z.object({ label: z.string(), price: z.string() })).optional(),
  description: z.string().optional(),
  /**
   * The allergens the page states the item contains and may hold as traces, by the catalogue's ids
   * ("gluten", "frutos-de-cascara"); absent where the truth does not record them (real pages).
   */
  allergens: z.array(z.string()).optional(),
  allergenTraces: z.array(z.string()).optional(),
  /** On a bilingual page whose truth records it, the item's English; absent otherwise. */
  translations: TruthTranslationsSchema.optional(),
  /**
   * A set menu's courses in printed order (the item being the menu: its name the menu's title, its price the
   * menu's), each with the dishes to choose from; absent on a plain dish and on truths that do not record set
   * menus (the real corpus lists a set menu's dishes as unpriced items).
   */
  courses: z.array(TruthCourseSchema).optional(),
  /** What a set menu's price includes, as printed ("pan", "bebida", "postre o café"). */
  includes: z.array(z.string()).optional(),
})

export const TruthMenuSchema = z.object({
  restaurantName: z.string(),
  lang: z.string(),
  currency: z.string(),
  sections: z.array(
    z.object({
      name: z.string(),
      /** The heading's English on a bilingual page whose truth records it. */
      translations: TruthTranslationsSchema.optional(),
      items: z.array(TruthItemSchema),
    }),
  ),
  notes: z.string().optional(),
})
export type TruthMenu = z.infer<typeof TruthMenuSchema>

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!result.success)
    throw new Error(`${path} is not in the corpus format:\n${z.prettifyError(result.error)}`)
  return result.data
}

/** The pages listed in DIR/index.json, in its order. */
export function readCorpusIndex(dir: string): CorpusEntry[] {
  return readJson(join(dir, 'index.json'), z.array(CorpusEntrySchema))
}

/** What is printed on one page of the corpus. */
export function readTruth(dir: string, entry: CorpusEntry): TruthMenu {
  return readJson(join(dir, entry.truth), TruthMenuSchema)
}
