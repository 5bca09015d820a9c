// The work of menu:fixtures: N synthetic menus, each drawn four ways (digital image, text PDF, phone photo,
// scanned PDF), with one truth file per menu and an index.json in the corpus format.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import type { CorpusEntry } from '../eval/corpus.ts'
import { toPhoto, toScanPdf } from './degrade.ts'
import { generateMenu } from './menu-content.ts'
import { renderMenuHtml } from './menu-html.ts'
import { createRandom, deriveSeed } from './random.ts'
import { launchBrowser, renderPage } from './render-page.ts'
import { toTruth } from './truth.ts'

export type FixtureOptions = {
  outDir: string
  count: number
  /** Menus of sizes (size tables, glass and bottle, sizes before prices) written after the `count` plain ones. */
  sizedCount: number
  seed: number
  /** Smaller files for fixtures kept in git: 1240 px wide digital images, palette PNG. */
  isCompact: boolean
  /** Also write each menu's HTML, as drawn, beside its files. */
  shouldWriteHtml: boolean
}

/** The four kinds of file each menu is drawn as, in index.json order. */
export const KINDS = ['digital-image', 'pdf-text', 'photo', 'pdf-scan'] as const

export type MenuFiles = { id: string; entries: CorpusEntry[]; scale: number }

// Menus of sizes take seeds of their own, far from the plain menus' indexes.
const SIZED_INDEX = 1000

async function writeMenu(browser: Browser, options: FixtureOptions, index: number): Promise<MenuFiles> {
  const isSized = index >= options.count
  const number = isSized ? index - options.count : index
  const seed = deriveSeed(options.seed, isSized ? SIZED_INDEX + number : number)
  const menu = generateMenu(seed, { isSized })
  const id = `${isSized ? 'sized' : 'menu'}-${String(number + 1).padStart(3, '0')}`
  const truth = `${id}.truth.json`
  // 1240 × 1754 px (A4 at 150 dpi) or 1588 × 2246 px for a portrait page.
  const deviceScaleFactor = options.isCompact ? 1.5625 : createRandom(seed).pick([1.5625, 2])
  const rendered = await renderPage(browser, renderMenuHtml(menu), menu.layout, deviceScaleFactor)
  const png = options.isCompact
    ? await sharp(rendered.png).png({ palette: true, colours: 64, effort: 8 }).toBuffer()
    : rendered.png
  const photo = await toPhoto(rendered.png, deriveSeed(seed, 1))
  const scan = await toScanPdf(rendered.png, deriveSeed(seed, 2))
  const files: Record<(typeof KINDS)[number], [string, Uint8Array]> = {
    'digital-image': [`${id}-digital.png`, png],
    'pdf-text': [`${id}-text.pdf`, rendered.pdf],
    photo: [`${id}-photo.jpg`, photo.bytes],
    'pdf-scan': [`${id}-scan.pdf`, scan.bytes],
  }
  for (const [file, bytes] of Object.values(files)) writeFileSync(join(options.outDir, file), bytes)
  const truthMenu = toTruth(menu)
  // One truth file serves all four kinds: its notes also say how the photo and the scan were degraded.
  truthMenu.notes = `${truthMenu.notes}; type scale ${rendered.scale.toFixed(2)}; ${photo.notes}; ${scan.notes}`
  writeFileSync(join(options.outDir, truth), `${JSON.stringify(truthMenu, null, 2)}\n`)
  if (options.shouldWriteHtml) writeFileSync(join(options.outDir, `${id}.html`), rendered.html)
  const entries = KINDS.map((kind) => ({ file: files[kind][0], truth, kind, lang: menu.lang }))
  return { id, entries, scale: rendered.scale }
}

/** Writes the menus and index.json into options.outDir (created if missing); one browser for all of them. */
export async function writeFixtures(
  options: FixtureOptions,
  onMenu: (menu: MenuFiles, index: number) => void = () => {},
): Promise<CorpusEntry[]> {
  mkdirSync(options.outDir, { recursive: true })
  const browser = await launchBrowser()
  const menus: MenuFiles[] = []
  try {
    for (let index = 0; index < options.count + options.sizedCount; index++) {
      const menu = await writeMenu(browser, options, index)
      menus.push(menu)
      onMenu(menu, index)
    }
  } finally {
    await browser.close()
  }
  // Grouped by kind, so that menu:eval reports and --kind selections read in order.
  const entries = KINDS.flatMap((kind) =>
    menus.flatMap((menu) => menu.entries.filter((e) => e.kind === kind)),
  )
  writeFileSync(join(options.outDir, 'index.json'), `${JSON.stringify(entries, null, 2)}\n`)
  return entries
}
