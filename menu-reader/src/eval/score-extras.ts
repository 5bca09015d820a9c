// The extras' scores (decision 054) beside the item score: allergens and translations of the items the reader
// found (paired by name as the item score pairs them). Allergens count per item and allergen, contained and
// traces apart: ("Croquetas", gluten, contained) is one; only on pages whose truth records allergens.
// Translations count per text in English: an item's name and description and a section's heading; one is
// right when at least 0.9 alike the truth's (OCR's slips). A page of one language has none: English read
// there is a split that should not have been.
import { matchItems } from './match-items.ts'
import { isAtLeast, similarity } from './similarity.ts'

/** The English of a text, field by field, as the reader and the truth files write it. */
type English = { en?: { name?: string; description?: string } | undefined }

type ItemLike = {
  name: string
  description?: string
  allergens?: readonly string[]
  allergenTraces?: readonly string[]
  translations?: English
}

type MenuLike = {
  lang?: string
  sections: readonly { name: string; translations?: English; items: readonly ItemLike[] }[]
}

/** How alike an English text must be to the truth's to be read right. */
export const TRANSLATION_SIMILARITY = 0.9

/** Counts of one page (summed over pages for P / R / F1): allergens, then English texts. */
export type ExtrasScore = {
  /** Whether the truth records allergens (false on real pages: their allergens were never annotated). */
  hasAllergenTruth: boolean
  trueAllergens: number
  predictedAllergens: number
  matchedAllergens: number
  trueTranslations: number
  predictedTranslations: number
  matchedTranslations: number
}

const allergenKeys = (item: ItemLike) => [
  ...(item.allergens ?? []).map((allergen) => `contained ${allergen}`),
  ...(item.allergenTraces ?? []).map((allergen) => `trace ${allergen}`),
]

const isSameText = (a: string, b: string) => isAtLeast(similarity(a, b), TRANSLATION_SIMILARITY)

/**
 * An item's English as a truth file records it: its `translations`, or on a real bilingual page ("es+en",
 * whose annotators wrote a bilingual card's English line as the description) that line as its English name.
 */
export function trueEnglish(
  item: ItemLike,
  lang: string | undefined,
): { name?: string; description?: string } {
  if (item.translations) return item.translations.en ?? {}
  if (lang === 'es+en' && item.description) return { name: item.description }
  return {}
}

// A real bilingual page's annotators wrote no heading's English: its headings are not scored.
const recordsHeadings = (truth: MenuLike) =>
  truth.lang !== 'es+en' || truth.sections.some((section) => section.translations !== undefined)

function countEnglish(
  truthTexts: readonly (string | undefined)[],
  predictedTexts: readonly (string | undefined)[],
  score: ExtrasScore,
) {
  truthTexts.forEach((text, index) => {
    const predicted = predictedTexts[index]
    if (text) score.trueTranslations++
    if (predicted) score.predictedTranslations++
    if (text && predicted && isSameText(text, predicted)) score.matchedTranslations++
  })
}

/** The allergens and English texts of one page's found items (and its headings, paired by name). */
export function scoreExtras(truth: MenuLike, predicted: MenuLike): ExtrasScore {
  const trueItems = truth.sections.flatMap((section) => section.items)
  const predictedItems = predicted.sections.flatMap((section) => section.items)
  const score: ExtrasScore = {
    hasAllergenTruth: trueItems.some((item) => item.allergens !== undefined),
    trueAllergens: 0,
    predictedAllergens: 0,
    matchedAllergens: 0,
    trueTranslations: 0,
    predictedTranslations: 0,
    matchedTranslations: 0,
  }
  for (const pair of matchItems(trueItems, predictedItems)) {
    const trueItem = trueItems[pair.truth] as ItemLike
    const predictedItem = predictedItems[pair.predicted] as ItemLike
    const trueKeys = new Set(allergenKeys(trueItem))
    const predictedKeys = allergenKeys(predictedItem)
    score.trueAllergens += trueKeys.size
    score.predictedAllergens += predictedKeys.length
    score.matchedAllergens += predictedKeys.filter((key) => trueKeys.has(key)).length
    const english = trueEnglish(trueItem, truth.lang)
    const read = predictedItem.translations?.en ?? {}
    countEnglish([english.name, english.description], [read.name, read.description], score)
  }
  const headings = recordsHeadings(truth) ? truth.sections.filter((section) => section.name !== '') : []
  for (const pair of matchItems(headings, predicted.sections)) {
    const english = (headings[pair.truth] as MenuLike['sections'][number]).translations?.en?.name
    countEnglish([english], [predicted.sections[pair.predicted]?.translations?.en?.name], score)
  }
  return score
}
