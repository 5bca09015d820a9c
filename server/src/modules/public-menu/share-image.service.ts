import type { Database } from '../../db/database.ts'
import { readCatalogueContent } from '../catalogues/index.ts'
import { findPublicMenu } from './public-menu.repository.ts'
import { menuSections } from './public-menu.service.ts'
import type { PageLanguage } from './public-menu.words.ts'
import type { ShareImageCache } from './share-image.cache.ts'
import { drawShareImage } from './share-image.draw.ts'
import { shareCard, shareCardVersion } from './share-image.model.ts'

/**
 * The share image of a business's live menu (its active catalogue) in `language`, else the business's own;
 * undefined where the menu itself is not public (an unknown slug, no active catalogue, an owner who has not
 * confirmed their email, decision 023). Its version comes first and the bytes on demand: a browser that
 * holds that version already (If-None-Match) costs no drawing.
 */
export async function getShareImage(
  db: Database,
  images: ShareImageCache,
  slug: string,
  language: PageLanguage | undefined,
): Promise<{ version: string; png: () => Promise<Buffer> } | undefined> {
  const menu = await findPublicMenu(db, slug)
  if (!menu?.isPublished || !menu.catalogueId) return undefined
  const { design, categories, products } = await readCatalogueContent(db, menu.id, menu.catalogueId)
  const card = shareCard({
    name: design.businessName || menu.name,
    design,
    sections: menuSections(categories, products),
    languages: { language: language ?? menu.language, originalLanguage: menu.language },
  })
  const version = shareCardVersion(card)
  return { version, png: () => images.get(version, () => drawShareImage(card)) }
}
