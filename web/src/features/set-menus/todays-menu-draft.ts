import type { Allergen } from '#domain/catalogues/allergens.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { Course, CourseInput } from '#domain/catalogues/set-menu.schema.ts'
import { SET_MENU_LIMITS, SET_MENU_MESSAGES } from '#domain/catalogues/set-menu.schema.ts'
import type { MenuDay } from '#domain/catalogues/todays-menu.schema.ts'

// The day's courses as the owner edits them on one screen: typed names, each choice a dish of the catalogue
// when its name is one (its allergens then come from the dish), else a dish typed for the menu with the
// allergens ticked for it. Blank choices are dropped when sent; a course left without any is refused here,
// at its field, before anything is sent.

type Translations = Course['translations']
type ChoiceTranslations = Course['choices'][number]['translations']

export type ChoiceDraft = {
  /** Stable across edits, for React and for focus. */
  key: string
  /** The saved choice's id: sent back, it keeps the choice (and its "agotado hoy"). */
  id?: string
  name: string
  allergens: Allergen[]
  /** Its English texts while its name is the one they translate. */
  translations: ChoiceTranslations
  translatedName: string
  /** Its English name as typed, and as saved. */
  nameEn: string
  savedNameEn: string
  soldOutUntil: string | null
}

export type CourseDraft = {
  key: string
  id?: string
  name: string
  translations: Translations
  translatedName: string
  nameEn: string
  savedNameEn: string
  choices: ChoiceDraft[]
}

let counter = 0
const newKey = () => `draft-${++counter}`

export function emptyChoice(): ChoiceDraft {
  return {
    key: newKey(),
    name: '',
    allergens: [],
    translations: {},
    translatedName: '',
    nameEn: '',
    savedNameEn: '',
    soldOutUntil: null,
  }
}

export function emptyCourse(name = '', nameEn = ''): CourseDraft {
  return {
    key: newKey(),
    name,
    translations: {},
    translatedName: name,
    nameEn,
    savedNameEn: '',
    choices: [emptyChoice()],
  }
}

/** The drafts of saved courses, ids kept. */
export function draftOf(courses: readonly Course[]): CourseDraft[] {
  return courses.map((course) => ({
    key: course.id,
    id: course.id,
    name: course.name,
    translations: course.translations,
    translatedName: course.name,
    nameEn: course.translations.en?.name ?? '',
    savedNameEn: course.translations.en?.name ?? '',
    choices: course.choices.map((choice) => ({ ...choiceDraftOf(choice), key: choice.id, id: choice.id })),
  }))
}

/** A saved choice's texts as a new draft (no id: sent, it is a new choice of the menu). */
function choiceDraftOf(choice: Course['choices'][number]): ChoiceDraft {
  return {
    ...emptyChoice(),
    name: choice.name,
    allergens: choice.allergens,
    translations: choice.translations,
    translatedName: choice.name,
    nameEn: choice.translations.en?.name ?? '',
    savedNameEn: choice.translations.en?.name ?? '',
    soldOutUntil: choice.soldOutUntil,
  }
}

/** The drafts of a past day's courses: its dishes to serve again, as new choices of today's courses. */
export function draftOfDay(day: MenuDay, today: readonly CourseDraft[]): CourseDraft[] {
  return day.courses.map((course, index) => {
    const kept = today.find((draft) => draft.name === course.name) ?? today[index]
    return {
      ...(kept ?? emptyCourse(course.name)),
      name: course.name,
      // A past day's mark does not carry over to today.
      choices: course.choices.map((choice) => ({ ...choiceDraftOf(choice), soldOutUntil: null })),
    }
  })
}

const comparable = (name: string) =>
  name
    .trim()
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')

/** The catalogue's dish a typed name is, if any (same words, case and accents aside). */
export function dishNamed(name: string, dishes: readonly Product[]): Product | undefined {
  const wanted = comparable(name)
  if (!wanted) return undefined
  return dishes.find((dish) => dish.kind === 'dish' && comparable(dish.name) === wanted)
}

/**
 * The English texts to send for a course or a dish: the English name typed for it; or, when it was not
 * touched, the saved ones while the name is still the one they translate (a dish swapped for another loses
 * the old dish's English instead of showing it to English readers).
 */
function englishOf<T extends { en?: { name?: string } }>(draft: {
  name: string
  translatedName: string
  translations: T
  nameEn: string
  savedNameEn: string
}): T | Record<string, never> {
  const isEdited = draft.nameEn !== draft.savedNameEn
  const base = draft.name === draft.translatedName ? draft.translations : ({} as T)
  if (!isEdited) return base
  const nameEn = draft.nameEn.trim()
  const rest = { ...(base.en ?? {}) } as Record<string, string>
  delete rest.name
  const en = nameEn ? { ...rest, name: nameEn } : rest
  return Object.keys(en).length > 0 ? ({ ...base, en } as T) : {}
}

/** The courses to send: blank choices left out, a choice named like a dish linked to it. */
export function toCoursesInput(drafts: readonly CourseDraft[], dishes: readonly Product[]): CourseInput[] {
  return drafts.map((course) => ({
    ...(course.id ? { id: course.id } : {}),
    name: course.name.trim(),
    // A translation is kept only while it still translates the name it was written for.
    translations: englishOf(course),
    choices: course.choices
      .filter((choice) => choice.name.trim() !== '')
      .map((choice) => {
        const dish = dishNamed(choice.name, dishes)
        return {
          ...(choice.id ? { id: choice.id } : {}),
          productId: dish?.id ?? null,
          name: choice.name.trim(),
          description: '',
          allergens: dish ? dish.allergens : choice.allergens,
          allergenTraces: dish ? dish.allergenTraces : [],
          translations: englishOf(choice),
        }
      }),
  }))
}

/** Field paths ("courses.1.choices", "courses.0.name") and the message each must show. */
export type DraftProblems = Record<string, string>

/** What would be refused: no course, a course without a name or without any dish. */
export function draftProblems(drafts: readonly CourseDraft[]): DraftProblems {
  const problems: DraftProblems = {}
  if (drafts.length === 0) problems.courses = SET_MENU_MESSAGES.coursesRequired
  drafts.forEach((course, index) => {
    if (course.name.trim() === '') problems[`courses.${index}.name`] = SET_MENU_MESSAGES.courseNameRequired
    const named = course.choices.filter((choice) => choice.name.trim() !== '').length
    if (named === 0) problems[`courses.${index}.choices`] = SET_MENU_MESSAGES.choicesRequired
    if (named > SET_MENU_LIMITS.choices)
      problems[`courses.${index}.choices`] = SET_MENU_MESSAGES.tooManyChoices
  })
  return problems
}

/** Names to suggest while typing a dish: the catalogue's dishes, then those served on past days, once each. */
export function dishSuggestions(dishes: readonly Product[], history: readonly MenuDay[]): string[] {
  const names = [
    ...dishes.filter((dish) => dish.kind === 'dish').map((dish) => dish.name),
    ...history.flatMap((day) => day.courses.flatMap((course) => course.choices.map((choice) => choice.name))),
  ]
  const seen = new Set<string>()
  return names.filter((name) => {
    const key = comparable(name)
    if (!key || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Whether a saved choice is marked sold out at `now`. */
export function isSoldOutNow(choice: Pick<ChoiceDraft, 'soldOutUntil'>, now: Date): boolean {
  return choice.soldOutUntil !== null && new Date(choice.soldOutUntil) > now
}
