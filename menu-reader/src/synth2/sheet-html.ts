// A card as one HTML document: a sheet per printed page (masthead, page columns of sections, footer).
import type { Card } from './card.ts'
import { type PagePlan, planPages } from './card-pages.ts'
import { escapeHtml, sectionHtml } from './section-html.ts'
import { sheetCss } from './sheet-css.ts'

function sheetHtml(card: Card, page: PagePlan): string {
  const masthead = page.hasMasthead
    ? `<header class="masthead"><h1>${escapeHtml(card.restaurant)}</h1>${card.tagline ? `<p>${escapeHtml(card.tagline)}</p>` : ''}</header>`
    : ''
  const sections = page.runs.map((run, index) => sectionHtml(card, run, index === 0)).join('\n')
  const footer =
    page.hasFooter && card.footer.length > 0
      ? `<footer class="footer">${card.footer.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</footer>`
      : ''
  return `<div class="sheet">${masthead}<main class="flow">\n${sections}\n</main>${footer}</div>`
}

/** The card's HTML document, one `.sheet` per page. */
export function cardHtml(card: Card): string {
  const lang = card.lang === 'en' ? 'en' : 'es'
  const sheets = planPages(card).map((page) => sheetHtml(card, page))
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${sheetCss(card.family, card.look)}</style></head><body>\n${sheets.join('\n')}\n</body></html>`
}
