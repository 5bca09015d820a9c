import {
  REVIEWED_MENU_LIMITS as LIMITS,
  type ReviewedMenu,
  ReviewedMenuSchema,
} from '#domain/menu-analyses/reviewed-menu.schema.ts'
import type { AnalysedItem, AnalysedMenu } from './api/analysis-contract.ts'
import {
  type DraftExtras,
  ENGLISH_LIMITS,
  hasTooLongEnglish,
  NO_EXTRAS,
  toDraftExtras,
  toReviewedExtras,
} from './review-extras.ts'
import {
  type DraftVariant,
  hasTooLongVariant,
  toDraftVariants,
  toReviewedVariants,
  toVariantProblem,
} from './review-variants.ts'

// The menu as the visitor reviews it in the preview (docs/product-spec.md §4 "Preview"): what was read, with
// their corrections, added and deleted items and sections. "Continuar" turns it into a ReviewedMenu.

export type DraftItem = {
  id: string
  name: string
  /** The price as printed; with variants, the first one's. */
  price: string
  /** Its prices when the menu printed two or more (sizes, glass and bottle), in printed order; else []. */
  variants: DraftVariant[]
  description: string
  /** 0–100 as read; null for an item the visitor added. */
  confidence: number | null
  /** Why the reader asks for a look (review-reasons.ts says which still hold); [] for an added item. */
  review: AnalysedItem['review']
  /** Where it was read; null for an added item. */
  source: AnalysedItem['source'] | null
  /**
   * Which reading gave it: Vitrina's own reader, or the external model's checked against the page (its row
   * says so); null for an added item.
   */
  readBy: NonNullable<AnalysedItem['readBy']> | null
  /** Saved through the item dialog: the visitor has looked at it. */
  isChecked: boolean
} & DraftExtras
export type DraftSection = {
  id: string
  name: string
  /** Its English heading on a bilingual card, '' when none. */
  englishName: string
  items: DraftItem[]
}
export type ReviewDraft = {
  restaurantName: string
  /** The currency the page printed (ISO 4217); '' when the reader only guessed it, so nothing is asked on it. */
  currency: string
  sections: DraftSection[]
}

/** Whether the reader found at least one item; otherwise the spec's "could not parse" fallback is shown. */
export function hasReadItems(menu: AnalysedMenu): boolean {
  return menu.sections.some((section) => section.items.length > 0)
}

/**
 * The draft of a read menu. A section read without a heading (the items above the first one) gets
 * `untitledSection` as its name, in view and editable, since every category of a catalogue needs a name.
 */
export function toReviewDraft(menu: AnalysedMenu, untitledSection: string): ReviewDraft {
  return {
    restaurantName: menu.restaurantName,
    currency: menu.currencyEvidence === 'printed' ? menu.currency : '',
    sections: menu.sections
      .filter((section) => section.items.length > 0)
      .map((section) => ({
        id: section.id,
        name: section.name.trim() || untitledSection,
        englishName: section.translations?.en?.name ?? '',
        items: section.items.map((item) => ({
          id: item.id,
          name: item.name,
          ...withVariants(item),
          description: item.description,
          ...toDraftExtras(item),
          confidence: item.confidence,
          review: item.review ?? [],
          source: item.source,
          // An analysis without a model's reading leaves it out: Vitrina's reader read it.
          readBy: item.readBy ?? 'reader',
          isChecked: false,
        })),
      })),
  }
}

/** An item's prices as read: its variants when two or more, `price` then the first one's. */
function withVariants(item: AnalysedItem): Pick<DraftItem, 'price' | 'variants'> {
  const variants = toDraftVariants(item)
  return { price: variants[0]?.price ?? item.price, variants }
}

export type ItemValues = Pick<
  DraftItem,
  'name' | 'price' | 'variants' | 'description' | 'allergens' | 'allergenTraces' | 'english'
>

/** The values of an item the visitor adds: nothing read yet. */
export const NEW_ITEM_VALUES: ItemValues = {
  name: '',
  price: '',
  variants: [],
  description: '',
  ...NO_EXTRAS,
}

export type DraftChange =
  | { type: 'renameRestaurant'; name: string }
  | { type: 'renameSection'; sectionId: string; name: string }
  /** The section's English heading ('' for none). */
  | { type: 'translateSection'; sectionId: string; englishName: string }
  | { type: 'addSection'; sectionId: string; name: string }
  | { type: 'deleteSection'; sectionId: string }
  /** Updates the item with that id, or adds it at the end of the section. */
  | { type: 'saveItem'; sectionId: string; itemId: string; values: ItemValues }
  | { type: 'deleteItem'; sectionId: string; itemId: string }

const mapSection = (
  draft: ReviewDraft,
  sectionId: string,
  change: (section: DraftSection) => DraftSection,
) => ({
  ...draft,
  sections: draft.sections.map((section) => (section.id === sectionId ? change(section) : section)),
})

