import { z } from 'zod'

/**
 * The 14 allergens a restaurant in the EU must declare (Regulation (EU) No 1169/2011, Annex II), in the
 * Annex's order, by short Spanish ids: the stored value, the public menu's filter value (`?sin=gluten`) and
 * the i18n key of each name (`allergens.gluten`).
 */
export const ALLERGENS = [
  'gluten',
  'crustaceos',
  'huevos',
  'pescado',
  'cacahuetes',
  'soja',
  'lacteos',
  'frutos-de-cascara',
  'apio',
  'mostaza',
  'sesamo',
  'sulfitos',
  'altramuces',
  'moluscos',
] as const
export type Allergen = (typeof ALLERGENS)[number]

export const ALLERGEN_MESSAGES = {
  containedAndTrace: 'products.errors.allergenContainedAndTrace',
} as const

export const AllergenSchema = z.enum(ALLERGENS)

/** A set of allergens, each once, kept in the Annex's order whatever order it came in. */
export const AllergenListSchema = z
  .array(AllergenSchema)
  .max(ALLERGENS.length)
  .transform((list) => orderAllergens(list))

/** These allergens, each once, in the Annex's order. */
export function orderAllergens(list: Iterable<string>): Allergen[] {
  const present = new Set(list)
  return ALLERGENS.filter((allergen) => present.has(allergen))
}

/** Whether a string names one of the 14 (a filter's query value, a row read back). */
export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value)
}
