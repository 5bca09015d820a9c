// Page views under load with the menu's visit counting on and off (decision 052): each view is what a diner's
// phone sends as it opens the QR code's address, from a new diner each time; with `withBeacon`, each view
// also sends the beacon a diner's page sends as it is hidden after opening a category (the most a view adds).
import { randomBytes } from 'node:crypto'
import autocannon, { type Request } from 'autocannon'

export type ViewLoad = {
  /** Page views a second: with the beacon, a page and its beacon make one. */
  viewsPerSecond: number
  p99: number
  bad: number
  /** Views answered (each page answered once). */
  views: number
}

// A phone's browser opening a page a person asked for: its name, and the Fetch Metadata every current
// browser sends with a navigation (the server counts only such requests).
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
const NAVIGATION = {
  'user-agent': PHONE,
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'none',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'es-CO,es;q=0.9',
}

// Each view from a diner of its own (the server believes X-Forwarded-For from the bench, TRUST_PROXY); a
// view's beacon from the diner who opened the page last.
let diners = 0
const dinerAddress = () => `10.${(diners >> 16) & 255}.${(diners >> 8) & 255}.${diners & 255}`
const nextDiner = () => {
  diners += 1
  return dinerAddress()
}

/**
 * Views of `/m/<slug>?src=qr` for `seconds` over `connections` keep-alive connections; `withBeacon` adds
 * the beacon of a category opened (`categoryId`) after each.
 */
export async function runViews(
  origin: string,
  slug: string,
  seconds: number,
  connections: number,
  beacon?: { categoryId: string },
): Promise<ViewLoad> {
  const page: Request = {
    method: 'GET',
    path: `/m/${slug}?src=qr`,
    setupRequest: (request) => ({ ...request, headers: { ...NAVIGATION, 'x-forwarded-for': nextDiner() } }),
  }
  const opened: Request = {
    method: 'POST',
    path: '/api/public/visits',
    setupRequest: (request) => ({
      ...request,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': PHONE,
        'x-forwarded-for': dinerAddress(),
      },
      body: JSON.stringify({ m: slug, v: randomBytes(6).toString('hex'), c: [beacon?.categoryId] }),
    }),
  }
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: beacon ? [page, opened] : [page],
  })
  const requestsPerView = beacon ? 2 : 1
  return {
    viewsPerSecond: result.requests.average / requestsPerView,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    views: Math.floor(result.requests.total / requestsPerView),
  }
}
