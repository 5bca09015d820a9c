// The content of one day menu (family `day-menu`), drawn from a seed: a menú del día, almuerzo, comida corrida,
// menú ejecutivo or set lunch with its courses of unpriced dishes, one price for the whole (or two: a whole
// and a half menu, two or three courses), what it includes, the notes around it, and sometimes a priced carta
// beside it. What is printed is exactly what the truth lists (day-menu-truth.ts).

import { DAY_REGIONS, type DayPriceStyle, type DayRegion } from './day-menu-lexicon.ts'
import { type Dice, rollDice } from './dice.ts'
import type { TypefaceId } from './fonts.ts'
import type { Course, Lexicon } from './lexicon.ts'
import { ENGLISH_LEXICON } from './lexicon-en.ts'
import { SPANISH_LEXICON } from './lexicon-es.ts'
import { BOARDS, PAPERS, type Palette } from './looks.ts'

/** The family name of day menus: drawn only when asked for (`--family day-menu`), never by default. */
export const DAY_MENU = 'day-menu'

/** printed: a card of its own; board: chalk on a slate; beside-carta: a boxed day menu beside a priced carta. */
export type DayMenuStyle = 'printed' | 'board' | 'beside-carta'

/** Where the price is printed: on the title's line, on a line of its own after the courses, or large alone. */
export type PricePlace = 'title' | 'line' | 'badge-top' | 'badge-bottom'

/** A dish of a course: its name, what it comes with, and the supplement it costs as printed after its name. */
export type DayChoice = { name: string; description: string; supplement?: string }
export type DayCourseDrawn = { heading: string; choices: DayChoice[] }
export type DayPrice = { label: string; price: string }
export type CartaDish = { name: string; price: string; description: string }
export type CartaSection = { heading: string; dishes: CartaDish[] }

export type DayMenuLook = {
  style: DayMenuStyle
  palette: Palette
  faces: { title: TypefaceId; heading: TypefaceId; name: TypefaceId; text: TypefaceId }
  isCentred: boolean
  headingDecor: 'none' | 'rule' | 'underline'
  /** A frame drawn round the day menu. */
  isBoxed: boolean
  /** A mark printed before each dish ('' for none). */
  bullet: '' | '•' | '-'
  /** A colon printed after each course heading ("Primeros:"); not part of the course's name. */
  hasHeadingColon: boolean
  /** Dish text size at scale 1, in CSS pixels. */
  size: number
  deviceScale: 1.5 | 2
  /** Where a carta stands: beside the day menu (right or left) or under it. */
  cartaPlace: 'right' | 'left' | 'below'
}

export type DayMenuCard = {
  seed: number
  family: typeof DAY_MENU
  region: DayRegion['id']
  lang: 'es' | 'en'
  currency: string
  /** The restaurant's name over the page, '' when the page prints none. */
  restaurant: string
  title: string
  pricePlace: PricePlace
  /** The words before a price printed on a line of its own ("Precio:"), '' for none or two prices. */
  priceLabel: string
  /** One price (label '') or two, each with its label as printed ("Menú completo", "Medio menú"). */
  prices: DayPrice[]
  /** Two prices printed on one line, joined by this (" · ", " / "), or '' for a line each. */
  priceJoin: string
  courses: DayCourseDrawn[]
  /** The line saying what the price includes, '' for none, and its parts as printed. */
  includesLine: string
  includes: string[]
  /** A note printed under the title ("De lunes a viernes"), '' for none; the footer's notes. */
  noteAbove: string
  footer: string[]
  carta: CartaSection[]
  look: DayMenuLook
}

const upper = (text: string, lang: string) => text.toLocaleUpperCase(lang)

function roundTo(value: number, step: number): number {
  return Math.round(Math.max(step, Math.round(value / step) * step) * 100) / 100
}

function drawRegion(dice: Dice): DayRegion {
  const weights = Object.fromEntries(DAY_REGIONS.map(({ region, weight }) => [region.id, weight]))
  const id = dice.weighted(weights)
  return DAY_REGIONS.find(({ region }) => region.id === id)!.region
}

function drawLook(dice: Dice): DayMenuLook {
  const style = dice.weighted<DayMenuStyle>({ printed: 4, board: 3, 'beside-carta': 3 })
  const isBoard = style === 'board'
  const text = dice.oneOf<TypefaceId>(['lato', 'open-sans', 'roboto', 'serif'])
  const display = dice.oneOf<TypefaceId>(['serif', 'condensed', 'script', text])
  const faces = isBoard
    ? { title: 'chalk' as const, heading: 'chalk' as const, name: 'chalk' as const, text: 'chalk' as const }
    : { title: display, heading: dice.coin(0.5) ? display : text, name: text, text }
  return {
    style,
    palette: isBoard ? dice.oneOf(BOARDS) : dice.oneOf(PAPERS.slice(0, 5)),
    faces,
    isCentred: dice.coin(isBoard ? 0.7 : 0.55),
    headingDecor: dice.oneOf(['none', 'rule', 'underline'] as const),
    isBoxed: style === 'beside-carta' || dice.coin(0.3),
    bullet: dice.weighted<'' | '•' | '-'>({ '': 6, '•': 2, '-': 2 }),
    hasHeadingColon: dice.coin(0.2),
    size: isBoard ? dice.oneOf([18, 20, 22]) : dice.oneOf([14, 15, 16, 17]),
    deviceScale: dice.coin(0.5) ? 1.5 : 2,
    cartaPlace: dice.weighted({ right: 2, left: 1, below: 1 }),
  }
}

