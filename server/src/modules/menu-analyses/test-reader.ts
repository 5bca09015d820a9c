// A stand-in for menu-reader's readMenu in the pool and route tests, driven by words in the file's bytes:
// "hang" blocks its thread for good (as a native OCR call would), "wait:<ms>" takes that long, "damaged"
// refuses the file, "crash" throws something unexpected, "exit" ends its thread, "heap" fills its memory,
// "doubts" reads a menu whose items the reader asks the owner to check, for each of its reasons, and
// "new-thread" starts a thread of its own for the wait that follows (as ONNX Runtime starts its pool on the
// first page), "model-page" (in a PNG, after its end) reads its one page as a picture whose words a model's answer is
// checked against (test-model-reading.ts). Anything else reads as a one-item menu. Tests give the pool this
// file's address as `readerModule`.
import { setTimeout as sleep } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { MenuReadError } from '#menu-reader/errors.ts'
import type { PageWords, Word } from '#menu-reader/geometry/word.ts'
import type { AnalysedMenu, MenuItem, ReadMenuOptions } from '#menu-reader/types.ts'

export const TEST_READER_MODULE = import.meta.url

export async function readMenu(bytes: Uint8Array, options: ReadMenuOptions = {}): Promise<AnalysedMenu> {
  const text = Buffer.from(bytes).toString('latin1')
  options.onProgress?.({ phase: 'reading', percent: 5 })
  if (text.includes('hang')) for (;;) {}
  const wait = Number(text.match(/wait:(\d+)/)?.[1] ?? 0)
  const thread = text.includes('new-thread')
    ? new Worker('setInterval(() => {}, 1000)', { eval: true })
    : null
  if (wait > 0) await sleep(wait)
  await thread?.terminate()
  if (text.includes('damaged')) throw new MenuReadError('damaged_file', 'The PDF is damaged.')
  if (text.includes('crash')) throw new TypeError('something nobody foresaw')
  if (text.includes('exit')) process.exit(3)
  if (text.includes('heap')) {
    const hoard: number[][] = []
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, index) => index))
  }
  options.onProgress?.({ phase: 'recognising', percent: 80 })
  options.onProgress?.({ phase: 'structuring', percent: 100 })
  const menu = oneItemMenu(bytes, options)
  if (text.includes('doubts')) menu.sections[0]!.items.push(...DOUBTED_ITEMS)
  if (text.includes('model-page')) return readModelPage(bytes, menu, options)
  return menu
}

/** A word of the model page: `x`, `y` its top left corner, in the picture's pixels, 20 pixels high. */
const pageWord = (text: string, x: number, y: number): Word => ({
  text,
  box: { x0: x, y0: y, x1: x + text.length * 11, y1: y + 20 },
  size: 20,
  isBold: false,
  isItalic: false,
  confidence: 95,
})

/** The words the model page prints: the reader's one dish, its description under it, and a second dish. */
export const MODEL_PAGE_WORDS: Word[] = [
  pageWord('Empanada', 40, 100),
  pageWord('$5.000', 480, 100),
  pageWord('De', 40, 126),
  pageWord('carne', 70, 126),
  pageWord('Arepa', 40, 190),
  pageWord('$4.000', 480, 190),
]

/**
 * The one-item menu read off one picture page, its size the PNG's own (its IHDR: width and height in pixels
 * at bytes 16 and 20), as the worker draws it; the page's words go to `onPages`, as the real reader's do.
 */
function readModelPage(bytes: Uint8Array, menu: AnalysedMenu, options: ReadMenuOptions): AnalysedMenu {
  const header = Buffer.from(bytes)
  const [width, height] = [header.readUInt32BE(16), header.readUInt32BE(20)]
  const page: PageWords = { page: 1, width, height, words: MODEL_PAGE_WORDS, source: 'ocr', slope: 0 }
  options.onPages?.([page])
  const metadata = { ...menu.metadata, fileType: 'png' as const }
  return { ...menu, pages: [{ number: 1, width, height, slope: 0 }], metadata }
}

function oneItemMenu(bytes: Uint8Array, options: ReadMenuOptions): AnalysedMenu {
  return {
    restaurantName: 'Casa de Prueba',
    currency: 'COP',
    currencyEvidence: 'guessed',
    sections: [
      {
        id: 's1',
        name: 'Entradas',
        translations: {},
        items: [
          {
            id: 's1-i1',
            name: 'Empanada',
            price: '$5.000',
            priceValue: 5000,
            variants: [{ label: '', price: '$5.000' }],
            description: 'De carne',
            allergens: [],
            allergenTraces: [],
            translations: {},
            confidence: 90,
            review: [],
            source: { page: 1, box: { x0: 10, y0: 10, x1: 100, y1: 30 } },
          },
        ],
      },
    ],
    pages: [],
    metadata: {
      confidence: 90,
      errors: [],
      processingTime: 0.01,
      fileSize: bytes.length,
      fileType: 'pdf',
      fileName: options.fileName ?? '',
    },
  }
}

const doubted = (name: string, price: string, review: MenuItem['review'], row: number): MenuItem => ({
  id: `s1-i${row + 2}`,
  name,
  price,
  priceValue: price === '' ? null : Number(price.replace(/\D/g, '')),
  variants: price === '' ? [] : [{ label: '', price }],
  description: '',
  allergens: [],
  allergenTraces: [],
  translations: {},
  confidence: review.includes('lowConfidence') ? 55 : 90,
  review,
  source: { page: 1, box: { x0: 10, y0: 40 + row * 30, x1: 100, y1: 60 + row * 30 } },
})

/** Items as the reader flags them: a price not read, one unlike the rest, a garbled name, two dishes in one. */
const DOUBTED_ITEMS: MenuItem[] = [
  doubted('Arepa de queso', '', ['priceMissing'], 0),
  doubted('Bandeja paisa', '$350.000', ['priceUnusual'], 1),
  doubted('Ajiaco santafereño Sancocho', '$18.000', ['nameUnknown', 'joinedAcrossColumns'], 2),
  doubted('Chicharrón', '$9.000', ['lowConfidence'], 3),
]
