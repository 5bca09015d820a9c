// One cold load of a page in Chromium throttled like Lighthouse's mobile run: the time until the page shows
// what it is for, and the scripts it had downloaded by then.
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from 'playwright-core'
import { chromiumPath } from '../chromium-path.ts'

/**
 * Lighthouse's mobile profile as its "devtools" throttling applies it (lighthouse-core's constants): a slow
 * 4G of 150 ms round trips and 1.6 Mbps, with its request latency and throughput scaled as DevTools needs
 * them (×3.75 and ×0.9), and a CPU four times slower than this machine's.
 */
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}
const CPU_SLOWDOWN = 4
const SHOWN_TIMEOUT_MS = 90_000

export type Script = { url: string; raw: number; gzip: number }

export type PhoneLoad = {
  /** Milliseconds from the navigation's start until every one of the selectors matched an element. */
  shownMs: number
  /** Every script that had arrived by then, in the order they finished. */
  scriptUrls: string[]
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** The page's globals these functions use, typed here: the scripts' TypeScript has no DOM library. */
type PageGlobals = {
  shownAt?: number
  document: { querySelector: (selector: string) => unknown }
  MutationObserver: new (
    callback: () => void,
  ) => { observe: (target: unknown, options: object) => void; disconnect: () => void }
  performance: {
    now: () => number
    getEntriesByType: (type: 'resource') => { name: string; responseEnd: number }[]
  }
}

/** Put into the page before its own scripts: notes when all the selectors first match. */
function watchForShown(selectors: string[]): void {
  const page = globalThis as unknown as PageGlobals
  const check = () => {
    if (page.shownAt !== undefined) return
    if (selectors.every((selector) => page.document.querySelector(selector))) {
      page.shownAt = page.performance.now()
      observer.disconnect()
    }
  }
  const observer = new page.MutationObserver(check)
  observer.observe(page.document, { childList: true, subtree: true })
}

/** Run in the page once it was shown: when, and the scripts that had arrived by then. */
function readShown(): PhoneLoad {
  const page = globalThis as unknown as PageGlobals
  const shownAt = page.shownAt ?? 0
  const scriptUrls = page.performance
    .getEntriesByType('resource')
    .filter((resource) => new URL(resource.name).pathname.endsWith('.js'))
    .filter((resource) => resource.responseEnd <= shownAt)
    .map((resource) => resource.name)
  return { shownMs: shownAt, scriptUrls }
}

export async function loadOnPhone(
  browser: Browser,
  url: string,
  options: { cookies: { name: string; value: string; url: string }[]; shownWhen: string[] },
): Promise<PhoneLoad> {
  // A new context each time: a first visit, nothing cached.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
  })
  try {
    await context.addCookies(options.cookies)
    await context.addInitScript(watchForShown, options.shownWhen)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'commit' })
    // Polled rarely: the check runs on the throttled page and would otherwise slow what it measures.
    await page.waitForFunction(() => 'shownAt' in globalThis, undefined, {
      polling: 250,
      timeout: SHOWN_TIMEOUT_MS,
    })
    return await page.evaluate(readShown)
  } finally {
    await context.close()
  }
}

/**
 * The app's shell: the entry script the page's HTML names and the chunks it preloads with it, which every
 * page of the app downloads before anything else.
 */
export async function findShellScripts(pageUrl: string): Promise<string[]> {
  const html = await (await fetch(pageUrl)).text()
  const sources = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ]
  return sources.map((match) => new URL(match[1] ?? '', pageUrl).href)
}

/** A script's size as served uncompressed, and gzipped at zlib's default level (as a reverse proxy would). */
export async function measureScript(url: string): Promise<Script> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { url, raw: bytes.length, gzip: gzipSync(bytes).length }
}
