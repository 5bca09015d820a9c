// The content of one generator-2 menu ("card"), drawn from a seed for a family: restaurant, sections,
// dishes with their printed prices, footer and look. What is printed is exactly what the truth lists.
import type { MenuAllergen } from '../analysed-menu.schema.ts'
import { type AllergenStyle, drawAllergenMarks } from './allergen-marks.ts'
import { type BilingualLayout, drawBilingual } from './bilingual-card.ts'
import { type Dice, offshootSeed, rollDice } from './dice.ts'
import { FAMILY_SPECS, type Family, type FamilySpec } from './families.ts'
import type { Course, Lexicon } from './lexicon.ts'
import { ENGLISH_LEXICON } from './lexicon-en.ts'
import { SPANISH_LEXICON } from './lexicon-es.ts'
import { drawLook, type Look } from './looks.ts'
import { drawPriceFormat, type PriceFormat, type PriceFormatId, priceAt } from './price-formats.ts'

export type CardDish = {
  name: string
  /** A dietary tag printed after the name ("(VG)"), or ''; not part of the name (the corpus drops it). */
  tag: string
  description: string
  /** The prices printed, one per size of the section ('' for a size the dish is not sold in), or one. */
  cells: readonly string[]
  /** The allergens the menu states it contains (`--allergens`), and those it may hold as traces. */
  allergens?: readonly MenuAllergen[]
  traces?: readonly MenuAllergen[]
  /** Its allergens' codes printed after its name ("(G, L)", "(1,7)"), or its statement in words under it. */
  allergenMark?: string
  allergenLine?: string
  /** On a bilingual card: its name and description in English (the description '' when it prints none). */
  english?: { name: string; description: string }
}

export type CardSection = {
  heading: string
  /** Size labels printed over the price columns, or null for one price per dish. */
  sizes: readonly string[] | null
  dishes: CardDish[]
  /** On a bilingual card printing headings in both languages: the heading's English. */
  english?: string
}

export type Card = {
  seed: number
  family: Family
  lang: 'es' | 'en' | 'es+en'
  currency: string
  priceFormat: PriceFormatId
  restaurant: string
  tagline: string
  sections: CardSection[]
  /** The word printed over the price column ("Euros", "Precio", "€", "Price", "USD"), or ''. */
  columnHeader: string
  footer: string[]
  look: Look
  /** Where the second page of a two-page card starts: that dish of that section, printed with no heading. */
  pageBreak: { section: number; dish: number } | null
  /** How the card prints its dishes' allergens (`--allergens`); absent when it prints none. */
  allergenStyle?: AllergenStyle
  /**
   * How a bilingual card sets its English (`--bilingual`); absent on a card of one language. The bilingual
   * family without `--bilingual` prints each dish's English line under it and nothing else in English.
   */
  bilingual?: BilingualLayout
}

/** What a set adds to its cards beyond their family (decision 054): allergens, bilingual layouts. */
export type CardExtras = { hasAllergens?: boolean; isBilingual?: boolean }

// The offshoots of a card's seed its extras are drawn from, so the rest of the card stays its seed's own.
const ALLERGEN_SALT = 41
const BILINGUAL_SALT = 43

type Draw = { dice: Dice; spec: FamilySpec; lexicon: Lexicon; format: PriceFormat; step: number; look: Look }

const MEATY = new Set(['carnes', 'pescados', 'andino', 'antojitos', 'grill', 'mains', 'burgers'])

const upper = (text: string, lang: string) => text.toLocaleUpperCase(lang)

/**
 * The menu of `family` for `seed`: the same seed, family and extras give the same card. With
 * `isBilingual`, three Spanish cards in five of any family are bilingual; with `hasAllergens`, every card
 * prints allergens. Without extras a card is the one its seed always drew.
 */
