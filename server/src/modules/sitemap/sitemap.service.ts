import type { Database } from '../../db/database.ts'
import { alternateAddresses, menuPath, type PublicPage, pageAddress } from '../public-menu/index.ts'
import { storedRulesTakeBookings } from '../reservations/index.ts'
import { listPublishedBusinesses, type PublishedBusiness } from './sitemap.repository.ts'

/** One address of the sitemap: the page, its last change when known, and its versions in each language. */
export type SitemapEntry = {
  address: string
  lastModified: Date | null
  alternates: { hreflang: string; href: string }[]
}

/** What a request for the sitemap gets: one list of addresses, or an index of `pageCount` lists. */
export type SitemapAnswer =
  | { kind: 'urls'; entries: SitemapEntry[] }
  | { kind: 'index'; pageCount: number; lastModified: Date | null }

/** The landing, in Spanish at `/` and in English at `/?lang=en` (the language it picks, landing-pages.ts). */
const LANDING: PublicPage = { path: '/', ownLanguage: 'es' }

/** An entry per language of a page, each naming every version (a sitemap's hreflang wants them all). */
function entriesOf(publicUrl: string, page: PublicPage, lastModified: Date | null): SitemapEntry[] {
  const alternates = alternateAddresses(publicUrl, page)
  return (['es', 'en'] as const).map((language) => ({
    address: pageAddress(publicUrl, page, language),
    lastModified,
    alternates,
  }))
}

/** A live business's pages: its menu when it has an active catalogue, its booking page when it takes bookings. */
function businessEntries(publicUrl: string, business: PublishedBusiness): SitemapEntry[] {
  const menu = { path: menuPath(business.slug), ownLanguage: business.language }
  const booking = { path: menuPath(business.slug, '/reservar'), ownLanguage: business.language }
  return [
    ...(business.menuUpdatedAt ? entriesOf(publicUrl, menu, business.menuUpdatedAt) : []),
    ...(storedRulesTakeBookings(business.bookingRules)
      ? entriesOf(publicUrl, booking, business.bookingRulesUpdatedAt)
      : []),
  ]
}

/** Every address of the sitemap, the landing first, then each live business's pages by slug. */
export async function listSitemapEntries(db: Database, publicUrl: string): Promise<SitemapEntry[]> {
  const published = await listPublishedBusinesses(db)
  return [
    ...entriesOf(publicUrl, LANDING, null),
    ...published.flatMap((business) => businessEntries(publicUrl, business)),
  ]
}

const latest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<Date | null>(
    (last, { lastModified }) => (lastModified && (!last || lastModified > last) ? lastModified : last),
    null,
  )

/**
 * `/sitemap.xml` (`page` null) or `/sitemap-<page>.xml`: up to `pageSize` addresses in one list (the
 * protocol's limit is 50,000), past it an index of lists of that many; undefined for a list page that is not
 * there.
 */
export async function getSitemap(
  db: Database,
  publicUrl: string,
  pageSize: number,
  page: number | null,
): Promise<SitemapAnswer | undefined> {
  const entries = await listSitemapEntries(db, publicUrl)
  const pageCount = Math.max(1, Math.ceil(entries.length / pageSize))
  if (page === null) {
    return pageCount === 1
      ? { kind: 'urls', entries }
      : { kind: 'index', pageCount, lastModified: latest(entries) }
  }
  if (page < 1 || page > pageCount) return undefined
  return { kind: 'urls', entries: entries.slice((page - 1) * pageSize, page * pageSize) }
}
