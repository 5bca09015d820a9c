import type { Allergen } from '#domain/catalogues/allergens.ts'
import { type CourseInput, SET_MENU_LIMITS } from '#domain/catalogues/set-menu.schema.ts'
import type { ReviewedItem } from '#domain/menu-analyses/reviewed-menu.schema.ts'

// What the reader reads of an item besides its name and prices (decision 054): the allergens the menu states,
// and on a bilingual card its English. The review shows them for the owner to check: allergens can be
// taken off (never added here: only the menu says what it contains), the English corrected.

/** Longest English texts, in characters: the catalogue's limits (ProductTranslationsSchema, CategoryTranslationsSchema). */
export const ENGLISH_LIMITS = { name: 160, description: 1000, sectionName: 120 } as const

/** An item's English as the review edits it: '' for a text the menu does not print in English. */
export type DraftEnglish = { name: string; description: string }

/**
 * An item's allergens and English as read; for a set menu (menú del día) its courses and what its price
 * includes, kept as read (the owner edits them on Menú de hoy once the menu is a catalogue).
 */
export type DraftExtras = {
  allergens: Allergen[]
  allergenTraces: Allergen[]
  english: DraftEnglish
  courses: CourseInput[]
  includes: string[]
}

/**
 * Nothing read beside the name and prices: an item the owner adds, or a result read before the reader took
 * allergens and English.
 */
export const NO_EXTRAS: DraftExtras = {
  allergens: [],
  allergenTraces: [],
  english: { name: '', description: '' },
  courses: [],
  includes: [],
}

type ReadTranslations = { en?: { name?: string; description?: string } }
type ReadItem = {
  allergens?: readonly Allergen[]
  allergenTraces?: readonly Allergen[]
  translations?: ReadTranslations
  courses?: readonly {
    name: string
    translations?: ReadTranslations
    choices: readonly {
      name: string
      description?: string
      allergens?: readonly Allergen[]
      allergenTraces?: readonly Allergen[]
      translations?: ReadTranslations
    }[]
  }[]
  includes?: readonly string[]
}

/**
 * A set menu's courses as the catalogue takes them: courses and dishes without a name left out (a course
 * left without dishes with them), names kept within the catalogue's lengths, at most its number of each.
 */
function readCourses(item: ReadItem): CourseInput[] {
  const english = (translations: ReadTranslations | undefined, limit: number) => {
    const name = translations?.en?.name?.trim().slice(0, limit)
    return name ? { en: { name } } : {}
  }
  return (item.courses ?? [])
    .map((course) => ({
      name: course.name.trim().slice(0, SET_MENU_LIMITS.courseName),
      translations: english(course.translations, SET_MENU_LIMITS.courseName),
      choices: course.choices
        .filter((choice) => choice.name.trim() !== '')
        .slice(0, SET_MENU_LIMITS.choices)
        .map((choice) => ({
          productId: null,
          name: choice.name.trim().slice(0, SET_MENU_LIMITS.choiceName),
          description: (choice.description ?? '').trim().slice(0, 500),
          allergens: [...(choice.allergens ?? [])],
          allergenTraces: (choice.allergenTraces ?? []).filter((each) => !choice.allergens?.includes(each)),
          translations: english(choice.translations, SET_MENU_LIMITS.choiceName),
        })),
    }))
    .filter((course) => course.name !== '' && course.choices.length > 0)
    .slice(0, SET_MENU_LIMITS.courses)
}

/** The allergens and English of an item as read (none for a result kept before they were read). */
export function toDraftExtras(item: ReadItem): DraftExtras {
  const english = item.translations?.en
  return {
    allergens: [...(item.allergens ?? [])],
    allergenTraces: [...(item.allergenTraces ?? [])],
    english: { name: english?.name ?? '', description: english?.description ?? '' },
    courses: readCourses(item),
    includes: (item.includes ?? [])
      .map((each) => each.trim().slice(0, 60))
      .filter(Boolean)
      .slice(0, SET_MENU_LIMITS.includes),
  }
}

/** The reviewed item's allergens and translations; an English text left empty is no translation. */
export function toReviewedExtras(
  item: DraftExtras,
): Pick<ReviewedItem, 'allergens' | 'allergenTraces' | 'translations' | 'courses' | 'includes'> {
  return {
    allergens: item.allergens,
    allergenTraces: item.allergenTraces,
    courses: item.courses,
    includes: item.includes,
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
