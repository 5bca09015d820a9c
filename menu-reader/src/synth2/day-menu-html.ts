// A day menu as one HTML page: the restaurant's name, the day menu (title, courses of unpriced dishes, its
// price and what it includes), a priced carta beside or under it on some, and the notes at the foot. Every
// printed string is one text node exactly as the truth spells it (no CSS text-transform).
import type { DayMenuCard, DayPrice } from './day-menu-card.ts'
import { fontFaceCss, TYPEFACE_STACKS } from './fonts.ts'
import { escapeHtml } from './section-html.ts'
import { CHALK_DUST } from './sheet-css.ts'

/** The page's size in CSS pixels: A4 at 96 dpi, upright. */
export const DAY_MENU_SHEET = { width: 794, height: 1123 } as const

const priceSpan = (price: string) => `<span class="price">${escapeHtml(price)}</span>`
const labelled = ({ label, price }: DayPrice) =>
  label ? `${escapeHtml(label)}&ensp;${priceSpan(price)}` : priceSpan(price)

// The price on a line of its own after the courses: "Precio: 12,50 €", or two prices on one line or two.
function priceLines(card: DayMenuCard): string {
  if (card.prices.length === 1) {
    const label = card.priceLabel ? `${escapeHtml(card.priceLabel)} ` : ''
    return `<p class="dm-price">${label}${priceSpan(card.prices[0]!.price)}</p>`
  }
  if (card.priceJoin)
    return `<p class="dm-price">${card.prices.map(labelled).join(escapeHtml(card.priceJoin))}</p>`
  return card.prices.map((price) => `<p class="dm-price">${labelled(price)}</p>`).join('')
}

function titleHtml(card: DayMenuCard): string {
  const price = card.pricePlace === 'title' ? `&ensp;${priceSpan(card.prices[0]!.price)}` : ''
  return `<h2 class="dm-title">${escapeHtml(card.title)}${price}</h2>`
}

function coursesHtml(card: DayMenuCard): string {
  const { bullet, hasHeadingColon } = card.look
  return card.courses
    .map((course) => {
      const heading = `<h3>${escapeHtml(course.heading)}${hasHeadingColon ? ':' : ''}</h3>`
      const choices = course.choices.map((choice) => {
        const mark = bullet ? `${bullet} ` : ''
        const description = choice.description
          ? `<span class="desc">${escapeHtml(choice.description)}</span>`
          : ''
        const supplement = choice.supplement
          ? ` <span class="supl">${escapeHtml(choice.supplement)}</span>`
          : ''
        return `<p class="dm-choice">${mark}<span class="name">${escapeHtml(choice.name)}</span>${supplement}${description}</p>`
      })
      return `<div class="dm-course">${heading}${choices.join('')}</div>`
    })
    .join('')
}

/** The day menu's block: title, its price where the card prints it, courses, what it includes. */
export function dayMenuBlockHtml(card: DayMenuCard): string {
  const badge = `<p class="dm-badge">${priceSpan(card.prices[0]!.price)}</p>`
  const parts = [
    titleHtml(card),
    card.pricePlace === 'badge-top' ? badge : '',
    card.noteAbove ? `<p class="dm-note">${escapeHtml(card.noteAbove)}</p>` : '',
    coursesHtml(card),
    card.pricePlace === 'line' ? priceLines(card) : '',
    card.pricePlace === 'badge-bottom' ? badge : '',
    card.includesLine ? `<p class="dm-includes">${escapeHtml(card.includesLine)}</p>` : '',
  ]
  return `<section class="dm">${parts.join('')}</section>`
}

function cartaHtml(card: DayMenuCard): string {
  const sections = card.carta.map((section) => {
    const dishes = section.dishes.map(
      (dish) =>
        `<div class="row"><span class="name">${escapeHtml(dish.name)}</span>${priceSpan(dish.price)}</div>`,
    )
    return `<div class="carta-section"><h2>${escapeHtml(section.heading)}</h2>${dishes.join('')}</div>`
  })
  return `<div class="carta">${sections.join('')}</div>`
}

