import { createHash } from 'node:crypto'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { DesignFont } from './fonts.ts'
import type { MenuSection } from './public-menu.page.ts'
import { designColour, designGradient } from './public-menu.styles.ts'
import { ownerPlainText, type TextLanguages } from './public-menu.texts.ts'
import { type PageLanguage, WORDS } from './public-menu.words.ts'

// The preview image a chat app or a social network shows beside a shared menu link (Open Graph's og:image):
// everything it is drawn from, and the version that names it. The page links the image with its version in
// the address, so a change of the menu's design or dishes is a new address that apps fetch again.

/** How many dishes the image and the link's description name. */
export const FEATURED_DISHES = 4

/** What the share image shows and how: the same inputs always draw the same image. */
export type ShareCard = {
  name: string
  tagline: string
  dishes: string[]
  /** Whether the menu has more dishes than those named (the list ends with "…"). */
  hasMore: boolean
  /** The words of the button drawn at the foot ("Ver el menú"), in the page's language. */
  action: string
  font: DesignFont
  buttonStyle: Design['buttonStyle']
  colours: {
    background: string
    gradient: string
    title: string
    text: string
    accent: string
    onAccent: string
  }
}

/** The first dishes a diner can order, by the menu's order, named in the page's language. */
export function featuredDishes(
  sections: readonly MenuSection[],
  languages: TextLanguages,
): { names: string[]; hasMore: boolean } {
  const available = sections.flatMap(({ products }) => products.filter((product) => product.available))
  const names = available
    .slice(0, FEATURED_DISHES)
    .map((product) => ownerPlainText(product, 'name', languages))
  return { names: names.filter((name) => name.trim() !== ''), hasMore: available.length > FEATURED_DISHES }
}

/** The share image of a menu in the page's language, from its design, its name and its dishes. */
export function shareCard(input: {
  name: string
  design: Design
  sections: readonly MenuSection[]
  languages: TextLanguages
}): ShareCard {
  const { design, languages } = input
  const dishes = featuredDishes(input.sections, languages)
  return {
    name: input.name,
    tagline: design.slogan || design.welcomeTitle,
    dishes: dishes.names,
    hasMore: dishes.hasMore,
    action: WORDS[languages.language].shareAction,
    font: design.font,
    buttonStyle: design.buttonStyle,
    colours: shareColours(design),
  }
}

/** The design's colours as the share pictures paint them. */
export function shareColours(design: Design): ShareCard['colours'] {
  return {
    background: designColour(design, 'background'),
    gradient: designGradient(design),
    title: designColour(design, 'titleColour'),
    text: designColour(design, 'textColour'),
    accent: designColour(design, 'buttonBackground'),
    onAccent: designColour(design, 'buttonText'),
  }
}

// Raised when the drawing itself changes (share-image.draw.ts), so that every image is made again.
const DRAWING = 1

/**
 * A drawn picture's version: a hash of everything drawn and of its drawing's number, short enough for an
 * address and an ETag.
 */
export function pictureVersion(drawing: number, card: object): string {
  return createHash('sha256')
    .update(JSON.stringify({ DRAWING: drawing, card }))
    .digest('base64url')
    .slice(0, 16)
}

/** The card's version (pictureVersion). */
export function shareCardVersion(card: ShareCard): string {
  return pictureVersion(DRAWING, card)
}

/**
 * The image's path, `/m/<slug>/share.png?v=<version>`, with `&lang=` when the page is not in the business's
 * own language (the image is drawn in the language its address names, never from cookies or headers, so a
 * shared cache may keep it).
 */
export function shareImagePath(
  slug: string,
  version: string,
  language: PageLanguage,
  ownLanguage: PageLanguage,
): string {
  const query = new URLSearchParams({ v: version })
  if (language !== ownLanguage) query.set('lang', language)
  return `/m/${encodeURIComponent(slug)}/share.png?${query.toString()}`
}
