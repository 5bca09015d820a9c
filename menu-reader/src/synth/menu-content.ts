// The content of one synthetic menu, drawn from a seed: restaurant, sections, items, prices, footer and
// layout, trimmed to fit one page. The truth file is read off it (truth.ts).
import { drawLayoutStyle, type LayoutStyle } from './layout-style.ts'
import { isLikelyToFit } from './page-geometry.ts'
import { drawPriceStyle, drawPriceValue, type PriceStyle, type PriceStyleId } from './price-styles.ts'
import { createRandom, deriveSeed, type Random } from './random.ts'
import { MENU_TYPES, type SectionId, type Vocabulary } from './vocabulary.ts'
import { ENGLISH } from './vocabulary-en.ts'
import { SPANISH } from './vocabulary-es.ts'

export type SynthItem = {
  /** Printed before the name ("1.", "01"), or ''. */
  number: string
  name: string
  description: string
  /** Prices as printed: one, two for a section with two sizes ($590/$1090), none under a section price. */
  prices: string[]
  /** The value of each price, in the currency's units. */
  values: number[]
}

/**
 * How a section prints several prices per item: 'slash' joins them ("$590/$1090") under a note naming the
 * sizes, 'table' prints a header row of size labels over price columns, 'labelled' prints the size before
 * each price ("Copa 4,50 · Botella 18,00"); 'none' for one price per item.
 */
export type SizeMode = 'none' | 'slash' | 'table' | 'labelled'

export type SynthSection = {
  name: string
  /** A line under the heading: the two sizes ("Copa / Botella"), a price for all ("Todos a 4,50 €"), or ''. */
  note: string
  sizeMode: SizeMode
  /** The sizes of a section with several prices per item, in printed order; null with one price per item. */
  sizeLabels: readonly string[] | null
  items: SynthItem[]
}

export type SynthMenu = {
  seed: number
  lang: 'es' | 'en'
  currency: string
  priceStyle: PriceStyleId
  restaurantName: string
  tagline: string
  sections: SynthSection[]
  /** Address, hours and notes printed at the bottom: not items. */
  footer: string[]
  layout: LayoutStyle
}

const MIN_ITEMS = 3
const MAX_ITEMS = 12

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)
const upper = (text: string) => text.toLocaleUpperCase('es')

/**
 * A menu drawn from the seed: the same seed gives the same menu. `isSized` makes a menu of sizes (size
 * tables, wine lists by glass and bottle, sizes before prices), drawn from the same seed plus a second
 * sequence, so the plain menus of a seed stay what they were.
 */
export function generateMenu(seed: number, { isSized = false }: { isSized?: boolean } = {}): SynthMenu {
  const random = createRandom(seed)
  const lang = random.chance(0.55) ? 'es' : 'en'
  const vocabulary = lang === 'es' ? SPANISH : ENGLISH
  const priceStyle = drawPriceStyle(random, lang)
  const currency = random.pick(priceStyle.currencies)
  const step = random.pick(priceStyle.steps)
  const menuType = random.pick(MENU_TYPES)
  const sectionCount = random.int(2, Math.min(6, menuType.length))
  const sectionIds = random
    .shuffle(menuType.map((_, index) => index))
    .slice(0, sectionCount)
    .sort((a, b) => a - b)
    .map((index) => menuType[index]!)
  const layout = drawLayoutStyle(random, sectionCount)
  const hasDescriptions = random.chance(0.6)
  const draw = { random, vocabulary, layout, priceStyle, step, hasDescriptions }
  const sections = sectionIds.map((id) => drawSection(draw, id))
  if (isSized) addSizes(createRandom(deriveSeed(seed, 11)), draw, sectionIds, sections)
  const tagline = random.chance(0.5) ? random.pick(vocabulary.taglines) : ''
  const footer = [
    random.chance(0.8) ? random.pick(vocabulary.addresses) : '',
    random.chance(0.6) ? random.pick(vocabulary.hours) : '',
    random.chance(0.5) ? random.pick(vocabulary.notes) : '',
  ].filter(Boolean)
  trimToPage(sections, layout, footer.length, tagline !== '')
  numberItems(sections, layout)
  return {
    seed,
    lang,
    currency,
    priceStyle: priceStyle.id,
    restaurantName: random.pick(vocabulary.restaurantNames),
    tagline,
    sections,
    footer,
    layout,
  }
}

type Draw = {
  random: Random
  vocabulary: Vocabulary
  layout: LayoutStyle
  priceStyle: PriceStyle
  step: number
  hasDescriptions: boolean
}

function drawSection(draw: Draw, id: SectionId): SynthSection {
  const { random, vocabulary, layout, priceStyle, step } = draw
  const words = vocabulary.sections[id]
  const heading = random.pick(words.names)
  const count = Math.min(random.int(MIN_ITEMS, MAX_ITEMS), words.dishes.length)
  const isSized = priceStyle.id === 'dollar-sizes' && random.chance(0.5)
  const hasSectionPrice = !isSized && words.pool !== 'savoury' && random.chance(0.08)
  const level = () => random.between(words.level[0], words.level[1])
  const items = random
    .shuffle(words.dishes)
    .slice(0, count)
    .map((dish): SynthItem => {
      const name = drawName(random, vocabulary, dish)
      const description = drawDescription(draw, words.pool)
      if (hasSectionPrice) return { number: '', name, description, prices: [], values: [] }
      const small = drawPriceValue(random, priceStyle, step, level())
      const values = isSized ? [small, Math.round((small * random.between(1.6, 1.9)) / step) * step] : [small]
      return { number: '', name, description, prices: values.map(priceStyle.format), values }
    })
  let note = ''
  if (isSized) note = words.sizes.join(' / ')
  if (hasSectionPrice) {
    const prefix = random.pick(vocabulary === SPANISH ? ['Todos a', 'Precio único'] : ['All', 'Each'])
    note = `${prefix} ${priceStyle.format(drawPriceValue(random, priceStyle, step, level()))}`
  }
  return {
    name: layout.headingCase === 'caps' ? upper(heading) : heading,
    note,
    sizeMode: isSized ? 'slash' : 'none',
    sizeLabels: isSized ? words.sizes : null,
    items: items.map((item) => (layout.nameCase === 'caps' ? { ...item, name: upper(item.name) } : item)),
  }
}

