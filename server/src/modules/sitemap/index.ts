// The sitemap module's public face: its plugin (`/robots.txt`, `/sitemap.xml` and its pages).
export { SITEMAP_PAGE_SIZE, type SitemapOptions, sitemapModule } from './sitemap.plugin.ts'
