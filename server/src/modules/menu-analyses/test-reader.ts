// A stand-in for menu-reader's readMenu in the pool and route tests, driven by words in the file's bytes:
// "hang" blocks its thread for good (as a native OCR call would), "wait:<ms>" takes that long, "damaged"
// refuses the file, "crash" throws something unexpected, "exit" ends its thread, "heap" fills its memory.
// Anything else reads as a one-item menu. Tests give the pool this file's address as `readerModule`.
import { setTimeout as sleep } from 'node:timers/promises'
import { MenuReadError } from '#menu-reader/errors.ts'
import type { AnalysedMenu, ReadMenuOptions } from '#menu-reader/types.ts'

export const TEST_READER_MODULE = import.meta.url

export async function readMenu(bytes: Uint8Array, options: ReadMenuOptions = {}): Promise<AnalysedMenu> {
  const text = Buffer.from(bytes).toString('latin1')
  options.onProgress?.({ phase: 'reading', percent: 5 })
  if (text.includes('hang')) for (;;) {}
  const wait = Number(text.match(/wait:(\d+)/)?.[1] ?? 0)
  if (wait > 0) await sleep(wait)
  if (text.includes('damaged')) throw new MenuReadError('damaged_file', 'The PDF is damaged.')
  if (text.includes('crash')) throw new TypeError('something nobody foresaw')
  if (text.includes('exit')) process.exit(3)
  if (text.includes('heap')) {
    const hoard: number[][] = []
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, index) => index))
  }
  options.onProgress?.({ phase: 'recognising', percent: 80 })
  options.onProgress?.({ phase: 'structuring', percent: 100 })
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