export function drawCard(seed: number, family: Family, extras: CardExtras = {}): Card {
  const dice = rollDice(seed)
  const spec = FAMILY_SPECS[family]
  const lexicon = family === 'bilingual' || dice.coin(0.55) ? SPANISH_LEXICON : ENGLISH_LEXICON
  const bilingualDice = rollDice(offshootSeed(seed, BILINGUAL_SALT))
  const isBilingual =
    family === 'bilingual' ||
    (extras.isBilingual === true && lexicon.lang === 'es' && bilingualDice.coin(0.6))
  const format = drawPriceFormat(dice, lexicon.lang, (candidate) => !spec.isBare || candidate.isBare)
  const courses = drawCourses(dice, spec, lexicon, isBilingual)
  const look = drawLook(dice, family, courses.length)
  const draw: Draw = { dice, spec, lexicon, format, step: dice.oneOf(format.steps), look }
  const sections = courses.map((course) => drawSection(draw, course, isBilingual))
  const hasTags = sections.some((section) => section.dishes.some((dish) => dish.tag !== ''))
  const footer = [
    ...(hasTags ? [lexicon.tagLegend] : []),
    ...dice.some(dice.shuffled(lexicon.footers), dice.whole(0, 2)),
  ]
  const card: Card = {
    seed,
    family,
    lang: isBilingual ? 'es+en' : lexicon.lang,
    currency: format.currencies[lexicon.lang]!,
    priceFormat: format.id,
    restaurant: dice.oneOf(lexicon.restaurants),
    tagline: dice.coin(0.5) ? dice.oneOf(lexicon.taglines) : '',
    sections,
    columnHeader: family === 'column-header' ? drawColumnHeader(dice, lexicon.lang, format) : '',
    footer,
    look,
    pageBreak: null,
  }
  if (spec.pages === 2) card.pageBreak = drawPageBreak(dice, sections)
  if (isBilingual) card.bilingual = 'under'
  if (isBilingual && extras.isBilingual) drawBilingual(card, bilingualDice)
  if (extras.hasAllergens) drawAllergenMarks(card, rollDice(offshootSeed(seed, ALLERGEN_SALT)))
  return card
}

// The courses of one menu, in its printed order: a size-table menu keeps at least one course sold in sizes, a
// bilingual one only courses with English lines.
function drawCourses(dice: Dice, spec: FamilySpec, lexicon: Lexicon, isBilingual: boolean): Course[] {
  const byId = new Map(lexicon.courses.map((course) => [course.id, course]))
  const isTranslated = (course: Course) =>
    course.dishes.filter((dish) => lexicon.translations[dish] !== undefined).length >= 3
  const isUsable = (course: Course) => !isBilingual || isTranslated(course)
  const plans = lexicon.menus
    .map((plan) => plan.map((id) => byId.get(id)!).filter(isUsable))
    .filter((plan) => plan.length >= spec.sections[0])
    .filter((plan) => !spec.hasSizes || plan.some((course) => course.sizes.length > 0))
  const plan = dice.oneOf(plans)
  const count = dice.whole(spec.sections[0], Math.min(spec.sections[1], plan.length))
  const chosen = dice.some(plan, count)
  if (spec.hasSizes && !chosen.some((course) => course.sizes.length > 0)) {
    const sized = dice.oneOf(plan.filter((course) => course.sizes.length > 0))
    chosen[chosen.length - 1] = sized
    chosen.sort((a, b) => plan.indexOf(a) - plan.indexOf(b))
  }
  return chosen
}

function drawSection(draw: Draw, course: Course, isBilingual: boolean): CardSection {
  const { dice, spec, lexicon, look } = draw
  const pool = isBilingual
    ? course.dishes.filter((dish) => lexicon.translations[dish] !== undefined)
    : course.dishes
  const count = dice.whole(spec.items[0], Math.min(spec.items[1], pool.length))
  const sizes = spec.hasSizes && course.sizes.length > 0 && dice.coin(0.85) ? dice.oneOf(course.sizes) : null
  const heading = dice.oneOf(course.headings)
  return {
    heading: look.isHeadingUpper ? upper(heading, lexicon.lang) : heading,
    sizes,
    dishes: dice
      .shuffled(pool)
      .slice(0, count)
      .map((dish) => drawDish(draw, course, dish, sizes, isBilingual)),
  }
}

