// Composed menus for the line labeller: pages of words laid out as a PDF places them (no rendering), in the
// layouts the reader's earlier hand rules were written for on real menus and that neither generator prints
// often — the price level with a bilingual block's second line, set menus' unpriced courses under their
// heading, names wrapped after a connective, name/description/price stacked, an introduction above the
// first heading, legends and footers far below — each with its truth, in the corpus format. Seeded.
import type { TruthMenu } from '../eval/corpus.ts'
import type { PageWords, Word } from '../geometry/word.ts'
import { layWords } from '../layout/line-labels/test-lines.ts'
import { createRandom, type Random } from '../synth/random.ts'
import { SECTION_IDS, type Vocabulary } from '../synth/vocabulary.ts'
import { ENGLISH } from '../synth/vocabulary-en.ts'
import { SPANISH } from '../synth/vocabulary-es.ts'

type Print = { size: number; isBold: boolean; isItalic: boolean; isCaps: boolean }

/**
 * Where a composed menu prints each item's price: on the name's line, on a line of its own under the name or
 * under the description, on the second line of the item's block, at the end of a description run on from the
 * name ("VENERE with avocado, pear," / "cucumber and salmon  10.00"), or nowhere (a set menu).
 */
const PRICE_PLACES = ['line', 'below', 'afterDescription', 'secondLine', 'inline', 'none'] as const
type PricePlace = (typeof PRICE_PLACES)[number]

type Page = { words: Word[]; y: number; random: Random }

function print(page: Page, text: string, x: number, style: Print) {
  page.words.push(...layWords(style.isCaps ? text.toLocaleUpperCase('es') : text, x, page.y, style))
}

// A description's words over one or two lines of about `width` characters.
function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + word.length < width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.slice(0, 3)
}

// A dish name cut after a connective ("Ensalada de" / "aguacate y mango"), or not cut.
function cutName(name: string, random: Random): [string, string] | undefined {
  const words = name.split(' ')
  const cuts = words.flatMap((word, at) =>
    at > 0 && at < words.length - 1 && /^(de|del|con|a|al|la|y|and|with|of|on|the)$/i.test(word)
      ? [at + 1]
      : [],
  )
  if (cuts.length === 0 || !random.chance(0.5)) return undefined
  const at = random.pick(cuts)
  return [words.slice(0, at).join(' '), words.slice(at).join(' ')]
}

function fillTemplate(vocabulary: Vocabulary, random: Random): string {
  const template = random.pick(vocabulary.templates.savoury)
  const pick = () => random.pick(vocabulary.ingredients.savoury)
  return template
    .replace('{A}', () => {
      const word = pick()
      return word.charAt(0).toUpperCase() + word.slice(1)
    })
    .replace(/\{[abcd]\}/g, pick)
}

type Layout = {
  place: PricePlace
  /** Whether each dish's second line is its name in the other language, printed like the name. */
  isBilingual: boolean
  name: Print
  description: Print
  heading: Print
  x: number
  priceX: number
  /** White space between the lines of an item, and added between items (page units). */
  lineGap: number
  itemGap: number
}

function chooseLayout(random: Random): Layout {
  const size = random.between(8, 12)
  const name: Print = { size, isBold: random.chance(0.5), isItalic: false, isCaps: random.chance(0.35) }
  const place = random.pick(PRICE_PLACES)
  // A bilingual card prints its second line like the name; elsewhere descriptions are set apart.
  const isBilingual =
    (place === 'secondLine' && random.chance(0.7)) || (place === 'line' && random.chance(0.25))
  const description: Print = isBilingual
    ? { ...name, isCaps: false, size: size * random.between(0.85, 1) }
    : random.pick<Print>([
        { size: size * random.between(0.7, 0.9), isBold: false, isItalic: false, isCaps: false },
        { size: size * random.between(0.8, 1), isBold: false, isItalic: true, isCaps: false },
        { size, isBold: false, isItalic: false, isCaps: false },
      ])
  const heading: Print = {
    size: size * random.between(1.15, 1.8),
    isBold: random.chance(0.7),
    isItalic: false,
    isCaps: !name.isCaps || random.chance(0.5),
  }
  const lineGap = size * random.between(0.25, 0.6)
  return {
    place,
    isBilingual,
    name,
    description,
    heading,
    x: random.between(20, 60),
    priceX: random.between(260, 420),
    lineGap,
    itemGap: lineGap + size * random.between(0.2, 1.4),
  }
}

type Dish = { name: string; price: string; description: string }

// "NAME description…" run on over lines, the price at the end of the last line or of the first.
function printInlineItem(page: Page, dish: Dish, layout: Layout) {
  const { random } = page
  const name = layWords(
    layout.name.isCaps ? dish.name.toLocaleUpperCase('es') : dish.name,
    layout.x,
    page.y,
    layout.name,
  )
  const start = (name.at(-1)?.box.x1 ?? layout.x) + layout.name.size * 0.3
  const [first = '', ...rest] = wrapText(dish.description, random.int(25, 45))
  page.words.push(...name, ...layWords(first, start, page.y, layout.description))
  const isPriceLast = rest.length > 0 && random.chance(0.6)
  const price = () => {
    if (dish.price !== '') page.words.push(...layWords(dish.price, layout.priceX, page.y, layout.name))
  }
  if (!isPriceLast) price()
  for (const text of rest) {
    page.y += layout.description.size + layout.lineGap
    print(page, text, layout.x, layout.description)
  }
  if (isPriceLast) price()
  page.y += layout.description.size + layout.itemGap
}

