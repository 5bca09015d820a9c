import {
  type AnalysedMenu,
  AnalysedMenuSchema,
  AnalysedSectionSchema,
} from '#domain/menu-analyses/analysed-menu.schema.ts'

// docs/product-spec.md §4 "Result handling", in its order, for the compatibility call's `data`:
// extractedMenu, else sections, else rawText, else no structure. The spec's "Could not parse menu items" item
// is not made up here: a menu with no sections is what the widget shows as that fallback (DESIGN.md §1,
// nothing invented as data).

export const basicTextOnlyError = 'Basic text extraction only'
export const noStructureError = 'Failed to extract structured menu data'
export const invalidResultMessage = 'Invalid result structure from API'
/** Lines of raw text kept as items (docs/product-spec.md §9 "Text fallback takes 10 lines"). */
const RAW_TEXT_ITEMS = 10

const emptyMetadata = (confidence: number, errors: string[]): AnalysedMenu['metadata'] => ({
  confidence,
  errors,
  processingTime: 0,
  fileSize: 0,
  fileType: '',
  fileName: '',
})

const noBox = { page: 1, box: { x0: 0, y0: 0, x1: 0, y1: 0 } }

/** The menu a function result holds; throws "Invalid result structure from API" when it is not an object. */
export function readAnalysisResult(data: unknown): AnalysedMenu {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(invalidResultMessage)
  const { extractedMenu, sections, rawText } = data as Record<string, unknown>

  const extracted = AnalysedMenuSchema.safeParse(extractedMenu)
  if (extracted.success) return extracted.data

  const read = AnalysedSectionSchema.array().safeParse(sections)
  if (read.success) {
    const items = read.data.flatMap((section) => section.items)
    const confidence = items.length
      ? Math.round(items.reduce((sum, item) => sum + item.confidence, 0) / items.length)
      : 0
    return {
      restaurantName: '',
      currency: '',
      sections: read.data,
      pages: [],
      metadata: emptyMetadata(confidence, []),
    }
  }

  if (typeof rawText === 'string') {
    const lines = rawText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length > 0) return toBasicTextMenu(lines)
  }
  return {
    restaurantName: '',
    currency: '',
    sections: [],
    pages: [],
    metadata: emptyMetadata(50, [noStructureError]),
  }
}

/**
 * The first line as the restaurant's name, the next ten as the items of one section (docs/product-spec.md §4
 * step 3).
 */
function toBasicTextMenu([first = 'Extracted Menu', ...rest]: string[]): AnalysedMenu {
  return {
    restaurantName: first,
    currency: '',
    sections: [
      {
        id: 's1',
        name: 'Menu Items',
        items: rest.slice(0, RAW_TEXT_ITEMS).map((name, index) => ({
          id: `s1-i${index + 1}`,
          name,
          price: '',
          priceValue: null,
          description: '',
          confidence: 70,
          source: noBox,
        })),
      },
    ],
    pages: [],
    metadata: emptyMetadata(70, [basicTextOnlyError]),
  }
}
