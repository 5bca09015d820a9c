import type { Allergen } from '#domain/catalogues/allergens.ts'
import type { ReviewedItem } from '#domain/menu-analyses/reviewed-menu.schema.ts'

// What the reader reads of an item besides its name and prices (decision 054): the allergens the menu states,
// and on a bilingual card its English. The review shows them for the owner to check: allergens can be
// taken off (never added here: only the menu says what it contains), the English corrected.

/** Longest English texts, in characters: the catalogue's limits (ProductTranslationsSchema, CategoryTranslationsSchema). */
export const ENGLISH_LIMITS = { name: 160, description: 1000, sectionName: 120 } as const

/** An item's English as the review edits it: '' for a text the menu does not print in English. */
export type DraftEnglish = { name: string; description: string }

/** An item's allergens and English as read. */
export type DraftExtras = { allergens: Allergen[]; allergenTraces: Allergen[]; english: DraftEnglish }

/**
 * Nothing read beside the name and prices: an item the owner adds, or a result read before the reader took
 * allergens and English.
 */
export const NO_EXTRAS: DraftExtras = {
  allergens: [],
  allergenTraces: [],
  english: { name: '', description: '' },
}

type ReadItem = {
  allergens?: readonly Allergen[]
  allergenTraces?: readonly Allergen[]
  translations?: { en?: { name?: string; description?: string } }
}

/** The allergens and English of an item as read (none for a result kept before they were read). */
export function toDraftExtras(item: ReadItem): DraftExtras {
  const english = item.translations?.en
  return {
    allergens: [...(item.allergens ?? [])],
    allergenTraces: [...(item.allergenTraces ?? [])],
    english: { name: english?.name ?? '', description: english?.description ?? '' },
  }
}

/** The reviewed item's allergens and translations; an English text left empty is no translation. */
export function toReviewedExtras(
  item: DraftExtras,
): Pick<ReviewedItem, 'allergens' | 'allergenTraces' | 'translations'> {
  return {
    allergens: item.allergens,
    allergenTraces: item.allergenTraces,
    translations: { en: { name: item.english.name.trim(), description: item.english.description.trim() } },
  }
}

/** Whether an item's English name or description is longer than the catalogue takes. */
export const hasTooLongEnglish = ({ english }: Pick<DraftExtras, 'english'>) =>
  english.name.trim().length > ENGLISH_LIMITS.name ||
  english.description.trim().length > ENGLISH_LIMITS.description

/** The item's allergens with one taken off, wherever it was listed (contained or traces). */
export function withoutAllergen<Item extends Pick<DraftExtras, 'allergens' | 'allergenTraces'>>(
  item: Item,
  allergen: Allergen,
): Item {
  return {
    ...item,
    allergens: item.allergens.filter((one) => one !== allergen),
    allergenTraces: item.allergenTraces.filter((one) => one !== allergen),
  }
}
