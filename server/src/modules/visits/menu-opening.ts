import type { IncomingHttpHeaders } from 'node:http'
import type { VisitSource } from '#domain/visits/visit-beacon.schema.ts'

// Crawlers and link previews; a person's browser has none of these words in its name (a CUBOT phone's has
// "bot", hence the look-behind).
const CRAWLER = /(?<!cu)bot\b|crawl|spider|slurp|lighthouse|facebookexternalhit|preview|whatsapp/i

/** Whether a browser's name is missing, or a crawler's or a link preview's. */
export function isCrawler(userAgent: string): boolean {
  return !userAgent || CRAWLER.test(userAgent)
}

/** What the page's GET says about who opened it. */
export type MenuRequest = {
  method: string
  headers: IncomingHttpHeaders
  /** The QR code's address carries `?src=qr`. */
  isFromQrCode: boolean
  /** The menu's own path, `/m/<slug>`. */
  menuPath: string
}

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '')

/**
 * Whether a GET of the public menu is a person opening it anew, and from where (decision 052): a
 * view is counted from the page's own request, so it costs the server no second request.
 * - A browser opening a page says so (Fetch Metadata: `Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest:
 *   document`; every current browser sends them): link previews, crawlers and scripts that fetch the address
 *   do not, and a prefetch or prerender says `Sec-Purpose` (the diner may never look at it).
 * - A reload (`Cache-Control: max-age=0` or `no-cache`, as browsers ask on one) and a page opened from the
 *   same menu (its language links, the allergen filter, the booking page's way back: the menu's own address
 *   as the referrer) are the same visit.
 * - Source: the QR code's address (`?src=qr`), else a referrer (another site linked to it), else direct.
 * Answers undefined for what is not a new view.
 */
export function readMenuOpening(request: MenuRequest): VisitSource | undefined {
  const { headers } = request
  if (request.method !== 'GET') return undefined
  if (header(headers, 'sec-fetch-mode') !== 'navigate' || header(headers, 'sec-fetch-dest') !== 'document') {
    return undefined
  }
  if (headers['sec-purpose'] !== undefined || headers.purpose !== undefined) return undefined
  if (isCrawler(header(headers, 'user-agent'))) return undefined
  if (/\b(max-age=0|no-cache)\b/.test(header(headers, 'cache-control'))) return undefined
  const referrer = header(headers, 'referer')
  if (isSameMenu(referrer, header(headers, 'host'), request.menuPath)) return undefined
  if (request.isFromQrCode) return 'qr'
  return referrer ? 'other' : 'direct'
}

function isSameMenu(referrer: string, host: string, menuPath: string): boolean {
  if (!referrer) return false
  try {
    const from = new URL(referrer)
    // The Host header may name the scheme's default port, which a URL leaves out.
    const isThisServer = from.host === new URL(`${from.protocol}//${host}`).host
    return isThisServer && (from.pathname === menuPath || from.pathname.startsWith(`${menuPath}/`))
  } catch {
    return false
  }
}
