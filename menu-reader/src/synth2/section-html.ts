// The HTML of one run of a section in each family's manner. Every printed string of a dish is one text node
// exactly as the truth spells it (no CSS text-transform), so the truth is what the page shows.
import type { Card, CardDish, CardSection } from './card.ts'
import type { SectionRun } from './card-pages.ts'

/** Text made safe for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// How a card prints a dish's English: its bilingual layout, if any.
type Printing = Pick<Card, 'bilingual'>

// A slash card prints the English after the Spanish on the name's line: "Sopa de ajo / Garlic soup".
const slashed = (printing: Printing, spanish: string, english: string | undefined) =>
  printing.bilingual === 'slash' && english ? `${spanish} / ${english}` : spanish

const codesHtml = (dish: CardDish) =>
  dish.allergenMark ? ` <span class="codes">${escapeHtml(dish.allergenMark)}</span>` : ''

const nameHtml = (printing: Printing, dish: CardDish, withTag = true) =>
  `<span class="name">${escapeHtml(slashed(printing, dish.name, dish.english?.name))}</span>` +
  (withTag && dish.tag ? ` <span class="tag">${escapeHtml(dish.tag)}</span>` : '') +
  codesHtml(dish)
const priceHtml = (price: string) => (price ? `<span class="price">${escapeHtml(price)}</span>` : '')

const textHtml = (text: string, element: string, className = 'desc') =>
  text ? `<${element} class="${className}">${escapeHtml(text)}</${element}>` : ''

// Under the name: on a bilingual card printing English under Spanish, the English name (in the manner of the
// bilingual family's English line); the description, its English, and the allergens stated in words.
function descHtml(printing: Printing, dish: CardDish, element = 'div'): string {
  const english = dish.english
  const isUnder = printing.bilingual === 'under'
  const parts = [
    printing.bilingual === 'under' ? textHtml(english?.name ?? '', element) : '',
    textHtml(
      printing.bilingual === 'slash'
        ? slashed(printing, dish.description, english?.description)
        : dish.description,
      element,
    ),
    isUnder ? textHtml(english?.description ?? '', element, 'desc en') : '',
    textHtml(dish.allergenLine ?? '', element, 'desc allergens'),
  ]
  return parts.join('')
}

// Spanish and English side by side, each name over its description, the price after them.
function columnsDish(card: Card, dish: CardDish): string {
  const spanish = `<div class="label">${nameHtml(card, dish)}${textHtml(dish.description, 'div')}${textHtml(dish.allergenLine ?? '', 'div', 'desc allergens')}</div>`
  const english = `<div class="label en"><span class="name">${escapeHtml(dish.english?.name ?? '')}</span>${textHtml(dish.english?.description ?? '', 'div')}</div>`
  return `<div class="dish bicol">${spanish}${english}${priceHtml(firstPrice(dish))}</div>`
}
const firstPrice = (dish: CardDish) => dish.cells.find((cell) => cell !== '') ?? ''

// Name and price on one line, the price pushed to the right; description under them.
const rowDish = (card: Printing, dish: CardDish) =>
  `<div class="dish"><div class="row"><span class="label">${nameHtml(card, dish)}</span>${priceHtml(firstPrice(dish))}</div>${descHtml(card, dish)}</div>`

// The price straight after the name, an en space between.
const afterDish = (card: Printing, dish: CardDish) =>
  `<div class="dish"><div>${nameHtml(card, dish)}&ensp;${priceHtml(firstPrice(dish))}</div>${descHtml(card, dish)}</div>`

function priceFirstDish(card: Printing, dish: CardDish, variant: number): string {
  if (variant === 0)
    return `<div class="dish pf">${priceHtml(firstPrice(dish))}<div>${nameHtml(card, dish)}${descHtml(card, dish)}</div></div>`
  return `<div class="dish pf"><div>${priceHtml(firstPrice(dish))}${nameHtml(card, dish)}</div>${descHtml(card, dish)}</div>`
}

// "NOMBRE – 9,50 – con tomate", "Name • 9.50 • description", "NAME – £9 (VG) description".
function inlineDish(card: Printing, dish: CardDish, variant: number): string {
  const price = priceHtml(firstPrice(dish))
  const desc = descHtml(card, dish, 'span')
  if (variant === 0)
    return `<p class="dish inline">${nameHtml(card, dish)} – ${price}${desc ? ` – ${desc}` : ''}</p>`
  if (variant === 1)
    return `<p class="dish inline">${nameHtml(card, dish)} • ${price}${desc ? ` • ${desc}` : ''}</p>`
  const tag = dish.tag ? ` <span class="tag">${escapeHtml(dish.tag)}</span>` : ''
  return `<p class="dish inline">${nameHtml(card, dish, false)} – ${price}${tag}${desc ? ` ${desc}` : ''}</p>`
}

function centredDish(card: Printing, dish: CardDish, variant: number): string {
  const name = `<div>${nameHtml(card, dish)}</div>`
  const price = `<div>${priceHtml(firstPrice(dish))}</div>`
  if (variant === 0) return `<div class="dish stack">${name}${descHtml(card, dish)}${price}</div>`
  if (variant === 1)
    return `<div class="dish stack"><div>${nameHtml(card, dish)} · ${priceHtml(firstPrice(dish))}</div>${descHtml(card, dish)}</div>`
  return `<div class="dish stack">${name}${price}${descHtml(card, dish)}</div>`
}

function belowDish(card: Printing, dish: CardDish, variant: number): string {
  const price = priceHtml(firstPrice(dish))
  if (variant === 0)
    return `<div class="dish below"><div>${nameHtml(card, dish)}</div>${descHtml(card, dish)}${price}</div>`
  return `<div class="dish below"><div>${nameHtml(card, dish)}</div>${price}${descHtml(card, dish)}</div>`
}

// Board v1 and two-page v1 print "Name – 9"; the others a row.
const dashDish = (card: Printing, dish: CardDish) =>
  `<div class="dish"><div>${nameHtml(card, dish)} – ${priceHtml(firstPrice(dish))}</div>${descHtml(card, dish)}</div>`

/** One dish in the manner of the card's family and sub-style (or of its bilingual layout). */
export function dishHtml(card: Card, dish: CardDish): string {
  const variant = card.look.variant
  if (card.bilingual === 'columns') return columnsDish(card, dish)
  switch (card.family) {
    case 'price-first':
      return priceFirstDish(card, dish, variant)
    case 'inline-dash':
      return inlineDish(card, dish, variant)
    case 'centred':
      return centredDish(card, dish, variant)
    case 'price-below':
      return belowDish(card, dish, variant)
    case 'two-columns-narrow':
    case 'three-columns':
    case 'two-page-card':
      return variant === 0 ? rowDish(card, dish) : afterDish(card, dish)
    case 'board':
      return variant === 0 ? rowDish(card, dish) : dashDish(card, dish)
    default:
      return rowDish(card, dish)
  }
}

