import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadPdf } from '../pdf/load-pdf.ts'
import { writeScanPdf } from './scan-pdf.ts'

async function greyJpeg(width: number, height: number) {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#d0d0d0' } })
    .toColourspace('b-w')
    .jpeg()
    .toBuffer()
  return { jpeg, width, height }
}

describe('writeScanPdf', () => {
  it('writes one A4 page per scan, portrait or landscape as the scan is, with no text', async () => {
    const pdf = writeScanPdf([await greyJpeg(120, 170), await greyJpeg(170, 120)])
    const document = await loadPdf(pdf)
    try {
      expect(document.numPages).toBe(2)
      const first = await document.getPage(1)
      const second = await document.getPage(2)
      expect(first.view.map(Math.round)).toEqual([0, 0, 595, 842])
      expect(second.view.map(Math.round)).toEqual([0, 0, 842, 595])
      expect((await first.getTextContent()).items).toHaveLength(0)
    } finally {
      await document.destroy()
    }
  })

  it('refuses to write a PDF of no page', () => {
    expect(() => writeScanPdf([])).toThrow()
  })
})