type CourseDraw = { region: DayRegion; look: DayMenuLook; style: DayPriceStyle; isHeadingUpper: boolean }

function drawCourses(dice: Dice, { region, look, style, isHeadingUpper }: CourseDraw): DayCourseDrawn[] {
  const plan = dice.oneOf(region.plans)
  const isNameUpper = dice.coin(0.2)
  return plan.map((course): DayCourseDrawn => {
    const heading = dice.oneOf(course.headings)
    const count = dice.whole(course.choices[0], Math.min(course.choices[1], course.dishes.length))
    // A main now and then costs more, or prints what it comes with; a board's chalk rarely describes.
    const describes = course.isGarnished === true && look.style !== 'board'
    const choices = dice
      .shuffled(course.dishes)
      .slice(0, count)
      .map((dish): DayChoice => {
        const name = isNameUpper ? upper(dish, region.lang) : dish
        if (course.isGarnished && region.supplements.length > 0 && dice.coin(0.15)) {
          const amount = roundTo(style.range[0] * dice.float(0.12, 0.3), Math.max(style.step, 0.5))
          return {
            name,
            description: '',
            supplement: dice.oneOf(region.supplements).replace('{p}', style.write(amount)),
          }
        }
        return { name, description: describes && dice.coin(0.2) ? dice.oneOf(region.garnishes) : '' }
      })
    return { heading: isHeadingUpper ? upper(heading, region.lang) : heading, choices }
  })
}

function drawPrices(dice: Dice, region: DayRegion, style: DayPriceStyle) {
  const value = roundTo(dice.float(style.range[0], style.range[1]), style.step)
  const half = region.halves.length > 0 && dice.coin(0.35) ? dice.oneOf(region.halves) : undefined
  if (!half) return { prices: [{ label: '', price: style.write(value) }], priceJoin: '' }
  const whole = { label: half.whole, price: style.write(value) }
  const part = { label: half.half, price: style.write(roundTo(value * half.share, style.step)) }
  // English menus print the smaller offer first ("2 courses £16 · 3 courses £20"), Spanish ones the whole menu.
  const prices = region.lang === 'en' ? [part, whole] : [whole, part]
  return { prices, priceJoin: dice.oneOf(['', '', ' · ', ' / ']) }
}

// A priced carta beside the day menu, from the generator's own lexicon, in the day menu's currency and manner.
function drawCarta(dice: Dice, region: DayRegion, style: DayPriceStyle, menuPrice: number): CartaSection[] {
  const lexicon: Lexicon = region.lang === 'es' ? SPANISH_LEXICON : ENGLISH_LEXICON
  const food = lexicon.courses.filter((course: Course) => course.kind !== 'drink')
  const courses = dice.some(food, dice.whole(1, 3))
  const isUpper = dice.coin(0.5)
  return courses.map((course) => ({
    heading: isUpper ? upper(dice.oneOf(course.headings), region.lang) : dice.oneOf(course.headings),
    dishes: dice
      .shuffled(course.dishes)
      .slice(0, dice.whole(3, 5))
      .map((name) => {
        const share = dice.float(course.level[0], course.level[1]) * 1.1
        const price = style.write(roundTo(menuPrice * share, style.step))
        return { name, price, description: '' }
      }),
  }))
}

/** The day menu of `seed`: the same seed gives the same card. */
export function drawDayMenuCard(seed: number): DayMenuCard {
  const dice = rollDice(seed)
  const region = drawRegion(dice)
  const look = drawLook(dice)
  const style = dice.oneOf(region.prices)
  const lexicon = region.lang === 'es' ? SPANISH_LEXICON : ENGLISH_LEXICON
  const restaurant = dice.coin(0.7) ? dice.oneOf(lexicon.restaurants) : ''
  const isTitleUpper = dice.coin(0.5)
  const title = dice.oneOf(region.titles)
  const courses = drawCourses(dice, { region, look, style, isHeadingUpper: dice.coin(0.6) })
  const { prices, priceJoin } = drawPrices(dice, region, style)
  const pricePlace: PricePlace =
    prices.length > 1 ? 'line' : dice.weighted({ title: 3, line: 4, 'badge-top': 1, 'badge-bottom': 2 })
  const includes = dice.coin(0.75) ? [...dice.oneOf(region.includes)] : []
  const includesLine = includes.length > 0 ? dice.oneOf(region.includeLines)(includes) : ''
  const notes = dice.some(region.notes, dice.whole(0, 2))
  const [noteAbove, ...footer] = dice.coin(0.5) ? notes : ['', ...notes]
  const menuValue = roundTo(dice.float(style.range[0], style.range[1]), style.step)
  return {
    seed,
    family: DAY_MENU,
    region: region.id,
    lang: region.lang,
    currency: style.currency,
    restaurant,
    title: isTitleUpper ? upper(title, region.lang) : title,
    pricePlace,
    priceLabel: pricePlace === 'line' && prices.length === 1 ? dice.oneOf(region.priceLabels) : '',
    prices,
    priceJoin,
    courses,
    includesLine,
    includes: includesFromLine(includes, includesLine),
    noteAbove: noteAbove ?? '',
    footer,
    carta: look.style === 'beside-carta' ? drawCarta(dice, region, style, menuValue) : [],
    look,
  }
}

// The included parts as the line prints them: the first one capitalised when the line opens with it.
function includesFromLine(parts: readonly string[], line: string): string[] {
  return parts.map((part) => {
    const capitalised = part.charAt(0).toLocaleUpperCase('es') + part.slice(1)
    return line.startsWith(capitalised) ? capitalised : part
  })
}
