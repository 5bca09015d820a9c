import { imageVariantAddress } from '#domain/catalogues/image.ts'
import { type HtmlSafe, html } from '../../shared/html.ts'
import { DAY_MENU_IMAGE_HEIGHT, DAY_MENU_IMAGE_WIDTH } from './day-menu-image.draw.ts'
import { jsonLdScript, menuStructuredData } from './menu-structured-data.ts'
import { alternateLinks, menuPath, type PublicPage, pageAddress } from './public-addresses.ts'
import type { MenuPageModel } from './public-menu.page.ts'
import type { PageLanguage } from './public-menu.words.ts'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image.draw.ts'
import { featuredDishes, shareCard, shareCardVersion, shareImagePath } from './share-image.model.ts'

// The menu page's head for machines: its title and icon, the link preview chat apps and social networks draw
// (Open Graph, X's card), its address in each language (canonical and hreflang) and the menu as schema.org
// data for search engines. The owner's preview is for the owner alone: it says noindex and nothing else.

/** "Empanadas · Bandeja paisa · Limonada · …": the first dishes, for the link's description. */
function dishesLine(model: MenuPageModel): string {
  const { names, hasMore } = featuredDishes(model.sections, model)
  return [...names, ...(hasMore ? ['…'] : [])].join(' · ')
}

/**
 * Open Graph's locale for a language: Spanish of the owner's country when known ("es_CO"), else as the
 * landing says it (scripts/build/landing-document.ts): es_ES, en_US.
 */
function ogLocale(language: PageLanguage, country: string | undefined): string {
  if (language === 'en') return 'en_US'
  return country && /^[A-Z]{2}$/i.test(country) ? `es_${country.toUpperCase()}` : 'es_ES'
}

function linkPreview(
  model: MenuPageModel,
  name: string,
  address: string,
  image: { address: string; width: number; height: number },
): HtmlSafe {
  const { language, business } = model
  const description = dishesLine(model) || model.design.slogan
  const other: PageLanguage = language === 'es' ? 'en' : 'es'
  return html`<meta property="og:type" content="website"><meta property="og:site_name" content="${name}"><meta property="og:url" content="${address}"><meta property="og:title" content="${name}">${
    description ? html`<meta property="og:description" content="${description}">` : ''
  }<meta property="og:locale" content="${ogLocale(language, business.country)}"><meta property="og:locale:alternate" content="${ogLocale(other, business.country)}"><meta property="og:image" content="${image.address}"><meta property="og:image:type" content="image/png"><meta property="og:image:width" content="${image.width}"><meta property="og:image:height" content="${image.height}"><meta property="og:image:alt" content="${name}"><meta name="twitter:card" content="summary_large_image">`
}

/** The menu page's head, after its charset and viewport. */
export function headTags(model: MenuPageModel, businessName: string): HtmlSafe {
  const { design, publicUrl, business, language, originalLanguage, dayMenu } = model
  // A set menu's day page is named and shared as that menu ("Menú del día · Casa Pepa"), with its picture.
  const name = dayMenu ? `${dayMenu.name} · ${businessName}` : businessName
  const path = dayMenu ? menuPath(business.slug, `/menu-del-dia/${dayMenu.id}`) : menuPath(business.slug)
  const page: PublicPage = { path, ownLanguage: originalLanguage }
  // The address this page answers at: the one that named its language, else the bare one.
  const addressLanguage = model.isLanguageAsked === false ? originalLanguage : language
  const address = pageAddress(publicUrl, page, addressLanguage)
  // The logo as the tab's icon; without one the app's own, so the browser does not ask for /favicon.ico.
  const icon = (design.logo && imageVariantAddress(design.logo, 320)) || '/favicon.svg'
  const common = html`<title>${name}</title><link rel="icon" href="${icon}">${
    design.slogan ? html`<meta name="description" content="${design.slogan}">` : ''
  }`
  if (model.previewId) return html`${common}<meta name="robots" content="noindex">`
  const card = shareCard({ name: businessName, design, sections: model.sections, languages: model })
  const image = dayMenu
    ? {
        address: `${publicUrl}${dayMenu.imagePath}`,
        width: DAY_MENU_IMAGE_WIDTH,
        height: DAY_MENU_IMAGE_HEIGHT,
      }
    : {
        address: `${publicUrl}${shareImagePath(business.slug, shareCardVersion(card), language, originalLanguage)}`,
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
      }
  const imageAddress = image.address
  const booking = model.isBookable
    ? pageAddress(publicUrl, { ...page, path: menuPath(business.slug, '/reservar') }, language)
    : null
  const data = menuStructuredData(model, { menu: address, image: imageAddress, booking })
  return html`${common}${linkPreview(model, name, address, image)}${alternateLinks(publicUrl, page, addressLanguage)}${jsonLdScript(data)}`
}
