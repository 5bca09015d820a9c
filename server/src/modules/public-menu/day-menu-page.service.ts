import { dayMenuPicturePath } from './day-menu-image.service.ts'
import type { CachedPage } from './page-cache.ts'
import { findPublicMenu } from './public-menu.repository.ts'
import { type PageRequest, type PublicMenuDeps, renderCatalogue } from './public-menu.service.ts'

/**
 * The page of one set menu's day (`/m/<slug>/menu-del-dia/<id>`), the link an owner shares on WhatsApp: the
 * live menu's design with only that menu, shown even outside its hours (with when it is served), its link
 * preview the day's picture; undefined where the business's menu is not public or the id is not a set menu
 * of its active catalogue. Rendered on each request: the day's dishes change without the catalogue's
 * version alone saying so (a new day is a new picture).
 */
export async function getDayMenuPage(
  deps: PublicMenuDeps,
  slug: string,
  menuId: string,
  request: PageRequest,
): Promise<CachedPage | undefined> {
  const business = await findPublicMenu(deps.db, slug)
  if (!business?.isPublished || !business.catalogueId) return undefined
  const now = deps.clock()
  const language = request.language ?? business.language
  const imagePath = await dayMenuPicturePath(deps.db, { slug, menuId, language, now: new Date(now) })
  if (!imagePath) return undefined
  const { page } = await renderCatalogue(deps, business, business.catalogueId, {
    ...request,
    language,
    previewId: null,
    now,
    booking: await deps.readBookingFacts(deps.db, business.id),
    isCounting: business.isCounting,
    dayMenu: { id: menuId, imagePath },
  })
  return page
}
