// The content of one synthetic menu, drawn from a seed: restaurant, sections, items, prices, footer and
// layout, trimmed to fit one page. The truth file is read off it (truth.ts).
import { drawLayoutStyle, type LayoutStyle } from './layout-style.ts'
import { isLikelyToFit } from './page-geometry.ts'
import { drawPriceStyle, drawPriceValue, type PriceStyle, type PriceStyleId } from './price-styles.ts'
import { createRandom, type Random } from './random.ts'
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

export type SynthSection = {
  name: string
  /** A line under the heading: the two sizes ("Copa / Botella"), a price for all ("Todos a 4,50 €"), or ''. */
  note: string
  sizeLabels: readonly [string, string] | null
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

/** A menu drawn from the seed: the same seed gives the same menu. */
export function generateMenu(seed: number): SynthMenu {
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
    sizeLabels: isSized ? words.sizes : null,
    items: items.map((item) => (layout.nameCase === 'caps' ? { ...item, name: upper(item.name) } : item)),
  }
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
