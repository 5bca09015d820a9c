// A synthetic menu as one HTML page with inline CSS: whole sections in columns, items in the layout's
// price mode. Every text the truth file names is printed exactly as the truth spells it.
import type { LayoutStyle } from './layout-style.ts'
import type { SynthItem, SynthMenu, SynthSection } from './menu-content.ts'
import { menuCss } from './menu-css.ts'
import { assignColumns, columnBox, estimateSectionHeight } from './page-geometry.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe to put between tags or in an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

const span = (className: string, text: string) => `<span class="${className}">${escapeHtml(text)}</span>`

function nameHtml(item: SynthItem, style: LayoutStyle): string {
  const inline = style.isDescriptionInline && item.description ? ` ${span('inline', item.description)}` : ''
  return `<span class="name">${escapeHtml(item.name)}${inline}</span>`
}

function descriptionHtml(item: SynthItem, style: LayoutStyle): string {
  if (!item.description || style.isDescriptionInline) return ''
  const indent = style.priceMode === 'before' ? ' before-indent' : item.number ? ' indent' : ''
  return `<div class="desc${indent}">${escapeHtml(item.description)}</div>`
}

// A size table's columns: wide enough for the longest label or price, in em of the item type.
const columnWidth = (section: SynthSection) => {
  const longest = (texts: readonly string[]) => Math.max(0, ...texts.map((text) => text.length))
  const prices = longest(section.items.flatMap((item) => item.prices))
  return Math.max(prices * 0.58 + 0.9, longest(section.sizeLabels ?? []) * 0.52 + 1)
}

/** A size table's cells (prices or labels), each right-aligned in its column. */
function sizeCells(texts: readonly string[], className: string, width: number): string {
  const cells = texts.map(
    (text) => `<span class="${className}" style="width:${width.toFixed(2)}em">${escapeHtml(text)}</span>`,
  )
  // Spaces between the cells: a PDF's text layer would otherwise run two labels together ("MediaRación").
  return `<span class="sizes">${cells.join(' ')}</span>`
}

/** The row over a size table's price columns: the size labels, where the prices go. */
function sizeHeadHtml(section: SynthSection): string {
  const labels = sizeCells(section.sizeLabels ?? [], 'size-label', columnWidth(section))
  const number = section.items[0]?.number ? '<span class="num"></span>' : ''
  return `<div class="row right size-head">${number}<span class="name"></span>${labels}</div>`
}

function priceText(item: SynthItem, section: SynthSection): string {
  if (section.sizeMode !== 'labelled') return item.prices.join('/')
  return item.prices.map((price, index) => `${section.sizeLabels?.[index] ?? ''} ${price}`.trim()).join(' · ')
}

function itemHtml(item: SynthItem, section: SynthSection, style: LayoutStyle): string {
  const price = priceText(item, section)
  const number = item.number ? span('num', item.number) : ''
  const description = descriptionHtml(item, style)
  const name = nameHtml(item, style)
  const priceHtml =
    section.sizeMode === 'table'
      ? sizeCells(item.prices, 'price', columnWidth(section))
      : span('price', price)
  switch (style.priceMode) {
    case 'leader': {
      const tail = price ? `<span class="leader ${style.leader}"></span>${priceHtml}` : ''
      return `<div class="row leader-row">${number}${name}${tail}</div>${description}`
    }
    case 'right':
      return `<div class="row right">${number}${name}${price ? priceHtml : ''}</div>${description}`
    case 'after':
      return `<div class="row after">${number}${name}${price ? span('price', price) : ''}</div>${description}`
    case 'before':
      return `<div class="row before">${span('price', price)}${name}</div>${description}`
    case 'below': {
      const indent = item.number ? ' indent' : ''
      const priceLine = price ? `<div class="price-line${indent}">${escapeHtml(price)}</div>` : ''
      const row = `<div class="row">${number}${name}</div>`
      return style.priceBelow === 'under-name' ? row + priceLine + description : row + description + priceLine
    }
  }
}

function sectionHtml(section: SynthSection, style: LayoutStyle): string {
  const note = section.note ? `<p class="note">${escapeHtml(section.note)}</p>` : ''
  const head = section.sizeMode === 'table' ? sizeHeadHtml(section) : ''
  const items = section.items
    .map((item) => `<div class="item">${itemHtml(item, section, style)}</div>`)
    .join('\n')
  return `<section><h2>${escapeHtml(section.name)}</h2>${note}${head}\n${items}</section>`
}

/** The sections of each column, in reading order (column by column). */
export function splitIntoColumns(menu: SynthMenu): SynthSection[][] {
  const { layout } = menu
  const box = columnBox(layout, layout.fontSize, menu.footer.length, menu.tagline !== '')
  const heights = menu.sections.map((section) =>
    estimateSectionHeight(section, layout, layout.fontSize, box.width),
  )
  return assignColumns(heights, layout.columns).map((indexes) =>
    indexes.map((index) => menu.sections[index]!),
  )
}

/** The menu as a self-contained HTML page (fonts by file URL, no scripts). */
export function renderMenuHtml(menu: SynthMenu): string {
  const { layout } = menu
  const columns = splitIntoColumns(menu)
    .map((sections) => `<div class="column">${sections.map((s) => sectionHtml(s, layout)).join('\n')}</div>`)
    .join('\n')
  const tagline = menu.tagline ? `<p class="tagline">${escapeHtml(menu.tagline)}</p>` : ''
  const footer = menu.footer.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  return `<!doctype html>
<html lang="${menu.lang}"><head><meta charset="utf-8"><title>${escapeHtml(menu.restaurantName)}</title>
<style>${menuCss(layout)}</style></head>
<body><div class="page">
<header><h1 class="title">${escapeHtml(menu.restaurantName)}</h1>${tagline}</header>
<main>${columns}</main>
<footer>${footer}</footer>
</div></body></html>
`
}
