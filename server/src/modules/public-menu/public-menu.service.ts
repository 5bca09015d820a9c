import type { Database } from '../../db/database.ts'
import { hasCatalogue, readCatalogueContent } from '../catalogues/index.ts'
import { type CachedPage, type PageCache, preparePage } from './page-cache.ts'
import { type MenuSection, renderMenuPage } from './public-menu.page.ts'
import { findPublicMenu } from './public-menu.repository.ts'
import type { PageLanguage } from './public-menu.words.ts'

export type Business = {
  id: string
  name: string
  slug: string
  currency: string
  /** The owner's country (prices are written the way it reads them), when known. */
  country: string | null | undefined
  language: PageLanguage
}
type PageRequest = { language: PageLanguage | undefined; publicUrl: string }

/** Renders one catalogue of a business: its design and its visible categories that have products. */
async function renderCatalogue(
  db: Database,
  business: Business,
  catalogueId: string,
  request: PageRequest & { previewId: string | null },
): Promise<CachedPage> {
  const { design, categories, products } = await readCatalogueContent(db, business.id, catalogueId)
  const sections: MenuSection[] = categories
    .filter((category) => category.isVisible)
    .map((category) => ({ category, products: products.filter((p) => p.categoryId === category.id) }))
    .filter((section) => section.products.length > 0)
  return preparePage(
    renderMenuPage({
      business: { ...business, country: business.country ?? undefined },
      design,
      sections,
      language: request.language ?? business.language,
      previewId: request.previewId,
      publicUrl: request.publicUrl,
    }),
  )
}

/** What the public address answers for a business whose owner has not confirmed their email yet. */
export const UNPUBLISHED = 'unpublished'

/**
 * The public page of a business's active catalogue (decision 017), from the cache while the catalogue that is
 * active and its last change are those it was rendered from (so an edit shows on the next request); undefined
 * for an unknown slug or a business without an active catalogue, UNPUBLISHED while its owner's email is not
 * confirmed (decision 023).
 */
export async function getPublicPage(
  db: Database,
  cache: PageCache,
  slug: string,
  request: PageRequest,
): Promise<CachedPage | typeof UNPUBLISHED | undefined> {
  const now = Date.now()
  // The key needs the language before the query: without ?lang, the business's own language is cached
  // under the slug alone.
  const recentKey = `${slug}\n${request.language ?? ''}`
  const recent = cache.getRecent(recentKey, now)
  if (recent) return recent
  const menu = await findPublicMenu(db, slug)
  if (!menu) return undefined
  // Never cached: the page goes live on the first request after the owner confirms.
  if (menu.isOwnerVerified === false) return UNPUBLISHED
  if (!menu.catalogueId || !menu.updatedAt) return undefined
  const language = request.language ?? menu.language
  // The business's name and prices' currency show on the page too, so a change of either is a new version.
  const money = [menu.currency, menu.country].join(' ')
  const version = [menu.catalogueId, menu.updatedAt.getTime(), menu.name, money, language].join('\n')
  const cached = cache.get(recentKey, version, now)
  if (cached) return cached
  const page = await renderCatalogue(db, menu, menu.catalogueId, { ...request, language, previewId: null })
  cache.set(recentKey, { businessId: menu.id, version, page, checkedAt: now })
  return page
}

/**
 * The owner's preview of any of their catalogues, active or not (decision 017); undefined unless the
 * session's business is the one at this slug and owns the catalogue. Never cached.
 */
export async function getPreviewPage(
  db: Database,
  viewerBusiness: Business | undefined,
  slug: string,
  previewId: string,
  request: PageRequest,
): Promise<CachedPage | undefined> {
  if (!viewerBusiness || viewerBusiness.slug !== slug) return undefined
  if (!(await hasCatalogue(db, viewerBusiness.id, previewId))) return undefined
  return renderCatalogue(db, viewerBusiness, previewId, { ...request, previewId })
}
