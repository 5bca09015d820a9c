import { trimDecimal } from '#domain/catalogues/variant.schema.ts'
import { minorUnitDigits } from '#domain/money/minor-unit.ts'
import type { OpeningRange } from '#domain/reservations/booking-rules.schema.ts'
import { type HtmlSafe, raw } from '../../shared/html.ts'
import type { ProductRow } from '../catalogues/index.ts'
import type { MenuPageModel } from './public-menu.page.ts'
import { ownerPlainText, type TextLanguages } from './public-menu.texts.ts'
import { orderTags, type ProductTag } from './tags.ts'

// The menu as schema.org data (a `Restaurant` with its `Menu`) for search engines: only what the business
// record and the menu say; a field the owner never gave is left out rather than guessed (DESIGN.md §1).

/** The absolute addresses the data points at. */
export type StructuredDataAddresses = {
  /** The menu in the page's language (its canonical address). */
  menu: string
  /** The preview image shared with the link. */
  image: string
  /** The booking page in the page's language; null when the business takes no bookings there. */
  booking: string | null
}

// Only the tags that are a diet the owner vouches for; "Vegano" is the one tag of that kind besides gluten.
const DIETS: Partial<Record<ProductTag, string>> = {
  'Sin gluten': 'https://schema.org/GlutenFreeDiet',
  Vegano: 'https://schema.org/VeganDiet',
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/**
 * A price as schema.org wants it: a plain decimal string with the currency's minor digits ("12.50" EUR,
 * "8000" COP), written from the exact stored decimal, never through a float.
 */
export function offerPrice(price: string, currency: string): string {
  const [whole = '0', fraction = ''] = trimDecimal(price).split('.')
  const digits = Math.max(minorUnitDigits(currency), fraction.length)
  return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0')}`
}

/** One Offer per size with a price (the special price when there is one); a size without a price has none. */
function offersOf(product: ProductRow, currency: string, languages: TextLanguages) {
  const isSized = product.variants.length > 1 || product.variants.some((variant) => variant.label !== '')
  return product.variants.flatMap((variant) => {
    const price = variant.specialPrice ?? variant.price
    if (variant.price === null || price === null) return []
    const name = isSized && variant.label ? { name: ownerPlainText(variant, 'label', languages) } : {}
    return [{ '@type': 'Offer', ...name, price: offerPrice(price, currency), priceCurrency: currency }]
  })
}

function menuItem(product: ProductRow, currency: string, languages: TextLanguages) {
  const description = ownerPlainText(product, 'description', languages)
  const diets = orderTags(product.tags).flatMap((tag) => DIETS[tag] ?? [])
  const offers = offersOf(product, currency, languages)
  return {
    '@type': 'MenuItem',
    name: ownerPlainText(product, 'name', languages),
    ...(description ? { description } : {}),
    ...(offers.length > 0 ? { offers } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  }
}

/** The weekly hours, one specification per range ("Monday 13:00–16:00"); past midnight when closes < opens. */
function openingHours(ranges: readonly OpeningRange[]) {
  return ranges.map((range) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${WEEKDAYS[range.dia - 1]}`,
    opens: range.desde,
    closes: range.hasta,
  }))
}

/** The page's `Restaurant` with its menu, as the object search engines read. */
export function menuStructuredData(model: MenuPageModel, addresses: StructuredDataAddresses) {
  const { business, design } = model
  const phone = business.contactPhone?.trim() ?? ''
  const address = business.contactAddress?.trim() ?? ''
  const hours = business.openingHours ?? []
  const sections = model.sections.map(({ category, products }) => ({
    '@type': 'MenuSection',
    name: ownerPlainText(category, 'name', model),
    hasMenuItem: products.map((product) => menuItem(product, business.currency, model)),
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: design.businessName || business.name,
    url: addresses.menu,
    image: addresses.image,
    ...(design.slogan ? { description: design.slogan } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: openingHours(hours) } : {}),
    ...(addresses.booking ? { acceptsReservations: addresses.booking } : {}),
    hasMenu: {
      '@type': 'Menu',
      url: addresses.menu,
      inLanguage: model.language,
      hasMenuSection: sections,
    },
  }
}

/**
 * Data as a `<script type="application/ld+json">` element. A data block is never run, so the page's CSP has
 * no say over it; but the HTML parser still ends the element at the first `</script`, so `<` (with `>` and
 * `&`, and the two line separators older parsers broke on) is written as a JSON escape: owner text cannot
 * close the element.
 */
export function jsonLdScript(data: unknown): HtmlSafe {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
  return raw(`<script type="application/ld+json">${json}</script>`)
}
