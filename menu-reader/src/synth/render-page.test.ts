import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPdf } from '../pdf/load-pdf.ts'
import { generateMenu } from './menu-content.ts'
import { renderMenuHtml } from './menu-html.ts'
import { pageSize } from './page-geometry.ts'
import { deriveSeed } from './random.ts'
import { chromiumPath, launchBrowser, renderPage } from './render-page.ts'
import { toTruth } from './truth.ts'

// Without white space: Chromium's PDF splits a word at a ligature (A·ff·ogato) and a line at a wrap.
const squeeze = (text: string) => text.replace(/\s+/g, '')

async function readPdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await loadPdf(pdf)
  try {
    const content = await (await document.getPage(1)).getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('')
    return { pages: document.numPages, text: squeeze(text) }
  } finally {
    await document.destroy()
  }
}

describe.skipIf(!existsSync(chromiumPath()))('renderPage', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  it('prints the whole menu on one page: every heading, name and price is in the PDF text', {
    timeout: 60_000,
  }, async () => {
    for (const index of [0, 1, 2]) {
      const menu = generateMenu(deriveSeed(5, index))
      const rendered = await renderPage(browser, renderMenuHtml(menu), menu.layout, 1.5625)
      const { pages, text } = await readPdfText(rendered.pdf)
      expect(pages).toBe(1)
      for (const section of toTruth(menu).sections) {
        expect(text).toContain(squeeze(section.name))
        for (const item of section.items) {
          expect(text, item.name).toContain(squeeze(item.name))
          expect(text).toContain(squeeze(item.price))
        }
      }
      const { width, height } = await sharp(rendered.png).metadata()
      const size = pageSize(menu.layout)
      expect([width, height]).toEqual([Math.round(size.width * 1.5625), Math.round(size.height * 1.5625)])
    }
  })
})
