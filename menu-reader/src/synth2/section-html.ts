// The HTML of one run of a section in each family's manner. Every printed string of a dish is one text node
// exactly as the truth spells it (no CSS text-transform), so the truth is what the page shows.
import type { Card, CardDish, CardSection } from './card.ts'
import type { SectionRun } from './card-pages.ts'

/** Text made safe for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const nameHtml = (dish: CardDish, withTag = true) =>
  `<span class="name">${escapeHtml(dish.name)}</span>` +
  (withTag && dish.tag ? ` <span class="tag">${escapeHtml(dish.tag)}</span>` : '')
const priceHtml = (price: string) => (price ? `<span class="price">${escapeHtml(price)}</span>` : '')
const descHtml = (dish: CardDish, element = 'div') =>
  dish.description ? `<${element} class="desc">${escapeHtml(dish.description)}</${element}>` : ''
const firstPrice = (dish: CardDish) => dish.cells.find((cell) => cell !== '') ?? ''

// Name and price on one line, the price pushed to the right; description under them.
const rowDish = (dish: CardDish) =>
  `<div class="dish"><div class="row"><span class="label">${nameHtml(dish)}</span>${priceHtml(firstPrice(dish))}</div>${descHtml(dish)}</div>`

// The price straight after the name, an en space between.
const afterDish = (dish: CardDish) =>
  `<div class="dish"><div>${nameHtml(dish)}&ensp;${priceHtml(firstPrice(dish))}</div>${descHtml(dish)}</div>`

function priceFirstDish(dish: CardDish, variant: number): string {
  if (variant === 0)
    return `<div class="dish pf">${priceHtml(firstPrice(dish))}<div>${nameHtml(dish)}${descHtml(dish)}</div></div>`
  return `<div class="dish pf"><div>${priceHtml(firstPrice(dish))}${nameHtml(dish)}</div>${descHtml(dish)}</div>`
}

// "NOMBRE – 9,50 – con tomate", "Name • 9.50 • description", "NAME – £9 (VG) description".
function inlineDish(dish: CardDish, variant: number): string {
  const price = priceHtml(firstPrice(dish))
  const desc = descHtml(dish, 'span')
  if (variant === 0)
    return `<p class="dish inline">${nameHtml(dish)} – ${price}${desc ? ` – ${desc}` : ''}</p>`
  if (variant === 1)
    return `<p class="dish inline">${nameHtml(dish)} • ${price}${desc ? ` • ${desc}` : ''}</p>`
  const tag = dish.tag ? ` <span class="tag">${escapeHtml(dish.tag)}</span>` : ''
  return `<p class="dish inline">${nameHtml(dish, false)} – ${price}${tag}${desc ? ` ${desc}` : ''}</p>`
}

function centredDish(dish: CardDish, variant: number): string {
  const name = `<div>${nameHtml(dish)}</div>`
  const price = `<div>${priceHtml(firstPrice(dish))}</div>`
  if (variant === 0) return `<div class="dish stack">${name}${descHtml(dish)}${price}</div>`
  if (variant === 1)
    return `<div class="dish stack"><div>${nameHtml(dish)} · ${priceHtml(firstPrice(dish))}</div>${descHtml(dish)}</div>`
  return `<div class="dish stack">${name}${price}${descHtml(dish)}</div>`
}

function belowDish(dish: CardDish, variant: number): string {
  const price = priceHtml(firstPrice(dish))
  if (variant === 0)
    return `<div class="dish below"><div>${nameHtml(dish)}</div>${descHtml(dish)}${price}</div>`
  return `<div class="dish below"><div>${nameHtml(dish)}</div>${price}${descHtml(dish)}</div>`
}

// Board v1 and two-page v1 print "Name – 9"; the others a row.
const dashDish = (dish: CardDish) =>
  `<div class="dish"><div>${nameHtml(dish)} – ${priceHtml(firstPrice(dish))}</div>${descHtml(dish)}</div>`

/** One dish in the manner of the card's family and sub-style. */
export function dishHtml(card: Card, dish: CardDish): string {
  const variant = card.look.variant
  switch (card.family) {
    case 'price-first':
      return priceFirstDish(dish, variant)
    case 'inline-dash':
      return inlineDish(dish, variant)
    case 'centred':
      return centredDish(dish, variant)
    case 'price-below':
      return belowDish(dish, variant)
    case 'two-columns-narrow':
    case 'three-columns':
    case 'two-page-card':
      return variant === 0 ? rowDish(dish) : afterDish(dish)
    case 'board':
      return variant === 0 ? rowDish(dish) : dashDish(dish)
    default:
      return rowDish(dish)
  }
}

const headingHtml = (section: CardSection, className = '') =>
  `<h2${className ? ` class="${className}"` : ''}>${escapeHtml(section.heading)}</h2>`

// A section as a grid: the dish (name over description) in the first column, one price column per size or
// one under the column header. Sub-style 0 prints the header row under the heading, 1 on its line.
function gridSection(card: Card, section: CardSection, run: SectionRun, heads: readonly string[]): string {
  const isHeadOnHeadingLine = card.look.variant === 1
  const columns = Math.max(heads.length, 1)
  const parts: string[] = []
  if (run.hasHeading && isHeadOnHeadingLine && heads.length > 0) parts.push(headingHtml(section))
  else if (run.hasHeading) parts.push(headingHtml(section, 'span'))
  if (heads.length > 0 && !(run.hasHeading && isHeadOnHeadingLine)) parts.push('<span></span>')
  for (const head of heads) parts.push(`<span class="head">${escapeHtml(head)}</span>`)
  for (const dish of section.dishes.slice(run.from, run.to)) {
    parts.push(`<div class="label">${nameHtml(dish)}${descHtml(dish)}</div>`)
    const cells = heads.length > 0 ? dish.cells : [firstPrice(dish)]
    for (const cell of cells) parts.push(`<span class="cell">${priceHtml(cell)}</span>`)
  }
  return `<div class="grid" style="grid-template-columns:1fr repeat(${columns},auto)">${parts.join('')}</div>`
}

/** One run of a section: its heading (unless carried over) and its dishes. */
export function sectionHtml(card: Card, run: SectionRun, isFirstOfPage: boolean): string {
  const section = card.sections[run.section]!
  if (card.family === 'size-table' && section.sizes !== null)
    return gridSection(card, section, run, section.sizes)
  if (card.family === 'column-header') {
    // Sub-style 2 prints the header word once, over the first section of the page.
    const isHeaded = card.look.variant !== 2 || isFirstOfPage
    return gridSection(card, section, run, isHeaded ? [card.columnHeader] : [])
  }
  const dishes = section.dishes.slice(run.from, run.to).map((dish) => dishHtml(card, dish))
  return `<div class="section">${run.hasHeading ? headingHtml(section) : ''}${dishes.join('')}</div>`
}
