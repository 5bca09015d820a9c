import type { Design } from '#domain/catalogues/design.schema.ts'
import { wallClockText } from '#domain/promotions/zoned-time.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import {
  languageBar,
  logoImage,
  menuCss,
  type PageLanguage,
  type PublicMenuRow,
  pageCsp,
  priceWriter,
  type RenderedPage,
} from '../public-menu/index.ts'
import { ORDER_WORDS } from './order-pages.words.ts'

// The diner's order pages in the menu's look (its design's fonts and colours, as the booking page): the order
// form and an order's status page. Light on purpose: the menu's stylesheet and a few rules of their own.

/** The business behind the pages and the design of its active catalogue (the default without one). */
export type OrderVenue = { business: PublicMenuRow; design: Design }

const ORDER_CSS =
  '.op{padding:0 1.25rem 3rem}.op h1{margin:1rem 0 0;font-size:2em}.f{margin:1rem 0;padding:1rem 1.25rem}.f h2{margin:0 0 .5rem}a{color:inherit}' +
  '.links{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0 0}.hint{margin:.3rem 0 0;font-size:.88em}' +
  '.alert{margin:1rem 0;padding:.75rem 1rem;border:2px solid #b91c1c;border-radius:.75rem;background:#fff;color:#1c1917}' +
  '.alert h2{margin:0 0 .25rem;font-size:1.1em;color:#b91c1c}.alert ul{margin:0;padding-left:1.2rem}' +
  // The status's steps: a bar each, filled in the accent up to the current one; a rejection in red.
  '.stp{display:flex;gap:.3rem;margin:.75rem 0;padding:0;list-style:none}' +
  '.stp li{flex:1;min-width:0;padding-top:.45rem;font-size:.78em;text-align:center;border-top:5px solid var(--line)}' +
  '.stp .dn{border-color:var(--accent)}.stp [aria-current]{border-color:var(--accent);font-weight:700}' +
  '.stp .rj{border-color:#b91c1c;font-weight:700}.sn{margin:.25rem 0;font-size:1.15em;font-weight:700}' +
  '.st p{margin:.35rem 0}.ol{margin:0;padding:0;list-style:none}' +
  '.ol li{display:flex;justify-content:space-between;gap:.75rem;padding:.55rem 0;border-bottom:1px solid var(--line)}' +
  '.ol .x{display:block;font-size:.85em;opacity:.85}.ol .pr s{display:block;font-weight:400}' +
  '.tt{display:grid;grid-template-columns:1fr auto;gap:.2rem 1rem;margin:.75rem 0 0}.tt dd{margin:0;text-align:right}' +
  '.tt .tl{font-weight:700;font-size:1.1em}.pay{margin:1rem 0 0;font-weight:600}'

/** An amount as the menu writes its prices, for this business and language. */
export const moneyWriter = (venue: OrderVenue, language: PageLanguage) =>
  priceWriter(venue.business.currency, language, venue.business.country ?? undefined)

/** The hour of an instant on the business's clock ("13:20"). */
export const clockTime = (instant: string | Date, timeZone: string) =>
  wallClockText(new Date(instant), timeZone).slice(11)

/** An address under the business's menu, with `query` (empty values left out). */
export function venuePath(venue: OrderVenue, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''))
  const text = search.toString()
  return `/m/${encodeURIComponent(venue.business.slug)}${path}${text ? `?${text}` : ''}`
}

type LayoutOptions = {
  /** The page's address without its language, for the language links. */
  path: string
  /** Extra head tags (the status page's refresh), after noindex. */
  head?: HtmlSafe | string
  /** The page's one inline script, allowed by its hash; it may then connect to this server only. */
  script?: string
  /** "'self'" for the order form, which posts to itself. */
  formAction?: string
  /** Extra styles of one page. */
  css?: string
}

/** A whole order page: language links, the business's logo and name, `body`, and a link back to the menu. */
export function orderLayout(
  venue: OrderVenue,
  language: PageLanguage,
  title: string,
  body: HtmlSafe,
  options: LayoutOptions,
): RenderedPage {
  const css = menuCss(venue.design) + ORDER_CSS + (options.css ?? '')
  const words = ORDER_WORDS[language]
  const name = venue.design.businessName || venue.business.name
  const back = html`<p class="links"><a class="btn o" href="${venuePath(venue, '', { lang: language })}">${words.backToMenu}</a></p>`
  const script = options.script ? html`<script>${raw(options.script)}</script>` : ''
  const page = html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${
    options.head ?? ''
  }<title>${title} · ${name}</title><link rel="icon" href="/favicon.svg"><style>${raw(css)}</style></head><body>${languageBar(language, words.language, (lang) => venuePath(venue, options.path, { lang }))}<div class="w"><header>${logoImage(venue.design.logo)}<p class="wel">${name}</p></header><main class="op">${body}${back}</main></div>${script}</body></html>`
  const csp = pageCsp(
    css,
    options.script ?? null,
    options.formAction ?? "'none'",
    options.script ? "'self'" : null,
  )
  return { html: page.value, csp }
}
