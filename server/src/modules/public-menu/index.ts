// The public-menu module's public face: its plugin, which the app registers; and what the booking page of the
// reservations module (`/m/:slug/reservar`, the menu's address) shares with the menu: the business behind a
// slug, the old slug's redirect, the menu's look (its design's styles), the pages' CSP by hashes, the plain
// notice page and the language toggle's names; and what the sitemap shares with them: the rule that makes a
// business's pages live and the public pages' addresses in each language.

export {
  alternateAddresses,
  alternateLinks,
  menuPath,
  type PublicPage,
  pageAddress,
} from './public-addresses.ts'
export { pageCsp, type RenderedPage, renderNoticePage } from './public-menu.page.ts'
export { publicMenuModule } from './public-menu.plugin.ts'
export { findPublicMenu, isPublishedBusiness } from './public-menu.repository.ts'
export { menuCss } from './public-menu.styles.ts'
export { LANGUAGE_NAMES } from './public-menu.words.ts'
