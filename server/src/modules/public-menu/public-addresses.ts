import { type HtmlSafe, html } from '../../shared/html.ts'
import type { PageLanguage } from './public-menu.words.ts'

// The one address of each language version of a public page (the menu, its booking page, the landing), for
// search engines: the business's own language at the bare path (what a printed QR code opens, and what a
// crawler without a language preference gets), the other language with `?lang=` (the language switch's
// address). The page's canonical link, its hreflang alternates and the sitemap all come from here, so they
// always agree; a hreflang alternate that is not its page's canonical address is ignored by Google.

const PAGE_LANGUAGES = ['es', 'en'] as const satisfies readonly PageLanguage[]

/** A public page: its path (`/m/<slug>`), and the language it is written in without `?lang`. */
export type PublicPage = { path: string; ownLanguage: PageLanguage }

/** The path of a business's menu, `/m/<slug>`, or one of its pages under it (`/reservar`). */
export function menuPath(slug: string, under = ''): string {
  return `/m/${encodeURIComponent(slug)}${under}`
}

/** The absolute address of the page in `language`, under the server's public address (PUBLIC_URL). */
export function pageAddress(publicUrl: string, page: PublicPage, language: PageLanguage): string {
  const query = language === page.ownLanguage ? '' : `?lang=${language}`
  return `${publicUrl}${page.path}${query}`
}

/** Each language's address of the page, and `x-default` (the bare path: it answers in the reader's). */
export function alternateAddresses(
  publicUrl: string,
  page: PublicPage,
): { hreflang: PageLanguage | 'x-default'; href: string }[] {
  return [
    ...PAGE_LANGUAGES.map((language) => ({
      hreflang: language,
      href: pageAddress(publicUrl, page, language),
    })),
    { hreflang: 'x-default' as const, href: `${publicUrl}${page.path}` },
  ]
}

/** The head's canonical link (the page in the language it is shown in) and its hreflang alternates. */
export function alternateLinks(publicUrl: string, page: PublicPage, language: PageLanguage): HtmlSafe {
  const alternates = alternateAddresses(publicUrl, page).map(
    ({ hreflang, href }) => html`<link rel="alternate" hreflang="${hreflang}" href="${href}">`,
  )
  return html`<link rel="canonical" href="${pageAddress(publicUrl, page, language)}">${alternates}`
}
