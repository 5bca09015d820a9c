import type { Design } from '#domain/catalogues/design.schema.ts'
import type { ProductRow } from '../catalogues/index.ts'
import type { DesignFont } from './fonts.ts'
import { priceWriter } from './public-menu.offers.ts'
import { ownerPlainText, type TextLanguages } from './public-menu.texts.ts'
import { type PageLanguage, WORDS } from './public-menu.words.ts'
import { pictureVersion, type ShareCard, shareColours } from './share-image.model.ts'

// The picture of a set menu's day (menú del día) that an owner sends on WhatsApp or posts on Instagram: the
// menu's design, the business's name, the menu's name and date, each course with its dishes, the price and
// what it includes. Everything drawn is in the card, and its hash names the picture's version, so a change of
// dishes (or a new day) is a new picture.

export type DayMenuCard = {
  business: string
  title: string
  /** The business's date in words ("lunes, 7 de diciembre"). */
  date: string
  courses: { name: string; dishes: string[] }[]
  /** The prices as written on the menu ("12,50 €", or "Menú 12,50 € · Medio menú 8,00 €"). */
  price: string
  /** "Incluye: Pan, Bebida", or ''. */
  includes: string
  font: DesignFont
  colours: ShareCard['colours']
}

export function dayMenuCard(input: {
  business: string
  menu: ProductRow
  design: Design
  businessDay: string
  currency: string
  country: string | undefined
  languages: TextLanguages
}): DayMenuCard {
  const { menu, languages } = input
  const language = languages.language
  const write = priceWriter(input.currency, language, input.country)
  const prices = menu.variants
    .filter((variant) => variant.price !== null)
    .map((variant) => {
      const amount = write(variant.specialPrice ?? variant.price!)
      const label = ownerPlainText(variant, 'label', languages)
      return menu.variants.length > 1 && label ? `${label} ${amount}` : amount
    })
  return {
    business: input.business,
    title: ownerPlainText(menu, 'name', languages),
    date: dateInWords(input.businessDay, language),
    courses: menu.courses.map((course) => ({
      name: ownerPlainText(course, 'name', languages),
      dishes: course.choices.map((choice) => ownerPlainText(choice, 'name', languages)),
    })),
    price: prices.join(' · '),
    includes: menu.includes.length > 0 ? `${WORDS[language].includes}: ${menu.includes.join(', ')}` : '',
    font: input.design.font,
    colours: shareColours(input.design),
  }
}

/** A calendar date ("2026-12-07") in words in the page's language: "lunes, 7 de diciembre". */
export function dateInWords(date: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

// Raised when the drawing itself changes (day-menu-image.draw.ts), so that every picture is made again.
const DRAWING = 1

export function dayMenuCardVersion(card: DayMenuCard): string {
  return pictureVersion(DRAWING, card)
}
