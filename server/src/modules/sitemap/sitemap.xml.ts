import type { SitemapEntry } from './sitemap.service.ts'

// The sitemap protocol's XML (sitemaps.org), with Google's hreflang extension: every value escaped, since a
// slug's characters are ours but an address is still text inside XML.

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character)

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'

const lastmod = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '')

/** A `<urlset>` of these addresses, each with its language versions as `xhtml:link` alternates. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ address, lastModified, alternates }) => {
    const links = alternates
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('')
    return `<url><loc>${escapeXml(address)}</loc>${lastmod(lastModified)}${links}</url>\n`
  })
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`
}

/** A `<sitemapindex>` naming these lists. */
export function sitemapIndexXml(addresses: readonly string[], lastModified: Date | null): string {
  const sitemaps = addresses.map(
    (address) => `<sitemap><loc>${escapeXml(address)}</loc>${lastmod(lastModified)}</sitemap>\n`,
  )
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('')}</sitemapindex>\n`
}
