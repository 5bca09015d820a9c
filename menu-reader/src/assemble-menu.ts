import { toMenuSections } from './build-menu.ts'
import type { PageWords } from './geometry/word.ts'
import { readLayout } from './layout/read-layout.ts'
import { mean } from './numbers/mean.ts'
import { buildPlainTextMenu, NO_STRUCTURE } from './plain-text-menu.ts'
import { readMenuCurrency } from './read-currency.ts'
import { flagItemsForReview } from './review-flags/flag-items.ts'
import type { AnalysedMenu } from './types.ts'

function guessLanguage(lines: string[]): 'es' | 'en' | '' {
  const text = ` ${lines.join(' ').toLowerCase()} `
  const spanish = (text.match(/ (de|con|y|del|la|el|los|las|al) /g) ?? []).length
  const english = (text.match(/ (with|and|of|the|served|our) /g) ?? []).length
  if (spanish === 0 && english === 0) return ''
  return spanish >= english ? 'es' : 'en'
}

/**
 * The analysed menu of a file's pages once their words are read: layout, sections with what to check on each
 * item, currency and confidence, or the plain-text fallback. `metadata` comes filled but for its confidence.
 */
export function assembleMenu(pages: PageWords[], metadata: AnalysedMenu['metadata']): AnalysedMenu {
  const layout = readLayout(pages)
  const sizes = pages.map((page) => ({
    number: page.page,
    width: page.width,
    height: page.height,
    slope: page.slope ?? 0,
  }))
  const sections = flagItemsForReview(toMenuSections(layout.sections), pages)
  const items = sections.flatMap((section) => section.items)
  if (items.length === 0) {
    const lines = layout.lines.filter((line) => line.trim() !== '')
    if (lines.length > 0) return buildPlainTextMenu(lines, sizes, metadata)
    return {
      restaurantName: '',
      currency: '',
      currencyEvidence: 'guessed',
      sections: [],
      pages: sizes,
      metadata: { ...metadata, errors: [NO_STRUCTURE] },
    }
  }
  const pricedShare = items.filter((item) => item.price !== '').length / items.length
  const meanConfidence = mean(items.map((item) => item.confidence))
  return {
    restaurantName: layout.restaurantName,
    ...readMenuCurrency(
      items.map((item) => item.price).filter(Boolean),
      layout.lines,
      guessLanguage(layout.lines),
    ),
    sections,
    pages: sizes,
    metadata: { ...metadata, confidence: Math.round(meanConfidence * (0.7 + 0.3 * pricedShare)) },
  }
}
