import type { AnalysedMenu, MenuMetadata, PageSize } from './analysed-menu.schema.ts'

// docs/product-spec.md §4 "Result handling": the fallbacks and their messages, kept word for word.
export const BASIC_TEXT_ONLY = 'Basic text extraction only'
export const NO_STRUCTURE = 'Failed to extract structured menu data'

/** Lines of raw text kept as items (docs/product-spec.md §9 "Text fallback takes 10 lines"). */
export const PLAIN_TEXT_ITEMS = 10

/** Metadata of no file: for a menu made from pages read before (the fallback's default, the eval tools). */
export const NO_METADATA: MenuMetadata = {
  confidence: 0,
  errors: [],
  processingTime: 0,
  fileSize: 0,
  fileType: '',
  fileName: '',
}

/**
 * The spec's fallback when no structure was found but some text was (docs/product-spec.md §4 "Result
 * handling"): the first line as the restaurant's name, the next ten as the items of one section, confidence
 * 70 and the "Basic text extraction only" error. `lines` are the text's non-empty lines, in reading order.
 */
export function buildPlainTextMenu(
  lines: readonly string[],
  pages: PageSize[] = [],
  metadata: MenuMetadata = NO_METADATA,
): AnalysedMenu {
  const [first = 'Extracted Menu', ...rest] = lines
  return {
    restaurantName: first,
    currency: '',
    currencyEvidence: 'guessed',
    sections: [
      {
        id: 's1',
        name: 'Menu Items',
        translations: {},
        items: rest.slice(0, PLAIN_TEXT_ITEMS).map((name, index) => ({
          id: `s1-i${index + 1}`,
          name,
          price: '',
          priceValue: null,
          variants: [],
          description: '',
          allergens: [],
          allergenTraces: [],
          translations: {},
          confidence: 70,
          review: [],
          source: { page: 1, box: { x0: 0, y0: 0, x1: 0, y1: 0 } },
        })),
      },
    ],
    pages,
    metadata: { ...metadata, confidence: 70, errors: [BASIC_TEXT_ONLY] },
  }
}
