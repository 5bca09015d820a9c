import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js'
import type { PageWords, Word } from '../geometry/word.ts'

type FontInfo = { isBold: boolean; isItalic: boolean }

// pdfjs' text items carry a font id; the font's PostScript name says its weight and slant.
async function readFonts(page: PDFPageProxy, fontIds: Set<string>): Promise<Map<string, FontInfo>> {
  const fonts = new Map<string, FontInfo>()
  await page.getOperatorList() // loads the page's fonts into commonObjs
  for (const id of fontIds) {
    let name = ''
    try {
      const font = page.commonObjs.get(id) as {
        name?: string
        bold?: boolean
        black?: boolean
        italic?: boolean
      }
      name = font.name ?? ''
      const isBold =
        Boolean(font.bold || font.black) || /bold|black|heavy|semibold|demi|extrabold/i.test(name)
      fonts.set(id, { isBold, isItalic: Boolean(font.italic) || /italic|oblique/i.test(name) })
    } catch {
      fonts.set(id, { isBold: false, isItalic: false })
    }
  }
  return fonts
}

// A text item can hold several words; give each its share of the item's width by its characters.
function splitIntoWords(item: TextItem, x: number, baseline: number, size: number, font: FontInfo): Word[] {
  const text = item.str
  const words: Word[] = []
  const charWidth = text.length > 0 ? item.width / text.length : 0
  for (const match of text.matchAll(/\S+/g)) {
    const start = x + match.index * charWidth
    words.push({
      text: match[0],
      box: {
        x0: start,
        y0: baseline - size * 0.8,
        x1: start + match[0].length * charWidth,
        y1: baseline + size * 0.2,
      },
      size,
      isBold: font.isBold,
      isItalic: font.isItalic,
      confidence: 100,
    })
  }
  return words
}

// pdfjs returns a ligature (ff, fi, fl) or a kerned run as an item of its own: "To" "ff" "ee". Pieces of
// one word touch; real words have a space between them.
function joinTouching(words: Word[]): Word[] {
  const joined: Word[] = []
  for (const word of words) {
    const previous = joined.at(-1)
    const touches =
      previous !== undefined &&
      Math.abs(previous.box.y1 - word.box.y1) < 0.2 * word.size &&
      word.box.x0 - previous.box.x1 < 0.06 * word.size &&
      word.box.x0 - previous.box.x1 > -0.3 * word.size
    if (previous && touches) {
      joined[joined.length - 1] = {
        ...previous,
        text: previous.text + word.text,
        box: {
          ...previous.box,
          x1: Math.max(previous.box.x1, word.box.x1),
          y0: Math.min(previous.box.y0, word.box.y0),
        },
      }
    } else {
      joined.push(word)
    }
  }
  return joined
}

/** The words of a PDF page's text layer with their boxes (points, origin top-left), font sizes and styles. */
export async function readPdfText(page: PDFPageProxy): Promise<PageWords> {
  const viewport = page.getViewport({ scale: 1 })
  const content = await page.getTextContent()
  const items = content.items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
  const fonts = await readFonts(page, new Set(items.map((item) => item.fontName)))
  const words: Word[] = []
  for (const item of items) {
    const [a, b, c, d, e, f] = item.transform as number[]
    // Upright text only: rotated labels (a vertical strap line, say) are decoration, not menu items.
    if (Math.abs(b ?? 0) > 0.01 || Math.abs(c ?? 0) > 0.01 || (a ?? 0) <= 0) continue
    const size = Math.hypot(c ?? 0, d ?? 0) || item.height
    const [x, baseline] = viewport.convertToViewportPoint(e ?? 0, f ?? 0) as [number, number]
    const font = fonts.get(item.fontName) ?? { isBold: false, isItalic: false }
    words.push(...splitIntoWords(item, x, baseline, size, font))
  }
  return {
    page: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    words: joinTouching(words),
    source: 'text',
  }
}

/** Whether a page's text layer is worth reading, or the page is a picture (a scan, outlined type). */
export function hasUsableText(page: PageWords): boolean {
  const text = page.words.map((word) => word.text).join('')
  if (text.length < 20) return false
  const readable = text.match(/[\p{L}\p{N}$€£.,:;()'"/%&+\-–—¡!¿?*]/gu)?.length ?? 0
  return readable / text.length > 0.85
}
