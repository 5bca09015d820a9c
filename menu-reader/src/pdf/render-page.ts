import { type Canvas, createCanvas } from '@napi-rs/canvas'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { MAX_PIXELS } from '../input/limits.ts'

// Scanned pages are rendered at about 2,200 px wide (near 250 dpi for A4): small print keeps enough pixels
// for its lines to be read at 48 px high.
const TARGET_WIDTH = 2200

export type RenderedPage = { png: Buffer; width: number; height: number }

/** A drawn page as raw pixels: 4 bytes (RGBA) per pixel, row by row; width and height in pixels. */
export type PagePixels = { data: Uint8Array; width: number; height: number; channels: 4 }

/** Draws a PDF page on white into a canvas `targetWidth` pixels wide (less for a huge media box). */
async function drawPage(page: PDFPageProxy, targetWidth: number): Promise<Canvas> {
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
  return canvas
}

/**
 * Draws a PDF page into a PNG `targetWidth` pixels wide (by default wide enough for OCR of a scan or of
 * type drawn as outlines; smaller for a picture to show).
 */
export async function renderPage(page: PDFPageProxy, targetWidth = TARGET_WIDTH): Promise<RenderedPage> {
  const canvas = await drawPage(page, targetWidth)
  return { png: canvas.toBuffer('image/png'), width: canvas.width, height: canvas.height }
}

/**
 * Draws a PDF page for OCR (about 2,200 px wide) and hands its raw RGBA pixels to `use`: the same pixels as
 * renderPage's PNG, without its encoding and decoding (on a scanned page those took longer than the drawing).
 * The pixels are the canvas's own memory, valid until `use` settles; the canvas gives it back then, rather
 * than at some later garbage collection (41 MB for a tall page).
 */
export async function withPagePixels<T>(
  page: PDFPageProxy,
  use: (pixels: PagePixels) => Promise<T>,
): Promise<T> {
  const canvas = await drawPage(page, TARGET_WIDTH)
  try {
    return await use({ data: canvas.data(), width: canvas.width, height: canvas.height, channels: 4 })
  } finally {
    canvas.width = 1
    canvas.height = 1
  }
}
