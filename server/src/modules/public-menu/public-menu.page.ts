import { createHash } from 'node:crypto'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { OpeningRange } from '#domain/reservations/booking-rules.schema.ts'
import type { WhatsAppUses } from '#domain/whatsapp/whatsapp-settings.schema.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { CategoryRow, ProductRow } from '../catalogues/index.ts'
import { VISIT_BEACON_HEAD, VISIT_BEACON_SCRIPT } from '../visits/index.ts'
import type { MenuOffers } from './menu-offers.ts'
import { languageBar, logoImage } from './page-chrome.ts'
import { allergenFilter, allergenSprite, allergensOf } from './public-menu.allergens.ts'
import { headTags } from './public-menu.head.ts'
import { priceWriter, promotionCards } from './public-menu.offers.ts'
import { isOrdering, ORDER_CSS, ORDER_LOADER, orderBox, type PageOrdering } from './public-menu.ordering.ts'
import { icon, picture, section, srcset } from './public-menu.section.ts'
import type { DishState } from './public-menu.serving.ts'
import { menuCss } from './public-menu.styles.ts'
import { ownerText, type TextLanguages } from './public-menu.texts.ts'
import { menuWhatsAppLink } from './public-menu.whatsapp.ts'
import { type PageLanguage, TAG_WORDS, WORDS } from './public-menu.words.ts'
import { orderTags, type ProductTag, tagIconSprite, tagId } from './tags.ts'

export type MenuSection = { category: CategoryRow; products: ProductRow[] }

export type MenuPageModel = {
  /** `country`: the owner's, which with the page's language decides how prices are written. */
  business: {
    name: string
    slug: string
    currency: string
    country: string | undefined
    /** Shown at the page's foot when given (Configuración → Negocio). */
    contactPhone?: string
    contactAddress?: string
    /** The business's WhatsApp number (wa.me's digits, '' or absent: none) and its uses: the diner's links. */
    whatsappNumber?: string
    whatsappUses?: WhatsAppUses
    /** The weekly hours the owner set for bookings, while they take them on the public page; else none. */
    openingHours?: readonly OpeningRange[]
  }
  design: Design
  sections: MenuSection[]
  /** The promotions that apply as the page is rendered (decision 033). */
  offers: MenuOffers
  /**
   * How each dish and set-menu choice stands as the page is rendered (served later, over for the day, sold
   * out today), by id; absent: served. `sections` already come in the order and with the dishes this implies.
   */
  serving?: ReadonlyMap<string, DishState>
  /**
   * The page of one set menu's day (`/m/<slug>/menu-del-dia/<id>`): its name, and the day's picture its link
   * preview shows; absent on the menu's own page.
   */
  dayMenu?: { id: string; name: string; imagePath: string }
  /** The diner's language: the page's words, and the owner's texts where they translated them. */
  language: PageLanguage
  /**
   * Whether the address named that language (`?lang=`). Without it the bare address answered in the diner's
   * own (cookie, browser), and that bare address stays the page's canonical one.
   */
  isLanguageAsked?: boolean
  /** The language the owner wrote the menu in (the business's): a text without translation is shown in it. */
  originalLanguage: PageLanguage
  /** The allergens the diner asked to avoid (`?sin=`): the dishes containing any are hidden. */
  without: readonly Allergen[]
  /** Whether the dishes that may contain traces of those allergens are hidden too (`?trazas=1`). */
  alsoTraces: boolean
  /** The catalogue shown as the owner's preview, or null on the public page. */
  previewId: string | null
  /** The server's public address, for the absolute links of the head (Open Graph, canonical, JSON-LD). */
  publicUrl: string
  /** Whether the business takes bookings on its public page (`reservasPublicas`): a "Reservar" link. */
  isBookable?: boolean
  /** Whether the business takes pickup orders online (`ordering.pickup`): a "Pedir para recoger" link. */
  takesPickupOrders?: boolean
  /** The channels the business takes orders by and the ordering script's address: «Añadir» on its dishes. */
  ordering?: PageOrdering
  /** Whether the owner counts visits (privacy setting `analytics`): the page then carries the visit beacon. */
  isCounting?: boolean
}

/** A rendered page and the Content-Security-Policy that allows exactly its inline style and script. */
export type RenderedPage = { html: string; csp: string }

