// The public-menu module's public face: its plugin, which the app registers; and what the booking page of the
// reservations module (`/m/:slug/reservar`, the menu's address) shares with the menu: the business behind a
// slug, the old slug's redirect, the menu's look (its design's styles), the pages' CSP by hashes, the plain
// notice page and the language toggle's names; and what the sitemap shares with them: the rule that makes a
// business's pages live and the public pages' addresses in each language; and what the ordering module's
// pages (`/m/:slug/pedir`, `/m/:slug/pedido/:token`) share with the menu: its prices, offers and owner's texts.

export { menuOffers, type VariantOffers } from './menu-offers.ts'
export { languageBar, logoImage } from './page-chrome.ts'
export {
  alternateAddresses,
  alternateLinks,
  menuPath,
  type PublicPage,
  pageAddress,
} from './public-addresses.ts'
export { ALLERGEN_WORDS } from './public-menu.allergens.ts'
export { type PriceWriter, priceWriter } from './public-menu.offers.ts'
export { pageCsp, type RenderedPage, renderNotFoundPage, renderNoticePage } from './public-menu.page.ts'
export { publicMenuModule } from './public-menu.plugin.ts'
export { choiceWords, variantAmounts } from './public-menu.prices.ts'
export { findPublicMenu, isPublishedBusiness, type PublicMenuRow } from './public-menu.repository.ts'
export { menuCss } from './public-menu.styles.ts'
export { ownerPlainText, ownerText, type TextLanguages } from './public-menu.texts.ts'
export { LANGUAGE_NAMES, type PageLanguage } from './public-menu.words.ts'
