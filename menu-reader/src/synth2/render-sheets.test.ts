// Draws a card of every family in Debian's Chromium and reads back its text PDF: the truth must be printed.
// Skipped where there is no Chromium.
import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPdf } from '../pdf/load-pdf.ts'
import { drawCard } from './card.ts'
import { cardTruth } from './card-truth.ts'
import { menuSeed } from './dice.ts'
import { FAMILIES } from './families.ts'
import { sheetSize } from './looks.ts'
import { chromiumExecutable, launchChromium, renderCard } from './render-sheets.ts'
import { cardHtml } from './sheet-html.ts'

// Without white space: Chromium's PDF may split a word at a ligature and a line where it wraps.
const squeeze = (text: string) => text.replace(/\s+/g, '')

async function readPages(pdf: Uint8Array): Promise<string[]> {
  const document = await loadPdf(pdf)
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent()
      pages.push(squeeze(content.items.map((item) => ('str' in item ? item.str : '')).join('')))
    }
    return pages
  } finally {
    await document.destroy()
  }
}

describe.skipIf(!existsSync(chromiumExecutable()))('renderCard', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())

  it('prints every dish of the truth on its page of the text PDF, at the size asked', {
    timeout: 120_000,
  }, async () => {
    for (const family of FAMILIES) {
      const card = drawCard(menuSeed(101, FAMILIES.indexOf(family), 0), family)
      const size = sheetSize(card.look)
      const count = card.pageBreak === null ? 1 : 2
      const rendered = await renderCard(
        browser,
        cardHtml(card),
        { ...size, count, deviceScale: 1 },
        { minUnit: 8, maxUnit: 16 },
      )
      expect(rendered, family).not.toBeNull()
      const pages = await readPages(rendered!.pdf)
      expect(pages, family).toHaveLength(count)
      pages.forEach((text, page) => {
        for (const section of cardTruth(card, page).sections) {
          for (const item of section.items) {
            expect(text, `${family} ${item.name}`).toContain(squeeze(item.name))
            expect(text, `${family} ${item.price}`).toContain(squeeze(item.price))
          }
        }
      })
      const { width, height } = await sharp(rendered!.pngs[0]!).metadata()
      expect([width, height]).toEqual([size.width, size.height])
    }
  })

  it('says when a card cannot fit its page', async () => {
    const card = drawCard(menuSeed(101, 0, 0), 'price-first')
    const size = sheetSize(card.look)
    expect(
      await renderCard(
        browser,
        cardHtml(card),
        { ...size, count: 1, deviceScale: 1 },
        { minUnit: 60, maxUnit: 80 },
      ),
    ).toBeNull()
  })
})
