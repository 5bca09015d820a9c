import type { MenuCourse, MenuTranslations } from './analysed-menu.schema.ts'
import type { DraftCourse, EnglishTexts } from './layout/draft-item.ts'
import { itemVariants } from './layout/item-variants.ts'
import { priceValue, restoreLostDecimals } from './layout/prices.ts'
import type { DraftSection } from './layout/structure.ts'
import { isAllCaps } from './layout/structure.ts'
import type { MenuSection } from './types.ts'

/**
 * A name without the punctuation a dot leader or a list left at its end ("Patatas Asadas.", "TOMATE ."), nor
 * a bracket opened and never closed ("Toro joven(": a group of allergen codes wrapped to the next line); a
 * short abbreviation keeps its dot ("3 uds.").
 */
export function cleanName(name: string): string {
  return name
    .replace(/\s*[([]$/, '')
    .replace(/[,;:]$/, '')
    .replace(/(\p{L}{4,})\s?\.$/u, '$1')
    .trim()
}

/**
 * Gives the drafted sections ids, prices as printed (a bare number stays bare) and values, and rounds
 * confidences; no item is flagged for review yet.
 */
export function toMenuSections(drafts: DraftSection[]): MenuSection[] {
  const items = drafts.flatMap((draft) => draft.items)
  const repaired = restoreLostDecimals(items.map((item) => item.price))
  items.forEach((item, index) => {
    item.price = repaired[index] ?? item.price
  })
  return drafts.map((draft, sectionIndex) => ({
    id: `s${sectionIndex + 1}`,
    name: draft.name,
    translations: toTranslations(draft.english),
    items: draft.items.map((item, itemIndex) => {
      const variants = itemVariants(item)
      // The first variant's price is the item's, for readers of the one-price shape.
      const price = variants[0]?.price ?? ''
      return {
        id: `s${sectionIndex + 1}-i${itemIndex + 1}`,
        name: cleanName(item.name),
        price,
        priceValue: price === '' ? null : priceValue(price),
        variants,
        description: item.description.join(' ').trim(),
        allergens: item.allergens ?? [],
        allergenTraces: item.allergenTraces ?? [],
        translations: toTranslations(item.english, cleanName),
        // Only a set menu carries courses and what its price includes; a dish's item is as it always was.
        ...(item.courses ? { courses: toCourses(item.courses), includes: item.includes ?? [] } : {}),
        confidence: Math.round(item.confidence),
        // What to check is judged once the whole page's items are known (review-flags/).
        review: [],
        source: { page: item.page, box: roundBox(item.box) },
      }
    }),
  }))
}

// A set menu's courses in the contract's shape: each dish's name cleaned as an item's is.
function toCourses(courses: readonly DraftCourse[]): MenuCourse[] {
  return courses.map((course) => ({
    name: course.name,
    translations: {},
    choices: course.choices.map((choice) => ({
      name: cleanName(choice.name),
      description: choice.description,
      allergens: [],
      allergenTraces: [],
      translations: {},
    })),
  }))
}

// The English read for a name, a description or a heading, in the translations' shape; {} when none.
function toTranslations(english: EnglishTexts | undefined, clean = (text: string) => text): MenuTranslations {
  const name = clean(english?.name?.trim() ?? '')
  const description = english?.description?.trim() ?? ''
  if (!name && !description) return {}
  return { en: { ...(name ? { name } : {}), ...(description ? { description } : {}) } }
}

function roundBox(box: { x0: number; y0: number; x1: number; y1: number }) {
  return { x0: Math.round(box.x0), y0: Math.round(box.y0), x1: Math.round(box.x1), y1: Math.round(box.y1) }
}

/** Whether a line is likely the restaurant's name rather than a section (used on page one's top lines). */
export function isNameLike(text: string): boolean {
  return text.length >= 2 && text.length <= 40 && (isAllCaps(text) || /^\p{Lu}/u.test(text))
}
