import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import type { ProductVariant } from '#domain/catalogues/variant.schema.ts'
import type { PublicOrder } from '#domain/ordering/order.schema.ts'
import type { Database } from '../../db/database.ts'
import { type CategoryRow, getDesign, type ProductRow, readCatalogueContent } from '../catalogues/index.ts'
import { readCataloguePromotions } from '../promotions/index.ts'
import {
  findPublicMenu,
  menuOffers,
  ownerPlainText,
  type PageLanguage,
  type VariantOffers,
} from '../public-menu/index.ts'
import type { OrderVenue } from './order-pages.layout.ts'
import { orderableProducts } from './orderable-products.ts'
import { findOrderByToken } from './orders.repository.ts'
import { toPublicOrder } from './public-order.ts'

// What the diner's order pages read: the business behind the menu's address and its design, one of its
// orders by its link, and the dishes its order form offers now.

/** The published business at `slug` with its active catalogue's design; undefined for none. */
export async function findOrderVenue(db: Database, slug: string): Promise<OrderVenue | undefined> {
  const business = await findPublicMenu(db, slug)
  if (!business?.isPublished) return undefined
  const design = business.catalogueId
    ? await getDesign(db, business.id, business.catalogueId).catch(() => DEFAULT_DESIGN)
    : DEFAULT_DESIGN
  return { business, design }
}

/** The order behind `token` when it is this business's (another's link under this address is none). */
export async function findVenueOrder(
  db: Database,
  venue: OrderVenue,
  token: string,
): Promise<{ order: PublicOrder; language: PageLanguage } | undefined> {
  const row = await findOrderByToken(db, token)
  if (!row || row.businessId !== venue.business.id) return undefined
  return { order: toPublicOrder(row), language: row.language }
}

/** A dish the form offers: its sizes that have a price, and the live offers on them. */
export type FormDish = { product: ProductRow; variants: ProductVariant[]; offers: VariantOffers | undefined }
export type FormSection = { category: CategoryRow; dishes: FormDish[] }
/** The form's dishes by category; whether a 2x1 is live on any; every dish's name, to name a refused one. */
export type OrderFormMenu = {
  sections: FormSection[]
  hasTwoForOne: boolean
  names: ReadonlyMap<string, string>
}

/**
 * The dishes that may be ordered now (`orderableProducts`: on the menu, served at this instant, not sold out,
 * not a set menu), by visible category in the menu's order, each with the sizes that have a price; and
 * whether a 2x1 is live on any (its free units are counted in the order's total, not beside the price).
 */
export async function readOrderForm(
  db: Database,
  venue: OrderVenue,
  now: Date,
  language: PageLanguage,
): Promise<OrderFormMenu> {
  const { business } = venue
  if (!business.catalogueId) return { sections: [], hasTwoForOne: false, names: new Map() }
  const [{ categories, products }, promotions] = await Promise.all([
    readCatalogueContent(db, business.id, business.catalogueId),
    readCataloguePromotions(db, business.catalogueId),
  ])
  const orderable = orderableProducts(categories, products, now, business.timeZone)
  const languages = { language, originalLanguage: business.language }
  const offers = menuOffers(promotions, products, {
    now,
    timeZone: business.timeZone,
    currency: business.currency,
    nameOf: (product) => ownerPlainText(product, 'name', languages),
  })
  const sections = categories
    .filter((category) => category.isVisible)
    .map((category) => ({
      category,
      dishes: products
        .filter((product) => product.categoryId === category.id && orderable.has(product.id))
        .map((product) => ({
          product,
          variants: product.variants.filter((variant) => variant.price !== null),
          offers: offers.byProduct.get(product.id),
        }))
        .filter((dish) => dish.variants.length > 0),
    }))
    .filter((section) => section.dishes.length > 0)
  const hasTwoForOne = sections.some((section) =>
    section.dishes.some((dish) => [...(dish.offers?.values() ?? [])].some((offer) => offer.kind === '2x1')),
  )
  const names = new Map(products.map((product) => [product.id, ownerPlainText(product, 'name', languages)]))
  return { sections, hasTwoForOne, names }
}
