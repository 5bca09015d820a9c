import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadPdf } from '../pdf/load-pdf.ts'
import { buildImagePdf } from './image-pdf.ts'

async function greyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cccccc' } })
    .grayscale()
    .jpeg()
    .toBuffer()
}

describe('buildImagePdf', () => {
  it('makes a one-page A4 PDF that pdf.js opens and that has no text', async () => {
    const document = await loadPdf(buildImagePdf(await greyJpeg(124, 175), 124, 175, 1))
    try {
      expect(document.numPages).toBe(1)
      const page = await document.getPage(1)
      const [, , width, height] = page.view
      expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842])
      expect((await page.getTextContent()).items).toEqual([])
    } finally {
      await document.destroy()
    }
  })

  it('turns the page to landscape for a wide image', async () => {
    const document = await loadPdf(buildImagePdf(await greyJpeg(175, 124), 175, 124, 1))
    try {
      const [, , width, height] = (await document.getPage(1)).view
      expect(width).toBeGreaterThan(height!)
    } finally {
      await document.destroy()
    }
  })
})
