import type { Allergen } from '#domain/catalogues/allergens.ts'
import { earliest } from '#domain/catalogues/availability.ts'
import type { OpeningRange } from '#domain/reservations/booking-rules.schema.ts'
import type { WhatsAppUses } from '#domain/whatsapp/whatsapp-settings.schema.ts'
import type { Database } from '../../db/database.ts'
import { type CategoryRow, hasCatalogue, type ProductRow, readCatalogueContent } from '../catalogues/index.ts'
import { renderAllergenTable } from './allergen-table.page.ts'
import { type MenuPromotion, menuOffers } from './menu-offers.ts'
import { type CachedPage, type PageCache, preparePage } from './page-cache.ts'
import { type MenuSection, renderMenuPage } from './public-menu.page.ts'
import { findPublicMenu } from './public-menu.repository.ts'
import { servingPlan } from './public-menu.serving.ts'
import { ownerPlainText } from './public-menu.texts.ts'
import type { PageLanguage } from './public-menu.words.ts'
import { resolveSetMenus } from './set-menus.ts'

export type Business = {
  id: string
  name: string
  slug: string
  currency: string
  /** The owner's country (prices are written the way it reads them), when known. */
  country: string | null | undefined
  /** The business's IANA time zone: promotions' weekly windows follow its clock. */
  timeZone: string
  language: PageLanguage
  /** Shown at the page's foot; empty when not given. */
  contactPhone: string
  contactAddress: string
  /** The business's WhatsApp number (wa.me's digits, '' when none) and which of the diner's links it offers. */
  whatsappNumber: string
  whatsappUses: WhatsAppUses
}
/**
 * What a request asks of a page: its language (the `?lang` chosen, else the one the diner's browser prefers,
 * else none: the business's own), the allergens to leave out (`?sin=`) and whether their traces too
 * (`?trazas=1`), and the server's public address.
 */
export type PageRequest = {
  language: PageLanguage | undefined
  /** Whether the address named the language (`?lang=`), rather than the diner's cookie or browser. */
  isLanguageAsked?: boolean
  without: readonly Allergen[]
  alsoTraces: boolean
  publicUrl: string
}

/** Whether a business takes bookings on its public page (its "Reservar" link) and its hours when it does. */
export type BookingFacts = { takesBookings: boolean; openingHours: readonly OpeningRange[] }

/**
 * What the pages are built with: the database, the clock (milliseconds), a catalogue's promotions and a
 * business's booking facts.
 */
export type PublicMenuDeps = {
  db: Database
  clock: () => number
  readPromotions: (db: Database, catalogueId: string) => Promise<MenuPromotion[]>
  readBookingFacts: (db: Database, businessId: string) => Promise<BookingFacts>
  /** The ordering script's address (the ordering module's); without it no dish offers «Añadir». */
  orderSheetPath?: string
}

/**
 * Renders one catalogue of a business at `now`: its design, its visible categories that have products and
 * the promotions that apply then; with the instant the promotions next change, when the page stops holding.
 */
export async function renderCatalogue(
  deps: PublicMenuDeps,
  business: Business,
  catalogueId: string,
  request: PageRequest & {
    previewId: string | null
    now: number
    booking?: BookingFacts
    isCounting?: boolean
    /** Whether the business takes pickup orders online: the page links to its order form. */
    takesPickupOrders?: boolean
    /** The channels the business takes orders by: «Añadir» on the dishes that may be ordered. */
    ordering?: { table: boolean; pickup: boolean }
    /** The page of one set menu's day (day-menu-page.ts): only that menu, shown even outside its hours. */
    dayMenu?: { id: string; imagePath: string }
  },
): Promise<{ page: CachedPage; expiresAt: number | null }> {
  const [{ design, categories, products }, promotions] = await Promise.all([
    readCatalogueContent(deps.db, business.id, catalogueId),
    deps.readPromotions(deps.db, catalogueId),
  ])
  const now = new Date(request.now)
  const dayMenu = request.dayMenu
  const sections = menuSections(categories, products)
  const shown = dayMenu ? onlyDayMenu(sections, dayMenu.id) : sections
  const serving = servingPlan(shown, now, business.timeZone)
  const language = request.language ?? business.language
  const languages = { language, originalLanguage: business.language }
  const offers = menuOffers(promotions, products, {
    now,
    timeZone: business.timeZone,
    currency: business.currency,
    nameOf: (product) => ownerPlainText(product, 'name', languages),
  })
  const page = preparePage(
    renderMenuPage({
      business: {
        ...business,
        country: business.country ?? undefined,
        openingHours: request.booking?.openingHours ?? [],
      },
      design,
      sections: serving.sections,
      offers,
      serving: serving.states,
      ...languages,
      isLanguageAsked: request.isLanguageAsked,
      without: request.without,
      alsoTraces: request.alsoTraces,
      previewId: request.previewId,
      publicUrl: request.publicUrl,
      isBookable: request.booking?.takesBookings ?? false,
      takesPickupOrders: request.takesPickupOrders ?? false,
      ordering:
        request.ordering && deps.orderSheetPath
          ? { ...request.ordering, scriptPath: deps.orderSheetPath }
          : undefined,
      isCounting: request.isCounting ?? false,
      dayMenu: dayMenu &&
        shown[0] && {
          ...dayMenu,
          name: ownerPlainText(shown[0].products[0]!, 'name', languages),
        },
    }),
  )
  return { page, expiresAt: earliest([offers.expiresAt, serving.expiresAt])?.getTime() ?? null }
}

/**
 * The categories a diner sees, visible and with products, each with its products in order; set menus with
 * their choices as the diner reads them (set-menus.ts).
 */