function printItem(page: Page, dish: Dish, layout: Layout) {
  if (layout.place === 'inline' && dish.description !== '') {
    printInlineItem(page, dish, layout)
    return
  }
  const { random } = page
  const next = (style: Print, gap = layout.lineGap) => {
    page.y += style.size + gap
  }
  const price = (y = page.y) => {
    if (dish.price !== '') page.words.push(...layWords(dish.price, layout.priceX, y, layout.name))
  }
  const cut = layout.place === 'line' || layout.place === 'none' ? cutName(dish.name, random) : undefined
  // A wrapped name prints its price on its last line, now and then on its first.
  const isPriceFirst = layout.place === 'line' && (!cut || random.chance(0.3))
  // A photo's OCR now and then reads a name larger than it is printed.
  const nameStyle = random.chance(0.08)
    ? { ...layout.name, size: layout.name.size * random.between(1.2, 1.6) }
    : layout.name
  print(page, cut ? cut[0] : dish.name, layout.x, nameStyle)
  if (isPriceFirst) price()
  if (cut) {
    next(layout.name)
    print(page, cut[1], layout.x, layout.name)
    if (layout.place === 'line' && !isPriceFirst) price()
  }
  if (layout.place === 'below' && dish.price !== '') {
    next(layout.name)
    page.words.push(...layWords(dish.price, layout.x, page.y, layout.name))
  }
  const described = dish.description === '' ? [] : wrapText(dish.description, random.int(30, 60))
  described.forEach((text, index) => {
    next(index === 0 ? layout.name : layout.description)
    print(page, text, layout.x, layout.description)
    if (layout.place === 'secondLine' && index === 0) price()
  })
  if (layout.place === 'afterDescription' && dish.price !== '') {
    next(layout.description)
    page.words.push(...layWords(dish.price, layout.x, page.y, layout.name))
  }
  next(layout.description, layout.itemGap)
}

function printNotes(page: Page, notes: string[], x: number, size: number) {
  for (const note of notes) {
    page.words.push(...layWords(note, x, page.y, { size }))
    page.y += size * 1.4
  }
}

const LEGEND_ES = ['Alérgenos', 'Gluten', 'Lácteos', 'Huevo', 'Frutos secos', 'Pescado', 'Sésamo']
const LEGEND_EN = ['Allergens', 'Gluten', 'Dairy', 'Egg', 'Nuts', 'Fish', 'Vegetarian', 'Vegan']

// A legend under a heading of its own: single words (allergens, diets), no dishes.
function printLegend(page: Page, layout: Layout, words: string[]) {
  page.y += layout.heading.size * 2
  print(page, words[0] as string, layout.x, layout.heading)
  page.y += layout.heading.size
  const size = layout.name.size * page.random.between(0.7, 1)
  printNotes(page, page.random.shuffle(words.slice(1)).slice(0, page.random.int(2, 4)), layout.x, size)
}

/** One composed menu page and its truth: sections of dishes in one layout, notes around them. */
export function composeMenu(seed: number): { page: PageWords; truth: TruthMenu } {
  const random = createRandom(seed)
  const vocabulary = random.chance(0.5) ? SPANISH : ENGLISH
  const layout = chooseLayout(random)
  const page: Page = { words: [], y: 40, random }
  if (random.chance(0.3))
    printNotes(
      page,
      [random.pick(vocabulary.taglines), random.pick(vocabulary.notes)],
      layout.x,
      layout.name.size,
    )
  const sections: TruthMenu['sections'] = []
  for (const id of random.shuffle(SECTION_IDS).slice(0, random.int(1, 3))) {
    const words = vocabulary.sections[id]
    const heading = random.pick(words.names)
    page.y += layout.heading.size
    print(page, heading, layout.x, layout.heading)
    page.y += layout.heading.size * random.between(0.8, 2)
    const hasDescriptions =
      layout.place === 'afterDescription' || layout.place === 'secondLine' || random.chance(0.5)
    const dishes: Dish[] = random
      .shuffle(words.dishes)
      .slice(0, random.int(3, 6))
      .map((name) => ({
        name,
        price: layout.place === 'none' ? '' : `${random.int(3, 30)},${random.pick(['00', '50', '90'])}`,
        description: hasDescriptions && layout.place !== 'none' ? fillTemplate(vocabulary, random) : '',
      }))
    for (const dish of dishes) printItem(page, dish, layout)
    const name = layout.heading.isCaps ? heading.toLocaleUpperCase('es') : heading
    const printed = (text: string, style: Print) => (style.isCaps ? text.toLocaleUpperCase('es') : text)
    sections.push({
      name,
      items: dishes.map((dish) => ({
        name: printed(dish.name, layout.name),
        price: dish.price,
        description: dish.description,
      })),
    })
  }
  if (random.chance(0.2)) printLegend(page, layout, random.chance(0.5) ? LEGEND_ES : LEGEND_EN)
  if (random.chance(0.5)) {
    page.y += layout.name.size * random.between(3, 15)
    printNotes(
      page,
      random.shuffle([...vocabulary.addresses, ...vocabulary.hours]).slice(0, random.int(1, 3)),
      layout.x,
      layout.name.size * 0.85,
    )
  }
  return {
    page: { page: 1, width: 600, height: Math.max(800, page.y + 40), words: page.words, source: 'text' },
    truth: { restaurantName: '', lang: vocabulary === SPANISH ? 'es' : 'en', currency: 'EUR', sections },
  }
}
