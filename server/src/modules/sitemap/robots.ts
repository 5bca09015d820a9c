/**
 * The robots.txt of the site: everything may be crawled but the API, the owner's dashboard and the diners'
 * cancel links (each one person's); the sitemap names the public pages. Pages that must not be indexed (the
 * owner's preview, a diner's booking steps) say noindex themselves, which a crawler can only read on a page
 * it may fetch.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /m/*/reservar/cancelar',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
