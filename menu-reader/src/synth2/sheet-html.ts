// A card as one HTML document: a sheet per printed page (masthead, page columns of sections, footer).
import type { Card } from './card.ts'
import { type PagePlan, planPages } from './card-pages.ts'
import { escapeHtml, sectionHtml } from './section-html.ts'
import { sheetCss } from './sheet-css.ts'

// A price column left of the names (price-first, sub-style 0) as wide as the card's longest price, in em of
// the price's type (about 0.62 em a character in the bold faces used), so the names line up and none is overlapped.
function flowStyle(card: Card): string {
  if (card.family !== 'price-first' || card.look.variant !== 0) return ''
  const longest = Math.max(
    ...card.sections.flatMap((section) => section.dishes.map((dish) => dish.cells[0]!.length)),
  )
  return ` style="--pf:${(longest * 0.62 + 0.4).toFixed(2)}em"`
}

function sheetHtml(card: Card, page: PagePlan): string {
  const masthead = page.hasMasthead
    ? `<header class="masthead"><h1>${escapeHtml(card.restaurant)}</h1>${card.tagline ? `<p>${escapeHtml(card.tagline)}</p>` : ''}</header>`
    : ''
  const sections = page.runs.map((run, index) => sectionHtml(card, run, index === 0)).join('\n')
  const footer =
    page.hasFooter && card.footer.length > 0
      ? `<footer class="footer">${card.footer.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</footer>`
      : ''
  return `<div class="sheet">${masthead}<main class="flow"${flowStyle(card)}>\n${sections}\n</main>${footer}</div>`
}

/** The card's HTML document, one `.sheet` per page. */
export function cardHtml(card: Card): string {
  const lang = card.lang === 'en' ? 'en' : 'es'
  const sheets = planPages(card).map((page) => sheetHtml(card, page))
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${sheetCss(card.family, card.look)}</style></head><body>\n${sheets.join('\n')}\n</body></html>`
}