// The whole script of the page ("at most a few lines"): shows the tag filter, which needs it, applies the
// allergen filter's boxes as they change (and keeps them in the address, so a reload or a shared link keeps
// them) instead of waiting for its button, hides the products without the chosen tag or with a chosen
// allergen (or its traces, with "También trazas"), the size tables and the categories left empty, and
// writes in the status how many dishes the allergen filter hid, in the plural form the page's language asks.
const SCRIPT =
  "const f=document.getElementById('tf'),a=document.getElementById('af'),c=document.getElementById('ac');let t='';" +
  "const g=()=>{const w=a?[...a.querySelectorAll('[name=sin]:checked')].map(i=>i.value):[]," +
  "r=!!a&&!!a.querySelector('[name=trazas]:checked');let k=0;" +
  "for(const s of document.querySelectorAll('.s')){let n=0;for(const p of s.querySelectorAll('.p')){" +
  "const h=p.dataset.a.split(' ').concat(r?p.dataset.r.split(' '):[]),o=w.some(x=>h.includes(x));if(o)k++;" +
  "p.hidden=(!!t&&!p.dataset.t.split(' ').includes(t))||o;" +
  "if(!p.hidden)n++}s.hidden=!n;for(const v of s.querySelectorAll('.tw'))v.hidden=!v.querySelector('.p:not([hidden])')}" +
  "if(c){const m=w.length?c.dataset[new Intl.PluralRules(document.documentElement.lang).select(k)]||c.dataset.other:'';" +
  "const l=m.replace('#',k);if(c.textContent!==l)c.textContent=l}return{w,r}};" +
  "if(f){f.hidden=false;f.addEventListener('click',e=>{const b=e.target.closest('button');if(!b)return;" +
  "t=b.value;for(const x of f.querySelectorAll('button'))x.setAttribute('aria-pressed',String(x===b));g()})}" +
  "if(a){a.querySelector('button').hidden=true;a.addEventListener('change',()=>{const u=new URL(location.href),{w,r}=g();" +
  "u.searchParams.delete('sin');u.searchParams.delete('trazas');for(const x of w)u.searchParams.append('sin',x);" +
  "if(r)u.searchParams.set('trazas','1');history.replaceState(null,'',u)})}"

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * A CSP for our page: its one style and its scripts by their hashes, images, fonts and nothing else; forms post
 * nowhere unless the page is one of the booking page's (`formAction` "'self'"); requests from script only
 * where `connectSrc` says (the visit beacon's "'self'").
 */
export function pageCsp(
  style: string,
  scripts: string | readonly string[] | null,
  formAction = "'none'",
  connectSrc: string | null = null,
  scriptSources: readonly string[] = [],
): string {
  const scriptList = scripts === null ? [] : typeof scripts === 'string' ? [scripts] : scripts
  return [
    "default-src 'none'",
    `style-src ${hash(style)}`,
    scriptList.length === 0 ? null : `script-src ${[...scriptSources, ...scriptList.map(hash)].join(' ')}`,
    connectSrc === null ? null : `connect-src ${connectSrc}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join(';')
}

/** The public menu page (decision 017) as one HTML document with its CSS and script inline. */
export function renderMenuPage(model: MenuPageModel): RenderedPage {
  const { design, business, language } = model
  const words = WORDS[language]
  const name = design.businessName || business.name
  const products = model.sections.flatMap((section) => section.products)
  const tags = orderTags(products.flatMap((p) => p.tags))
  const allergens = allergensOf(products)
  const needsScript = tags.length > 0 || allergens.length > 0
  const takesOrders = isOrdering(model)
  const css = menuCss(design) + (takesOrders ? ORDER_CSS : '')
  const body = html`${raw(tagIconSprite(tags))}${raw(allergenSprite(allergens))}${menuLanguageBar(model)}${
    model.previewId ? html`<p class="note">${words.previewNote}</p>` : ''
  }<div class="w">${header(design, name)}${actionLinks(model)}${categoryBar(model.sections, model)}${tagFilter(tags, language)}${allergenFilter(
    {
      present: allergens,
      products,
      without: model.without,
      alsoTraces: model.alsoTraces,
      slug: business.slug,
      preview: model.previewId,
      language,
    },
  )}<main>${promotionCards(
    model.offers.cards,
    priceWriter(business.currency, language, business.country),
    model,
    (image) => picture(image, '(min-width:48rem) 10rem, 7rem'),
  )}${
    model.sections.length === 0
      ? html`<p>${words.empty}</p>`
      : model.sections.map((s, i) => section(s, i, model))
  }${
    model.dayMenu
      ? html`<p class="bk"><a class="btn o" href="/m/${encodeURIComponent(business.slug)}">${words.fullMenu}</a></p>`
      : ''
  }</main>${contactFooter(model)}${orderBox(model)}</div>`
  // The visit beacon is a script of its own (decision 052): the page's other script comes and goes with its
  // filters.
  const hasBeacon = Boolean(model.isCounting) && !model.previewId
  const scripts = [
    needsScript ? SCRIPT : '',
    hasBeacon ? VISIT_BEACON_SCRIPT : '',
    takesOrders ? ORDER_LOADER : '',
  ].filter(Boolean)
  const page = html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${headTags(model, name)}${
    hasBeacon ? raw(VISIT_BEACON_HEAD) : ''
  }<style>${raw(css)}</style></head><body>${body}${scripts.map((script) => html`<script>${raw(script)}</script>`)}</body></html>`
  // The allergen filter is a form that sends the diner back to this same page.
  const formAction = allergens.length > 0 ? "'self'" : "'none'"
  // The ordering script is a file of our own, and it sends the order to our API.
  const connectSrc = hasBeacon || takesOrders ? "'self'" : null
  return {
    html: page.value,
    csp: pageCsp(css, scripts, formAction, connectSrc, takesOrders ? ["'self'"] : []),
  }
}

/** Links to the page in each language: they work without script, and keep the preview they are on. */
function menuLanguageBar(model: MenuPageModel): HtmlSafe {
  return languageBar(model.language, WORDS[model.language].language, (language) => {
    const query = new URLSearchParams({ lang: language })
    if (model.previewId) query.set('preview', model.previewId)
    return `?${query.toString()}`
  })
}

/**
 * The booking page's and the pickup order form's links under the header, in the page's language, each while
 * the business takes bookings or pickup orders; none on the owner's preview.
 */
function actionLinks(model: MenuPageModel): HtmlSafe | string {
  if (model.previewId) return ''
  const slug = encodeURIComponent(model.business.slug)
  const words = WORDS[model.language]
  const links = [
    model.isBookable
      ? html`<a class="btn" href="/m/${slug}/reservar?lang=${model.language}">${words.book}</a>`
      : '',
    model.takesPickupOrders
      ? html`<a class="btn" href="/m/${slug}/pedir?lang=${model.language}">${words.orderPickup}</a>`
      : '',
  ].filter(Boolean)
  return links.length === 0 ? '' : html`<p class="bk">${links}</p>`
}

/**
 * The business's phone (a link that dials it), address and WhatsApp chat link, those the owner gave; nothing
 * without any.
 */
function contactFooter(model: MenuPageModel): HtmlSafe | string {
  const { business, language } = model
  const phone = business.contactPhone?.trim() ?? ''
  const address = business.contactAddress?.trim() ?? ''
  const whatsApp = menuWhatsAppLink(model)
  if (!phone && !address && !whatsApp) return ''
  const words = WORDS[language]
  // The phone was held to digits, spaces and + ( ) . - when saved: the link keeps the + and the digits only.
  const dial = phone.replace(/[^+\d]/g, '')
  return html`<footer class="ct"><h2>${words.contact}</h2>${
    phone ? html`<p>${words.phone}: <a href="tel:${dial}">${phone}</a></p>` : ''
  }${address ? html`<p>${words.address}: ${address}</p>` : ''}${whatsApp}</footer>`
}

function header(design: Design, name: string): HtmlSafe {
  const banner = design.banner
    ? html`<img class="ban" src="${design.banner}" ${srcset(design.banner, '100vw')} alt="" fetchpriority="high">`
    : ''
  return html`<header>${banner}${logoImage(design.logo)}<h1>${name}</h1>${
    design.welcomeTitle ? html`<p class="wel">${design.welcomeTitle}</p>` : ''
  }${design.slogan ? html`<p class="slo">${design.slogan}</p>` : ''}</header>`
}

function categoryBar(sections: MenuSection[], languages: TextLanguages): HtmlSafe | string {
  if (sections.length < 2) return ''
  const links = sections.map(
    ({ category }, index) =>
      html`<a class="btn" href="#c${index}">${ownerText(category, 'name', languages)}</a>`,
  )
  return html`<nav class="bar cats" aria-label="${WORDS[languages.language].categories}">${links}</nav>`
}

// Hidden until the script shows it: without JavaScript the buttons would do nothing.
function tagFilter(tags: ProductTag[], language: PageLanguage): HtmlSafe | string {
  if (tags.length === 0) return ''
  const buttons = tags.map(
    (tag) =>
      html`<button class="btn" type="button" value="${tagId(tag)}" aria-pressed="false">${icon(tag)}${TAG_WORDS[language][tag]}</button>`,
  )
  return html`<div class="bar" id="tf" role="group" aria-label="${WORDS[language].filter}" hidden><button class="btn" type="button" value="" aria-pressed="true">${WORDS[language].all}</button>${buttons}</div>`
}

/** The friendly 404 page for an unknown menu (decision 017), in the visitor's language. */
export function renderNotFoundPage(language: PageLanguage): RenderedPage {
  const words = WORDS[language]
  return renderNoticePage(language, words.notFoundTitle, words.notFoundText)
}

/** The plain page of a menu whose owner has not confirmed their email yet (decision 023). */
export function renderUnpublishedPage(language: PageLanguage): RenderedPage {
  const words = WORDS[language]
  return renderNoticePage(language, words.unpublishedTitle, words.unpublishedText)
}

export function renderNoticePage(language: PageLanguage, title: string, text: string): RenderedPage {
  const css =
    'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;text-align:center;' +
    'font:16px/1.5 system-ui,sans-serif;color:#44403c;background:#fafaf9}h1{color:#1c1917;font-size:1.5rem}' +
    'main{max-width:26rem}'
  const page = html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${raw(css)}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`
  return { html: page.value, csp: pageCsp(css, null) }
}