function saveItem(section: DraftSection, itemId: string, values: ItemValues): DraftSection {
  const exists = section.items.some((item) => item.id === itemId)
  if (exists) {
    return {
      ...section,
      items: section.items.map((item) =>
        item.id === itemId ? { ...item, ...values, isChecked: true } : item,
      ),
    }
  }
  const added: DraftItem = {
    id: itemId,
    // An item the owner adds is a dish: set menus are made on Menú de hoy.
    courses: [],
    includes: [],
    ...values,
    confidence: null,
    review: [],
    source: null,
    readBy: null,
    isChecked: true,
  }
  return { ...section, items: [...section.items, added] }
}

/** The draft after one change (a reducer). */
export function changeReviewDraft(draft: ReviewDraft, change: DraftChange): ReviewDraft {
  switch (change.type) {
    case 'renameRestaurant':
      return { ...draft, restaurantName: change.name }
    case 'renameSection':
      return mapSection(draft, change.sectionId, (section) => ({ ...section, name: change.name }))
    case 'translateSection':
      return mapSection(draft, change.sectionId, (section) => ({
        ...section,
        englishName: change.englishName,
      }))
    case 'addSection':
      return {
        ...draft,
        sections: [
          ...draft.sections,
          { id: change.sectionId, name: change.name, englishName: '', items: [] },
        ],
      }
    case 'deleteSection':
      return { ...draft, sections: draft.sections.filter((section) => section.id !== change.sectionId) }
    case 'saveItem':
      return mapSection(draft, change.sectionId, (section) => saveItem(section, change.itemId, change.values))
    case 'deleteItem':
      return mapSection(draft, change.sectionId, (section) => ({
        ...section,
        items: section.items.filter((item) => item.id !== change.itemId),
      }))
  }
}

let lastNewId = 0
/** An id for a section or item the visitor adds, unlike any the reader gives ("s1", "s1-i2"). */
export function createDraftId(): string {
  lastNewId += 1
  return `new-${lastNewId}`
}

/** Whether a text, trimmed as it will be kept, is longer than its limit. */
const isOver = (text: string, limit: number) => text.trim().length > limit

/** Whether the restaurant's name is longer than a reviewed menu takes (REVIEWED_MENU_LIMITS). */
export const isRestaurantNameTooLong = (name: string) => isOver(name, LIMITS.restaurantName)

/** Whether a section's name is longer than a reviewed menu takes. */
export const isSectionNameTooLong = (name: string) => isOver(name, LIMITS.sectionName)

/**
 * Whether an item's name, price (or a size's label or price), description or English is longer than a
 * reviewed menu takes.
 */
export function isItemTooLong(item: ItemValues): boolean {
  return (
    isOver(item.name, LIMITS.itemName) ||
    isOver(item.price, LIMITS.price) ||
    hasTooLongVariant(item.variants) ||
    isOver(item.description, LIMITS.description) ||
    hasTooLongEnglish(item)
  )
}

function hasTooLongText(draft: ReviewDraft): boolean {
  return (
    isRestaurantNameTooLong(draft.restaurantName) ||
    draft.sections.some(
      (section) =>
        isSectionNameTooLong(section.name) ||
        isOver(section.englishName, ENGLISH_LIMITS.sectionName) ||
        section.items.some(isItemTooLong),
    )
  )
}

export type ReviewProblem = 'noSections' | 'unnamedSection' | 'tooLong' | 'variantLabels'

const hasVariantProblem = (draft: ReviewDraft) =>
  draft.sections.some((section) => section.items.some((item) => toVariantProblem(item.variants) !== null))

/**
 * What "Continuar" keeps, or why it cannot yet: no section left, a section without a name, a text longer
 * than a catalogue takes, or an item with several prices not each named once ("8,50 12,00 15,50" printed
 * without sizes: which is which is the owner's to say, never guessed). A long line read from the file is kept as read and marked in the review for the
 * owner to shorten: cutting it silently would publish words the owner never chose.
 */
export function toReviewedMenu(
  draft: ReviewDraft,
): { menu: ReviewedMenu; problem?: undefined } | { menu?: undefined; problem: ReviewProblem } {
  if (draft.sections.length === 0) return { problem: 'noSections' }
  if (draft.sections.some((section) => section.name.trim() === '')) return { problem: 'unnamedSection' }
  if (hasTooLongText(draft)) return { problem: 'tooLong' }
  if (hasVariantProblem(draft)) return { problem: 'variantLabels' }
  const menu = ReviewedMenuSchema.parse({
    restaurantName: draft.restaurantName.trim(),
    currency: draft.currency.slice(0, 3),
    sections: draft.sections.map((section) => ({
      name: section.name.trim(),
      translations: { en: { name: section.englishName.trim() } },
      items: section.items.map((item) => {
        const variants = toReviewedVariants(item.variants)
        return {
          name: item.name.trim(),
          price: variants[0]?.price ?? item.price.trim(),
          variants,
          description: item.description.trim(),
          ...toReviewedExtras(item),
        }
      }),
    })),
  })
  return { menu }
}