// A heading, and its English on a bilingual card that prints it: after a slash, or on a line of its own under it.
function headingHtml(printing: Printing, section: CardSection, className = ''): string {
  const classes = className ? ` class="${className}"` : ''
  const english = section.english
  if (!english) return `<h2${classes}>${escapeHtml(section.heading)}</h2>`
  if (printing.bilingual === 'under')
    return `<h2${classes}>${escapeHtml(section.heading)}<span class="en-heading">${escapeHtml(english)}</span></h2>`
  return `<h2${classes}>${escapeHtml(`${section.heading} / ${english}`)}</h2>`
}

// A section as a grid: the dish (name over description) in the first column, one price column per size or
// one under the column header. Sub-style 0 prints the header row under the heading, 1 on its line.
function gridSection(card: Card, section: CardSection, run: SectionRun, heads: readonly string[]): string {
  const isHeadOnHeadingLine = card.look.variant === 1
  const columns = Math.max(heads.length, 1)
  const parts: string[] = []
  if (run.hasHeading && isHeadOnHeadingLine && heads.length > 0) parts.push(headingHtml(card, section))
  else if (run.hasHeading) parts.push(headingHtml(card, section, 'span'))
  if (heads.length > 0 && !(run.hasHeading && isHeadOnHeadingLine)) parts.push('<span></span>')
  for (const head of heads) parts.push(`<span class="head">${escapeHtml(head)}</span>`)
  for (const dish of section.dishes.slice(run.from, run.to)) {
    parts.push(`<div class="label">${nameHtml(card, dish)}${descHtml(card, dish)}</div>`)
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
  return `<div class="section">${run.hasHeading ? headingHtml(card, section) : ''}${dishes.join('')}</div>`
}
