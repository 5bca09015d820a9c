// Draws a card's HTML in Debian's Chromium (playwright-core, never a downloaded browser): finds the largest
// type at which every page column fits its sheet, then takes each sheet as a PNG and prints all as one PDF.
// The launch mirrors generator 1's (synth/render-page.ts): the zones keep the two generators from importing
// each other, and a launch is all they would share.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Browser, chromium } from 'playwright-core'

/** The Chromium generator 2 drives: CHROME_PATH if set, else Debian's. */
export function chromiumExecutable(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/** One headless Chromium for a whole run; close it when done. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumExecutable()
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: apt-get install chromium, or set CHROME_PATH.`)
  }
  // No network on the machine: without these flags Chromium keeps calling Google's hosts.
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ]
  return chromium.launch({ executablePath, args })
}

export type RenderedCard = {
  /** One PNG per sheet, at the device scale asked for. */
  pngs: Buffer[]
  /** Every sheet as one PDF with a text layer, a page per sheet. */
  pdf: Buffer
  /** The item size the type fitted at, in CSS pixels. */
  unit: number
}

// The little DOM fitType touches: the project type-checks without the DOM library.
type Box = { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number }
declare const document: {
  documentElement: { style: { setProperty: (name: string, value: string) => void } }
  querySelectorAll: (selector: string) => Iterable<Box>
  fonts: { ready: Promise<unknown> }
}

// Runs in the page: the largest --u in [low, high] (binary search to 0.1 px) at which no sheet and no page
// column overflows; null when even `low` overflows.
function fitType([low, high]: [number, number]): number | null {
  const boxes = [...document.querySelectorAll('.sheet, .flow')]
  const fits = (unit: number) => {
    document.documentElement.style.setProperty('--u', String(unit))
    return boxes.every(
      (box) => box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1,
    )
  }
  if (!fits(low)) return null
  let best = low
  let top = high
  while (top - best > 0.1) {
    const middle = (best + top) / 2
    if (fits(middle)) best = middle
    else top = middle
  }
  fits(best)
  return best
}

/** Draws a card's pages; null when its content does not fit them even at `minUnit` px type. */
export async function renderCard(
  browser: Browser,
  html: string,
  page: { width: number; height: number; count: number; deviceScale: number },
  units: { minUnit: number; maxUnit: number },
): Promise<RenderedCard | null> {
  const context = await browser.newContext({
    viewport: { width: page.width, height: page.height * page.count },
    deviceScaleFactor: page.deviceScale,
  })
  // Loaded from a file: a page set from a string is about:blank, which may not load fonts by file URL.
  const folder = mkdtempSync(join(tmpdir(), 'synth2-'))
  try {
    const file = join(folder, 'card.html')
    writeFileSync(file, html)
    const tab = await context.newPage()
    await tab.goto(pathToFileURL(file).href, { waitUntil: 'load' })
    await tab.evaluate(() => document.fonts.ready.then(() => undefined))
    const unit = await tab.evaluate(fitType, [units.minUnit, units.maxUnit] as [number, number])
    if (unit === null) return null
    const pngs: Buffer[] = []
    for (let index = 0; index < page.count; index++) {
      const clip = { x: 0, y: index * page.height, width: page.width, height: page.height }
      pngs.push(await tab.screenshot({ type: 'png', clip }))
    }
    const pdf = await tab.pdf({
      width: `${page.width}px`,
      height: `${page.height}px`,
      printBackground: true,
      preferCSSPageSize: true,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
    })
    return { pngs, pdf, unit }
  } finally {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
