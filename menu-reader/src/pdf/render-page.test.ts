import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makePdf } from '../hostile/make-pdf.ts'
import { loadPdf } from './load-pdf.ts'
import { renderPage, renderPagePixels } from './render-page.ts'

describe('renderPagePixels', () => {
  it('draws for OCR, 2,200 px wide, exactly the pixels of the page’s PNG', async () => {
    const document = await loadPdf(makePdf({ pages: [['Casa Pepe', 'Tortilla de patatas 8,50']] }))
    try {
      const page = await document.getPage(1)
      const pixels = await renderPagePixels(page)
      const { png, width, height } = await renderPage(page)
      expect(pixels).toMatchObject({ width: 2200, height: Math.ceil((2200 * 842) / 595), channels: 4 })
      expect([pixels.width, pixels.height]).toEqual([width, height])
      const decoded = await sharp(png).ensureAlpha().raw().toBuffer()
      expect(Buffer.compare(decoded, Buffer.from(pixels.data))).toBe(0)
      // The text is drawn: some pixels are dark.
      expect(pixels.data.some((value, index) => index % 4 === 0 && value < 100)).toBe(true)
    } finally {
      await document.destroy()
    }
  })
})