export function menuSections(categories: CategoryRow[], products: ProductRow[]): MenuSection[] {
  const resolved = resolveSetMenus(products)
  return categories
    .filter((category) => category.isVisible)
    .map((category) => ({ category, products: resolved.filter((p) => p.categoryId === category.id) }))
    .filter((section) => section.products.length > 0)
}

/**
 * The one set menu of a day's page, in its category: kept on the page outside its hours (greyed, with when
 * it is served) since the link was shared for it.
 */
function onlyDayMenu(sections: readonly MenuSection[], menuId: string): MenuSection[] {
  const always = (availability: CategoryRow['availability']) => ({ ...availability, hideWhenClosed: false })
  return sections.flatMap(({ category, products }) =>
    products
      .filter((product) => product.id === menuId && product.kind === 'menu')
      .map((product) => ({
        category: { ...category, availability: always(category.availability) },
        products: [{ ...product, availability: always(product.availability) }],
      })),
  )
}

/** What the public address answers for a business whose owner has not confirmed their email yet. */
export const UNPUBLISHED = 'unpublished'

/**
 * The public page of a business's active catalogue (decision 017), from the cache while the catalogue that is
 * active and its last change are those it was rendered from (so an edit shows on the next request) and its
 * promotions have not started, ended or crossed a weekly window edge since (decision 033); undefined
 * for an unknown slug or a business without an active catalogue, UNPUBLISHED while its owner's email is not
 * confirmed (decision 023).
 */
export async function getPublicPage(
  deps: PublicMenuDeps,
  cache: PageCache,
  slug: string,
  request: PageRequest,
): Promise<CachedPage | typeof UNPUBLISHED | undefined> {
  const now = deps.clock()
  // The key needs the language before the query: without one, the business's own language is cached under
  // the slug alone. Each allergen filter asked for is a page of its own.
  const filter = `${request.without.join(' ')}${request.alsoTraces ? ' +trazas' : ''}`
  const recentKey = `${slug}\n${request.language ?? ''}${request.isLanguageAsked ? '?' : ''}\n${filter}`
  const recent = cache.getRecent(recentKey, now)
  if (recent) return recent
  const menu = await findPublicMenu(deps.db, slug)
  if (!menu) return undefined
  // Never cached: the page goes live on the first request after the owner confirms.
  if (!menu.isPublished) return UNPUBLISHED
  if (!menu.catalogueId || !menu.updatedAt) return undefined
  const language = request.language ?? menu.language
  const booking = await deps.readBookingFacts(deps.db, menu.id)
  // The business's name, prices' currency and clock show on the page too, so a change of any is a new version.
  const money = [menu.currency, menu.country].join(' ')
  const version = [
    menu.catalogueId,
    menu.updatedAt.getTime(),
    menu.name,
    money,
    menu.timeZone,
    menu.contactPhone,
    menu.contactAddress,
    menu.whatsappNumber,
    JSON.stringify(menu.whatsappUses),
    language,
    booking.takesBookings,
    JSON.stringify(booking.openingHours),
    menu.isCounting,
    menu.ordering.pickup,
    menu.ordering.table,
  ].join('\n')
  const cached = cache.get(recentKey, version, now)
  if (cached) return cached
  const { page, expiresAt } = await renderCatalogue(deps, menu, menu.catalogueId, {
    ...request,
    language,
    previewId: null,
    now,
    booking,
    isCounting: menu.isCounting,
    takesPickupOrders: menu.ordering.pickup,
    ordering: menu.ordering,
  })
  cache.set(recentKey, { businessId: menu.id, version, page, checkedAt: now, expiresAt })
  return page
}

/**
 * The owner's preview of any of their catalogues, active or not (decision 017), with the promotions that
 * apply now; undefined unless the session's business is the one at this slug and owns the catalogue. Never
 * cached.
 */
export async function getPreviewPage(
  deps: PublicMenuDeps,
  viewerBusiness: Business | undefined,
  slug: string,
  previewId: string,
  request: PageRequest,
): Promise<CachedPage | undefined> {
  if (!viewerBusiness || viewerBusiness.slug !== slug) return undefined
  if (!(await hasCatalogue(deps.db, viewerBusiness.id, previewId))) return undefined
  const rendered = await renderCatalogue(deps, viewerBusiness, previewId, {
    ...request,
    previewId,
    now: deps.clock(),
  })
  return rendered.page
}

/**
 * The allergen table of a business's active catalogue, or for its owner of any of their catalogues
 * (`previewId`); undefined when there is none to show (unknown slug, no active catalogue, an unconfirmed
 * owner's menu, another business's preview). Rendered on each request: it is printed, not browsed.
 */
export async function getAllergenTable(
  deps: PublicMenuDeps,
  viewerBusiness: Business | undefined,
  slug: string,
  request: { language: PageLanguage | undefined; previewId: string | undefined },
): Promise<CachedPage | undefined> {
  const menu = await findPublicMenu(deps.db, slug)
  if (!menu) return undefined
  let catalogueId = menu.catalogueId
  if (request.previewId !== undefined) {
    const isOwner = viewerBusiness?.id === menu.id
    if (!isOwner || !(await hasCatalogue(deps.db, menu.id, request.previewId))) return undefined
    catalogueId = request.previewId
  } else if (!menu.isPublished) {
    return undefined
  }
  if (!catalogueId) return undefined
  const { design, categories, products } = await readCatalogueContent(deps.db, menu.id, catalogueId)
  return preparePage(
    renderAllergenTable({
      businessName: design.businessName || menu.name,
      slug: menu.slug,
      sections: menuSections(categories, products),
      language: request.language ?? menu.language,
      originalLanguage: menu.language,
      previewId: request.previewId ?? null,
    }),
  )
}
