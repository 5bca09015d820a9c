import { createCanvas } from '@napi-rs/canvas'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { MAX_PIXELS } from '../input/limits.ts'

// Scanned pages are rendered at about 2,200 px wide (near 250 dpi for A4): small print keeps enough pixels
// for its lines to be read at 48 px high.
const TARGET_WIDTH = 2200

export type RenderedPage = { png: Buffer; width: number; height: number }

/**
 * Draws a PDF page into a PNG `targetWidth` pixels wide (by default wide enough for OCR of a scan or of
 * type drawn as outlines; smaller for a picture to show).
 */
export async function renderPage(page: PDFPageProxy, targetWidth = TARGET_WIDTH): Promise<RenderedPage> {
  const base = page.getViewport({ scale: 1 })
  let scale = targetWidth / base.width
  // A page with a huge media box would render into a decompression bomb of our own making.
  if (base.width * base.height * scale * scale > MAX_PIXELS)
    scale = Math.sqrt(MAX_PIXELS / (base.width * base.height))
  const viewport = page.getViewport({ scale })
  const width = Math.ceil(viewport.width)
  const height = Math.ceil(viewport.height)
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  await page.render({
    canvas: canvas as never,
    canvasContext: context as never,
    viewport,
  }).promise
  return { png: canvas.toBuffer('image/png'), width, height }
}
