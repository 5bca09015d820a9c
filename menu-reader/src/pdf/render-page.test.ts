import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makePdf } from '../hostile/make-pdf.ts'
import { loadPdf } from './load-pdf.ts'
import { renderPage, withPagePixels } from './render-page.ts'

describe('withPagePixels', () => {
  it('draws for OCR, 2,200 px wide, exactly the pixels of the page’s PNG', async () => {
    const document = await loadPdf(makePdf({ pages: [['Casa Pepe', 'Tortilla de patatas 8,50']] }))
    try {
      const page = await document.getPage(1)
      const { png, width, height } = await renderPage(page)
      const decoded = await sharp(png).ensureAlpha().raw().toBuffer()
      const seen = await withPagePixels(page, async (pixels) => {
        expect(pixels).toMatchObject({ width: 2200, height: Math.ceil((2200 * 842) / 595), channels: 4 })
        expect([pixels.width, pixels.height]).toEqual([width, height])
        expect(Buffer.compare(decoded, Buffer.from(pixels.data))).toBe(0)
        // The text is drawn: some pixels are dark.
        return pixels.data.some((value, index) => index % 4 === 0 && value < 100)
      })
      expect(seen).toBe(true)
    } finally {
      await document.destroy()
    }
  })
})
