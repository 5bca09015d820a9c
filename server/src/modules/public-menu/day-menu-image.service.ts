import { businessDateOf } from '#domain/promotions/weekly-window.ts'
import type { Database } from '../../db/database.ts'
import { readCatalogueContent } from '../catalogues/index.ts'
import { drawDayMenuImage } from './day-menu-image.draw.ts'
import { dayMenuCard, dayMenuCardVersion } from './day-menu-image.model.ts'
import { findPublicMenu } from './public-menu.repository.ts'
import { menuSections } from './public-menu.service.ts'
import type { PageLanguage } from './public-menu.words.ts'
import type { ShareImageCache } from './share-image.cache.ts'

/**
 * The picture of a set menu's day on a business's live menu (its active catalogue), in `language` else the
 * business's own, dated on the business's clock at `now`; undefined where the menu is not public or the id is
 * not a set menu of its active catalogue. As the share image: its version first, the bytes on demand.
 */
export async function getDayMenuImage(
  db: Database,
  images: ShareImageCache,
  request: { slug: string; menuId: string; language: PageLanguage | undefined; now: Date },
): Promise<{ version: string; png: () => Promise<Buffer> } | undefined> {
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
  const version = dayMenuCardVersion(card)
  return { version, png: () => images.get(version, () => drawDayMenuImage(card)) }
}