function dayMenuCss(card: DayMenuCard): string {
  const { look } = card
  const { palette, faces } = look
  const isBoard = look.style === 'board'
  const decor = {
    none: '',
    rule: 'border-bottom:1px solid var(--muted);',
    underline: 'text-decoration:underline;',
  }
  const grid =
    card.carta.length === 0
      ? 'display:flex;flex-direction:column;justify-content:center'
      : look.cartaPlace === 'below'
        ? 'display:flex;flex-direction:column;gap:1.6rem'
        : 'display:grid;grid-template-columns:1fr 1fr;column-gap:36px;align-items:start'
  return `${fontFaceCss()}
@page{size:${DAY_MENU_SHEET.width}px ${DAY_MENU_SHEET.height}px;margin:0}
:root{--u:${look.size};--paper:${palette.paper};--ink:${palette.ink};--accent:${palette.accent};--muted:${palette.muted}}
html{font-size:calc(var(--u) * 1px)}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font-family:${TYPEFACE_STACKS[faces.text]};line-height:1.3}
.sheet{width:${DAY_MENU_SHEET.width}px;height:${DAY_MENU_SHEET.height}px;padding:${isBoard ? '30px 40px' : '50px 56px'};display:flex;flex-direction:column;overflow:hidden;background-color:var(--paper)}
${isBoard ? `.sheet{border:22px solid #6d4c30;background-image:${CHALK_DUST}}` : ''}
.masthead{flex:none;text-align:center;margin:0 0 1.2rem}
.masthead h1{margin:0;font-family:${TYPEFACE_STACKS[faces.title]};font-size:2.7rem;line-height:1.1;color:var(--accent);font-weight:700}
.flow{flex:1 1 auto;min-height:0;overflow:hidden;padding:0 8px;margin:0 -8px;${grid}}
.dm{text-align:${look.isCentred ? 'center' : 'left'};${look.isBoxed ? 'border:2px solid var(--accent);padding:1rem 1.2rem;' : ''}}
.dm-title{margin:0 0 .7rem;font-family:${TYPEFACE_STACKS[faces.title]};font-size:2.1rem;line-height:1.15;color:var(--accent);font-weight:700}
.dm-note{margin:0 0 .6rem;font-style:italic;color:var(--muted)}
.dm-course{margin:0 0 1rem}
.dm-course h3{margin:0 0 .35rem;font-family:${TYPEFACE_STACKS[faces.heading]};font-size:1.35rem;color:var(--accent);font-weight:700;${decor[look.headingDecor]}}
.dm-choice{margin:0 0 .25rem;font-family:${TYPEFACE_STACKS[faces.name]}}
.dm-choice .supl{font-size:.85rem;white-space:nowrap}
.dm-choice .desc{display:block;font-size:.85rem;font-style:italic;color:var(--muted)}
.dm-price{margin:.5rem 0 .2rem;font-size:1.3rem;font-weight:700}
.dm-badge{margin:.4rem 0 .8rem;font-size:2.2rem;font-weight:700;color:var(--accent)}
.dm-includes{margin:.4rem 0 0;font-style:italic}
.price{white-space:nowrap;font-weight:700}
.carta-section{margin:0 0 1.2rem}
.carta-section h2{margin:0 0 .45rem;font-family:${TYPEFACE_STACKS[faces.heading]};font-size:1.35rem;color:var(--accent)}
.carta .row{display:flex;align-items:baseline;gap:.9rem;margin:0 0 .3rem}
.carta .row .name{flex:1 1 auto}
.footer{flex:none;margin-top:.8rem;text-align:center;font-size:.8rem;color:var(--muted)}
.footer p{margin:.1rem 0}
${isBoard ? CHALK_UPRIGHT : ''}`
}

// The chalk face has no italic: Chromium would slant it into a skewed text layer that no PDF reader keeps.
const CHALK_UPRIGHT = '.dm-note,.dm-includes,.dm-choice .desc{font-style:normal}'

/** The card's HTML document: one sheet. */
export function dayMenuHtml(card: DayMenuCard): string {
  const masthead = card.restaurant
    ? `<header class="masthead"><h1>${escapeHtml(card.restaurant)}</h1></header>`
    : ''
  const block = dayMenuBlockHtml(card)
  const carta = card.carta.length > 0 ? cartaHtml(card) : ''
  const flow = card.look.cartaPlace === 'left' ? `${carta}${block}` : `${block}${carta}`
  const footer =
    card.footer.length > 0
      ? `<footer class="footer">${card.footer.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</footer>`
      : ''
  return `<!doctype html><html lang="${card.lang}"><head><meta charset="utf-8"><style>${dayMenuCss(card)}</style></head><body>
<div class="sheet">${masthead}<main class="flow">${flow}</main>${footer}</div>
</body></html>`
}
