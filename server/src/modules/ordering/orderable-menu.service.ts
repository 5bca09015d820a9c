import { toMinorUnits } from '#domain/money/exact-amount.ts'
import { priceFormatOf } from '#domain/money/format-price.ts'
import { minorUnitDigits } from '#domain/money/minor-unit.ts'
import type { Database } from '../../db/database.ts'
import { ALLERGEN_WORDS, ownerPlainText, type PageLanguage } from '../public-menu/index.ts'
import { findTableByKey } from './dining-tables.repository.ts'
import { findOrderVenue, readOrderForm } from './order-pages.service.ts'
import { ORDER_SHEET_WORDS } from './order-sheet.words.ts'

// What the menu page's ordering script reads when it loads: the dishes that may be ordered now, with their
// sizes and extras priced as the page shows them (a preview: the server prices the order again), how the
// menu writes prices, the script's words; and a table's name by its QR code's key.

/** An amount as the ordering script counts it: an integer of the currency's smallest unit (cents; whole pesos). */
export const scriptUnits = (amount: string, currency: string) => Number(toMinorUnits(amount, currency))

/**
 * The dishes of the business at `slug` that may be ordered at `now` in `language`, by id, and whether the
 * pickup's fields offer the WhatsApp box (`asksWhatsAppConsent`: the deployment sends messages); undefined
 * for an unknown or unpublished menu, or a business that takes no orders.
 */
export async function readOrderableMenu(
  db: Database,
  slug: string,
  now: Date,
  language: PageLanguage,
  asksWhatsAppConsent: boolean,
) {
  const venue = await findOrderVenue(db, slug)
  if (!venue || !(venue.business.ordering.table || venue.business.ordering.pickup)) return undefined
  const { business } = venue
  const { sections } = await readOrderForm(db, venue, now, language)
  const languages = { language, originalLanguage: business.language }
  const money = (amount: string) => scriptUnits(amount, business.currency)
  const dishes = Object.fromEntries(
    sections.flatMap(({ dishes }) =>
      dishes.map(({ product, variants, offers }) => {
        const sizes = variants.map((variant) => {
          const offer = offers?.get(variant.id)
          const charged = offer?.kind === 'price' ? offer.now : (variant.specialPrice ?? variant.price ?? '0')
          return { id: variant.id, label: ownerPlainText(variant, 'label', languages), price: money(charged) }
        })
        const groups = product.optionGroups.map((group) => ({
          name: ownerPlainText(group, 'name', languages),
          min: group.min,
          max: group.max,
          options: group.options.map((option) => ({
            id: option.id,
            label: ownerPlainText(option, 'label', languages),
            price: money(option.priceDelta),
          })),
        }))
        const allergens = product.allergens.map((allergen) => ALLERGEN_WORDS[language][allergen])
        return [product.id, { name: ownerPlainText(product, 'name', languages), sizes, groups, allergens }]
      }),
    ),
  )
  const { locale, options, sign } = priceFormatOf(business.currency, language, business.country ?? undefined)
  return {
    format: {
      locale,
      options: { ...options } as Record<string, unknown>,
      sign,
      digits: minorUnitDigits(business.currency),
    },
    words: ORDER_SHEET_WORDS[language],
    asksWhatsAppConsent,
    dishes,
  }
}

/** The name of the table behind a QR code's key at `slug`; undefined for a key of none of its tables. */
export async function findTableName(db: Database, slug: string, key: string): Promise<string | undefined> {
  const venue = await findOrderVenue(db, slug)
  if (!venue?.business.ordering.table) return undefined
  const table = await findTableByKey(db, venue.business.id, key)
  return table?.name
}