function drawDish(
  draw: Draw,
  course: Course,
  dish: string,
  sizes: readonly string[] | null,
  isBilingual: boolean,
): CardDish {
  const { dice, spec, lexicon, look } = draw
  // Meat and fish are only ever tagged gluten-free, the last tag of a language's list.
  const tags = MEATY.has(course.id) ? lexicon.tags.slice(-1) : lexicon.tags
  const tag = course.kind === 'food' && dice.coin(spec.tags) ? dice.oneOf(tags) : ''
  const name = look.isNameUpper ? upper(dish, lexicon.lang) : dish
  // A bilingual card's English line stands where a description would; it draws no description.
  if (!isBilingual)
    return { name, tag, description: drawDescription(draw, course), cells: drawCells(draw, course, sizes) }
  const english = { name: lexicon.translations[dish]!, description: '' }
  return { name, tag, description: '', cells: drawCells(draw, course, sizes), english }
}

function drawDescription(draw: Draw, course: Course): string {
  const { dice, spec, lexicon, look } = draw
  const chance = course.kind === 'drink' ? spec.descriptions / 2 : spec.descriptions
  if (!dice.coin(chance)) return ''
  const text = lexicon.describe(dice.shuffled(course.ingredients).slice(0, 3), dice.whole(0, 4))
  return look.isDescriptionLower ? text : text.charAt(0).toLocaleUpperCase(lexicon.lang) + text.slice(1)
}

// Words real menus print over a column of bare prices, by language and currency.
const COLUMN_HEADERS: Record<string, readonly string[]> = {
  'es EUR': ['Euros', 'Precio', '€', 'EUR'],
  'es CLP': ['Precio', 'Pesos', '$'],
  'en USD': ['Price', 'USD', '$'],
}

function drawColumnHeader(dice: Dice, lang: 'es' | 'en', format: PriceFormat): string {
  return dice.oneOf(COLUMN_HEADERS[`${lang} ${format.currencies[lang]}`] ?? ['Price'])
}

const BOTTLE = /^(botella|bottle)$/i
const HALF_BOTTLE = /^1\/2 (botella|bottle)$/i

// One price, or one per size rising with the size (a bottle four to five glasses); a wine list leaves the
// glass price out now and then, as lists of bottles do.
function drawCells(draw: Draw, course: Course, sizes: readonly string[] | null): string[] {
  const { dice, format, step } = draw
  const isWine = sizes?.some((label) => BOTTLE.test(label)) ?? false
  const [low, high] = course.level
  const first = isWine ? dice.float(low, low + 0.15) : dice.float(low, high)
  if (sizes === null) return [format.write(priceAt(format, first, step))]
  let share = first
  const cells = sizes.map((label, index) => {
    if (BOTTLE.test(label)) share = first * dice.float(4, 5.5)
    else if (HALF_BOTTLE.test(label)) share = first * dice.float(2.2, 2.8)
    else if (index > 0) share *= dice.float(1.35, 1.8)
    return format.write(priceAt(format, share, step))
  })
  if (sizes.length >= 2 && dice.coin(0.12)) cells[0] = ''
  return cells
}

// Page two starts inside a section, about half-way through the dishes, with at least one dish on each side.
function drawPageBreak(dice: Dice, sections: readonly CardSection[]): { section: number; dish: number } {
  const total = sections.reduce((sum, section) => sum + section.dishes.length, 0)
  let target = Math.round(total * dice.float(0.45, 0.6))
  for (const [index, section] of sections.entries()) {
    if (index > 0 && target < section.dishes.length && section.dishes.length >= 2) {
      return { section: index, dish: Math.min(Math.max(target, 1), section.dishes.length - 1) }
    }
    target -= section.dishes.length
  }
  const last = sections.length - 1
  return { section: last, dish: Math.max(1, sections[last]!.dishes.length - 1) }
}
