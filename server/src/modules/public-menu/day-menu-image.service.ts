import { businessDateOf } from '#domain/promotions/weekly-window.ts'
import type { Database } from '../../db/database.ts'
import { readCatalogueContent } from '../catalogues/index.ts'
import { drawDayMenuImage } from './day-menu-image.draw.ts'
import { type DayMenuCard, dayMenuCard, dayMenuCardVersion } from './day-menu-image.model.ts'
import { findPublicMenu } from './public-menu.repository.ts'
import { menuSections } from './public-menu.service.ts'
import type { PageLanguage } from './public-menu.words.ts'
import type { ShareImageCache } from './share-image.cache.ts'

type DayMenuRequest = { slug: string; menuId: string; language: PageLanguage | undefined; now: Date }

/**
 * The picture of a set menu's day on a business's live menu (its active catalogue), in `language` else the
 * business's own, dated on the business's clock at `now`; undefined where the menu is not public or the id is
 * not a set menu of its active catalogue. As the share image: its version first, the bytes on demand.
 */
export async function getDayMenuImage(
  db: Database,
  images: ShareImageCache,
  request: DayMenuRequest,
): Promise<{ version: string; png: () => Promise<Buffer> } | undefined> {
  const picture = await dayMenuPicture(db, request)
  if (!picture) return undefined
  const { version, card } = picture
  return { version, png: () => images.get(version, () => drawDayMenuImage(card)) }
}

/** The address of the day's picture under its current version, as the day's page names it. */
export async function dayMenuPicturePath(db: Database, request: DayMenuRequest): Promise<string | undefined> {
  const picture = await dayMenuPicture(db, request)
  if (!picture) return undefined
  const query = new URLSearchParams({ v: picture.version })
  if (request.language && request.language !== picture.ownLanguage) query.set('lang', request.language)
  return `/m/${encodeURIComponent(request.slug)}/menu-del-dia/${request.menuId}/imagen.png?${query}`
}

/** What the day's picture shows, and its version; undefined where there is no such public set menu. */
async function dayMenuPicture(
  db: Database,
  request: DayMenuRequest,
): Promise<{ version: string; card: DayMenuCard; ownLanguage: PageLanguage } | undefined> {
  const business = await findPublicMenu(db, request.slug)
  if (!business?.isPublished || !business.catalogueId) return undefined
  const { design, categories, products } = await readCatalogueContent(db, business.id, business.catalogueId)
  // Through the page's sections: a choice naming a dish shows it as the menu does.
  const menu = menuSections(categories, products)
    .flatMap((section) => section.products)
    .find((product) => product.id === request.menuId && product.kind === 'menu')
  if (!menu) return undefined
  const card = dayMenuCard({
    business: design.businessName || business.name,
    menu,
    design,
    businessDay: businessDateOf(request.now, business.timeZone),
    currency: business.currency,
    country: business.country ?? undefined,
    languages: { language: request.language ?? business.language, originalLanguage: business.language },
  })
  return { version: dayMenuCardVersion(card), card, ownLanguage: business.language }
}
