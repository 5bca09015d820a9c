// Draws a menu's HTML in Chromium (playwright-core driving Debian's /usr/bin/chromium, never a downloaded
// build): the type is shrunk or grown until every column fits the page, text leaders are filled with dots,
// then the page is taken as a PNG (digital image) and printed as a PDF with a text layer.
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import type { LayoutStyle } from './layout-style.ts'
import { MIN_SCALE, pageSize } from './page-geometry.ts'

/** The Chromium we drive: CHROME_PATH if set, else Debian's. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/** Starts one headless Chromium for many menus; close it when done. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: apt-get install chromium, or set CHROME_PATH.`)
  }
  return chromium.launch({
    executablePath,
    // The machine has no network: without these Chromium keeps trying to reach Google's hosts.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export type RenderedPage = {
  /** The page at deviceScaleFactor pixels per CSS pixel. */
  png: Buffer
  /** One page, the size of the HTML page, with a text layer. */
  pdf: Buffer
  /** The scale of the type the page fits at (1 = the layout's font size). */
  scale: number
  /** The HTML with its leaders filled, as drawn. */
  html: string
}

// Sparse menus get larger type, but not so large that most names wrap in a column.
const MAX_SCALE = 1.1

// The little of the DOM fitInPage uses: the project type-checks without the DOM library.
type PageElement = {
  scrollHeight: number
  clientHeight: number
  textContent: string | null
  innerHTML: string
  firstElementChild: PageElement | null
  getBoundingClientRect: () => { width: number }
}
declare const document: {
  documentElement: { style: { setProperty: (name: string, value: string) => void } }
  querySelectorAll: (selector: string) => ArrayLike<PageElement> & Iterable<PageElement>
  fonts: { ready: Promise<unknown> }
}

// Runs in the page: the largest type scale (shrinking 4% at a time) at which no column overflows, then
// leaders filled with as many dots as fit. null when even the smallest scale overflows.
function fitInPage([maxScale, minScale]: [number, number]): number | null {
  const root = document.documentElement
  const columns = [...document.querySelectorAll('.column')]
  const overflows = () => columns.some((column) => column.scrollHeight > column.clientHeight + 0.5)
  for (let scale = maxScale; scale >= minScale - 1e-9; scale *= 0.96) {
    root.style.setProperty('--s', String(scale))
    if (overflows()) continue
    for (const leader of document.querySelectorAll('.leader.text-dots')) {
      const width = leader.getBoundingClientRect().width
      // The dots' own width, measured in an inline span: the leader's box does not shrink to its text.
      leader.innerHTML = `<span>${'.'.repeat(40)}</span>`
      const dot = leader.firstElementChild!.getBoundingClientRect().width / 40
      leader.textContent = '.'.repeat(Math.max(0, Math.floor(width / dot) - 1))
    }
    return scale
  }
  return null
}

/** Draws one menu page; throws when its content cannot fit the page even at the smallest type. */
export async function renderPage(
  browser: Browser,
  html: string,
  style: LayoutStyle,
  deviceScaleFactor: number,
): Promise<RenderedPage> {
  const size = pageSize(style)
  const context = await browser.newContext({ viewport: size, deviceScaleFactor })
  try {
    const page = await context.newPage()
    await page.setContent(html, { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // Below the generator's planned minimum by a margin: its height estimate is rough.
    const scale = await page.evaluate(fitInPage, [MAX_SCALE, MIN_SCALE * 0.85] as [number, number])
    if (scale === null) throw new Error('the menu does not fit one page')
    const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...size } })
    const pdf = await page.pdf({
      width: `${size.width}px`,
      height: `${size.height}px`,
      printBackground: true,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
    })
    return { png, pdf, scale, html: await page.content() }
  } finally {
    await context.close()
  }
}