/** Three sizes a size table prints, per language, besides each section's own two. */
const THREE_SIZES: Record<'es' | 'en', readonly (readonly string[])[]> = {
  es: [
    ['Pequeña', 'Mediana', 'Familiar'],
    ['S', 'M', 'L'],
    ['Tapa', 'Media', 'Ración'],
  ],
  en: [
    ['Small', 'Medium', 'Large'],
    ['S', 'M', 'L'],
    ['Glass', 'Carafe', 'Bottle'],
  ],
}

// Turns some sections (the first always) into sections of sizes: a size table or sizes before each price,
// with two or three sizes per item. Prices rise with the size; a table needs its prices at the right.
function addSizes(random: Random, draw: Draw, ids: readonly SectionId[], sections: SynthSection[]) {
  const { layout, priceStyle, step, vocabulary } = draw
  const mode = random.pick(['table', 'table', 'labelled'] as const)
  if (mode === 'table') {
    // A table of three price columns needs half the page: at most two columns, leaders only in one.
    layout.columns = Math.min(layout.columns, 2) as 1 | 2
    layout.isLandscape = false
    if (layout.priceMode !== 'leader' || layout.columns === 2) layout.priceMode = 'right'
  }
  if (mode === 'labelled' && layout.priceMode === 'before') layout.priceMode = 'right'
  layout.isDescriptionInline = false
  const lang = vocabulary === SPANISH ? 'es' : 'en'
  sections.forEach((section, index) => {
    if (index > 0 && !random.chance(0.6)) return
    const words = vocabulary.sections[ids[index]!]
    // Sizes that are measures ("8 oz", "300 g") print digits a header row would pass off as prices.
    const isMeasure = words.sizes.some((size) => /\d/.test(size))
    // A wine list prints its glass and bottle.
    const isWine = ids[index] === 'wines'
    const labels: readonly string[] =
      !isWine && (isMeasure || random.chance(0.4)) ? random.pick(THREE_SIZES[lang]) : words.sizes
    section.sizeMode = mode
    section.sizeLabels = labels
    section.note = ''
    for (const item of section.items) {
      const first = drawPriceValue(random, priceStyle, step, random.between(words.level[0], words.level[1]))
      const values = labels.map((_, size) =>
        size === 0 ? first : Math.round((first * (1 + size * random.between(0.5, 0.8))) / step) * step,
      )
      // Two decimals at most, as drawPriceValue gives.
      item.values = values.map((value) => Math.round(value * 100) / 100)
      item.prices = item.values.map(priceStyle.format)
    }
  })
}

function drawName(random: Random, vocabulary: Vocabulary, dish: string): string {
  if (!random.chance(0.12)) return dish
  const modifier = random.pick(vocabulary.modifiers)
  return vocabulary === SPANISH ? `${dish} ${modifier}` : `${modifier} ${dish}`
}

function drawDescription(draw: Draw, pool: Vocabulary['sections'][SectionId]['pool']): string {
  const { random, vocabulary } = draw
  if (pool === 'none' || !draw.hasDescriptions || !random.chance(0.75)) return ''
  const [a, b, c, d] = random.shuffle(vocabulary.ingredients[pool])
  return random
    .pick(vocabulary.templates[pool])
    .replace('{A}', capitalise(a!))
    .replace('{a}', a!)
    .replace('{b}', b!)
    .replace('{c}', c!)
    .replace('{d}', d!)
}

// Drops items (never below MIN_ITEMS a section), then descriptions, then whole sections until the estimate
// says the menu fits one page at the smallest planned type size.
function trimToPage(sections: SynthSection[], layout: LayoutStyle, footerLines: number, hasTagline: boolean) {
  const fits = () => isLikelyToFit(sections, layout, footerLines, hasTagline)
  while (!fits()) {
    const longest = [...sections].sort((a, b) => b.items.length - a.items.length)[0]!
    if (longest.items.length > MIN_ITEMS) {
      longest.items.pop()
      continue
    }
    const described = sections.find((section) => section.items.some((item) => item.description !== ''))
    if (described) {
      for (const item of described.items) item.description = ''
      continue
    }
    if (sections.length <= Math.max(2, layout.columns))
      throw new Error('a menu of this layout cannot fit a page')
    sections.pop()
  }
}

function numberItems(sections: SynthSection[], layout: LayoutStyle) {
  let number = 0
  for (const item of sections.flatMap((section) => section.items)) {
    number++
    if (layout.numbering === 'dot') item.number = `${number}.`
    if (layout.numbering === 'padded') item.number = String(number).padStart(2, '0')
  }
}
