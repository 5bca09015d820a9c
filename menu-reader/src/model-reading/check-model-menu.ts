import {
  type Box,
  MENU_ALLERGENS,
  MENU_REVIEW_REASONS,
  type MenuReviewReason,
} from '../analysed-menu.schema.ts'
import type { PageWords } from '../geometry/word.ts'
import { priceValue } from '../layout/prices.ts'
import { mean } from '../numbers/mean.ts'
import { findMissingPrices, findUnusualPrices } from '../review-flags/price-flags.ts'
import type { AnalysedMenu, MenuItem, MenuSection } from '../types.ts'
import type { ModelItem, ModelMenu } from './model-menu.schema.ts'
import {
  type EvidenceLine,
  findNameOnPage,
  isPriceOnPage,
  type PageEvidence,
  readPageEvidence,
} from './page-evidence.ts'

// A model's answer made into the reader's result, every item checked against what the page prints as this
// reader read it: a price found in none of its words, or a name close to none of its lines, is kept but
// flagged for the owner to check, never published unseen. The page's words also say where each item is.

/** How sure the reading is of an item the page bears out, and of one it does not (flagged, not doubted twice). */
const CONFIRMED_CONFIDENCE = 90
const FLAGGED_CONFIDENCE = 70

const NO_BOX = { x0: 0, y0: 0, x1: 0, y1: 0 }

type CheckedItem = Omit<MenuItem, 'id' | 'review'> & { reasons: Set<MenuReviewReason> }

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0)

/**
 * The allergens of a dish: this reader's, read from what the page states (its codes through the legend, its
 * "Contiene…"), for the item it read on the same line; the model's only where this reader read no such item.
 */
function allergensOf(item: ModelItem, line: EvidenceLine | undefined, localItems: readonly MenuItem[]) {
  const local =
    line &&
    localItems.find(
      (candidate) => candidate.source.page === line.page && overlaps(candidate.source.box, line.box),
    )
  if (local) return { allergens: local.allergens, allergenTraces: local.allergenTraces }
  return {
    allergens: MENU_ALLERGENS.filter((allergen) => item.allergens.includes(allergen)),
    allergenTraces: [],
  }
}

function checkItem(item: ModelItem, evidence: PageEvidence, localItems: readonly MenuItem[]): CheckedItem {
  const variants =
    item.variants.length > 0 ? item.variants : item.price ? [{ label: '', price: item.price }] : []
  const price = variants[0]?.price ?? ''
  const reasons = new Set<MenuReviewReason>()
  const line = findNameOnPage(item.name, evidence)
  if (!line) reasons.add('nameNotOnPage')
  if (variants.some((variant) => !isPriceOnPage(variant.price, evidence, line))) reasons.add('priceNotOnPage')
  return {
    name: item.name.trim(),
    price,
    priceValue: price ? priceValue(price) : null,
    variants,
    description: item.description.trim(),
    ...allergensOf(item, line, localItems),
    translations: {},
    confidence: reasons.size === 0 ? CONFIRMED_CONFIDENCE : FLAGGED_CONFIDENCE,
    source: { page: line?.page ?? 1, box: line?.box ?? NO_BOX },
    readBy: 'model',
    reasons,
  }
}

/** The page's own price flags (none printed where most are, one unlike the others), page by page. */
function addPriceFlags(items: readonly CheckedItem[]) {
  for (const page of new Set(items.map((item) => item.source.page))) {
    const onPage = items.filter((item) => item.source.page === page)
    const prices = onPage.map((item) => item.price)
    const missing = findMissingPrices(prices)
    const unusual = findUnusualPrices(prices)
    onPage.forEach((item, index) => {
      if (missing[index]) item.reasons.add('priceMissing')
      if (unusual[index]) item.reasons.add('priceUnusual')
    })
  }
}

/**
 * The menu a model read (`answer`), checked against the words of the file's pages: the reader's result with
 * each item's review reasons and place, the pages and metadata of this reader's own reading (`local`), and
 * `reading` naming the model's service.
 */
export function checkModelMenu(
  answer: ModelMenu,
  pages: readonly PageWords[],
  local: AnalysedMenu,
  service: string,
): AnalysedMenu {
  const evidence = readPageEvidence(pages)
  const localItems = local.sections.flatMap((section) => section.items)
  const checked = answer.sections
    .filter((section) => section.items.length > 0)
    .map((section) => ({
      name: section.name.trim(),
      items: section.items.map((item) => checkItem(item, evidence, localItems)),
    }))
  addPriceFlags(checked.flatMap((section) => section.items))
  const sections: MenuSection[] = checked.map((section, sectionIndex) => ({
    id: `s${sectionIndex + 1}`,
    name: section.name,
    translations: {},
    items: section.items.map(({ reasons, ...item }, itemIndex) => ({
      ...item,
      id: `s${sectionIndex + 1}-i${itemIndex + 1}`,
      review: MENU_REVIEW_REASONS.filter((reason) => reasons.has(reason)),
    })),
  }))
  const items = sections.flatMap((section) => section.items)
  const restaurantName = answer.restaurantName.trim()
  const isNamePrinted = restaurantName !== '' && findNameOnPage(restaurantName, evidence) !== undefined
  return {
    restaurantName: isNamePrinted ? restaurantName : local.restaurantName,
    currency: /^[A-Z]{3}$/.test(answer.currency) ? answer.currency : local.currency,
    currencyEvidence: local.currencyEvidence,
    sections,
    pages: local.pages,
    metadata: {
      ...local.metadata,
      confidence: items.length > 0 ? Math.round(mean(items.map((item) => item.confidence))) : 0,
    },
    reading: { by: 'model', service },
  }
}
