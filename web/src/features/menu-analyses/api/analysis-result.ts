import { NO_STRUCTURE_ERROR } from '#domain/menu-analyses/analysis-errors.ts'
import type { AnalysedMenu, AnalysedSection } from './analysis-contract.ts'

// docs/product-spec.md §4 "Result handling", in its order, for the compatibility call's `data`: extractedMenu,
// else sections, else no structure. Its third step, raw text turned into a basic menu of ten lines, is the
// reader's own (menu-reader/src/plain-text-menu.ts): our server always answers an extractedMenu, already
// built that way when only text was found. The spec's "Could not parse menu items" item is not made up here:
// a menu with no sections is what the widget shows as that fallback (DESIGN.md §1, nothing invented as data).

export const invalidResultMessage = 'Invalid result structure from API'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// The contract types the answer; these checks only tell a menu from something else, as the spec's order asks.
const isSection = (value: unknown): value is AnalysedSection =>
  isObject(value) &&
  typeof value.name === 'string' &&
  Array.isArray(value.items) &&
  value.items.every(
    (item) => isObject(item) && typeof item.name === 'string' && typeof item.confidence === 'number',
  )
const isMenu = (value: unknown): value is AnalysedMenu =>
  isObject(value) &&
  Array.isArray(value.sections) &&
  value.sections.every(isSection) &&
  isObject(value.metadata)

const emptyMetadata = (confidence: number, errors: string[]): AnalysedMenu['metadata'] => ({
  confidence,
  errors,
  processingTime: 0,
  fileSize: 0,
  fileType: '',
  fileName: '',
})

/** The menu a function result holds; throws "Invalid result structure from API" when it is not an object. */
export function readAnalysisResult(data: unknown): AnalysedMenu {
  if (!isObject(data)) throw new Error(invalidResultMessage)
  const { extractedMenu, sections } = data
  if (isMenu(extractedMenu)) return extractedMenu

  if (Array.isArray(sections) && sections.every(isSection)) {
    const items = sections.flatMap((section) => section.items)
    const confidence = items.length
      ? Math.round(items.reduce((sum, item) => sum + item.confidence, 0) / items.length)
      : 0
    return {
      restaurantName: '',
      currency: '',
      currencyEvidence: 'guessed',
      sections,
      pages: [],
      metadata: emptyMetadata(confidence, []),
    }
  }

  return {
    restaurantName: '',
    currency: '',
    currencyEvidence: 'guessed',
    sections: [],
    pages: [],
    metadata: emptyMetadata(50, [NO_STRUCTURE_ERROR]),
  }
}
