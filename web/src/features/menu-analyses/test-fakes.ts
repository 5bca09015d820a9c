import { vi } from 'vitest'
import type { ReviewedItem, ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import type { AnalysedMenu, MenuAnalysis } from './api/analysis-contract.ts'
import type { DraftItem } from './review-draft.ts'
import { NO_EXTRAS } from './review-extras.ts'

// Stand-ins for the browser parts jsdom lacks or that would reach a network: the upload's XMLHttpRequest,
// the job's EventSource, and the image decoding and canvas the resizing uses. Tests drive them by hand.

type Listener = (event: Event) => void

/** An XMLHttpRequest whose answer the test gives: `respond`, `fail`, and upload `progress`. */
export class FakeXhr {
  static sent: FakeXhr[] = []
  /** Called as each request is sent; answer it there or later. */
  static onSend: (request: FakeXhr) => void = () => {}

  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  statusText = ''
  responseText = ''
  withCredentials = false
  readonly upload = new EventTarget()
  private listeners = new Map<string, Listener[]>()
  private responseHeaders: Record<string, string> = {}

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
    FakeXhr.onSend(this)
  }
  abort() {
    this.emit('abort')
  }

  /** The file sent in the `file` field. */
  get file(): File {
    return this.body?.get('file') as File
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }))
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    this.emit('load')
  }
  fail() {
    this.emit('error')
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new Event(type))
  }
}

/** An EventSource the test feeds with `progress` events, or breaks with `fail`. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = []
  readonly url: string
  isClosed = false

  constructor(url: string) {
    super()
    this.url = url
    FakeEventSource.instances.push(this)
  }
  close() {
    this.isClosed = true
  }
  emit(analysis: MenuAnalysis) {
    this.dispatchEvent(new MessageEvent('progress', { data: JSON.stringify(analysis) }))
  }
  fail() {
    this.dispatchEvent(new Event('error'))
  }
}

/** Puts the fakes in place of XMLHttpRequest and EventSource for one test. */
export function installNetworkFakes() {
  FakeXhr.sent = []
  FakeXhr.onSend = () => {}
  FakeEventSource.instances = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  vi.stubGlobal('EventSource', FakeEventSource)
  return { xhr: FakeXhr, events: FakeEventSource }
}

/** What the fake canvas drew: one entry per JPEG made, with its size. */
export type DrawnImage = { width: number; height: number; quality: unknown; type: unknown }

/**
 * Decoding and drawing as a browser would for an image of `width` × `height` pixels: the JPEG made holds
 * about one byte per 4 pixels, so a smaller width gives a smaller file.
 */
export function installImageFakes({ width, height }: { width: number; height: number }) {
  const drawn: DrawnImage[] = []
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => {} })),
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return { fillStyle: '', fillRect: () => {}, drawImage: () => {} } as unknown as CanvasRenderingContext2D
  } as never)
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    drawn.push({ width: this.width, height: this.height, type, quality })
    callback(new Blob([new Uint8Array(Math.ceil((this.width * this.height) / 4))], { type: 'image/jpeg' }))
  })
  return drawn
}

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0]
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A file whose first bytes are those of its kind, `size` bytes long. */
export function makeFile(kind: 'pdf' | 'jpeg' | 'png' | 'text', name: string, size = 2048): File {
  const head = { pdf: PDF_HEAD, jpeg: JPEG_HEAD, png: PNG_HEAD, text: [0x48, 0x6f, 0x6c, 0x61] }[kind]
  const bytes = new Uint8Array(Math.max(size, head.length))
  bytes.set(head)
  const type = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', text: 'text/plain' }[kind]
  return new File([bytes], name, { type })
}

/** A read menu: two sections, a page, and the given confidence. */
export function buildAnalysedMenu(overrides: Partial<AnalysedMenu> = {}): AnalysedMenu {
  const box = (y: number) => ({ x0: 60, y0: y, x1: 540, y1: y + 30 })
  return {
    restaurantName: 'La Fonda Paisa',
    currency: 'COP',
    // Its "$" names no one currency: the reader drew COP from the size of the prices.
    currencyEvidence: 'guessed',
    sections: [
      {
        id: 's1',
        name: 'ENTRADAS',
        translations: {},
        items: [
          {
            id: 's1-i1',
            name: 'Empanadas',
            price: '$6.000',
            priceValue: 6000,
            variants: [],
            description: 'de pipián',
            allergens: [],
            allergenTraces: [],
            translations: {},
            confidence: 93,
            review: [],
            source: { page: 1, box: box(100) },
          },
          {
            id: 's1-i2',
            name: 'Arepa de choclo',
            price: '$8.500',
            priceValue: 8500,
            variants: [],
            description: '',
            allergens: [],
            allergenTraces: [],
            translations: {},
            confidence: 58,
            review: ['lowConfidence'],
            source: { page: 1, box: box(150) },
          },
        ],
      },
      {
        id: 's2',
        name: 'PLATOS FUERTES',
        translations: {},
        items: [
          {
            id: 's2-i1',
            name: 'Bandeja paisa',
            price: '',
            priceValue: null,
            variants: [],
            description: 'Frijoles, arroz, chicharrón',
            allergens: [],
            allergenTraces: [],
            translations: {},
            confidence: 88,
            review: ['priceMissing'],
            source: { page: 1, box: box(250) },
          },
        ],
      },
    ],
    pages: [{ number: 1, width: 600, height: 800, image: '/api/menu-analyses/a1/pages/1' }],
    metadata: {
      confidence: 87,
      errors: [],
      processingTime: 3.2,
      fileSize: 2048,
      fileType: 'pdf',
      fileName: 'carta.pdf',
    },
    ...overrides,
  }
}

/** A job as the API describes it. */
export function buildAnalysis(overrides: Partial<MenuAnalysis> = {}): MenuAnalysis {
  return {
    id: '7d3c2a8e-6b1f-4c59-9a3e-2f1d0c9b8a7e',
    status: 'queued',
    phase: 'analyzing',
    progress: 30,
    result: null,
    error: null,
    ...overrides,
  }
}

/** A reviewed item as "Continuar" keeps it: one price, printed in one language, no allergens stated. */
export function reviewedItem(name: string, price: string, description = ''): ReviewedItem {
  return {
    name,
    price,
    variants: [],
    description,
    allergens: [],
    allergenTraces: [],
    translations: {},
    courses: [],
    includes: [],
  }
}

/** A reviewed menu of one section of those items. */
export function reviewedMenuOf(
  restaurantName: string,
  currency: string,
  section: string,
  items: ReviewedItem[],
): ReviewedMenu {
  return { restaurantName, currency, sections: [{ name: section, translations: {}, items }] }
}

/** buildAnalysedMenu's menu as "Continuar" keeps it unchanged: its guessed currency left out. */
export function buildReviewedMenu(): ReviewedMenu {
  return {
    restaurantName: 'La Fonda Paisa',
    currency: '',
    sections: [
      {
        name: 'ENTRADAS',
        translations: {},
        items: [reviewedItem('Empanadas', '$6.000', 'de pipián'), reviewedItem('Arepa de choclo', '$8.500')],
      },
      {
        name: 'PLATOS FUERTES',
        translations: {},
        items: [reviewedItem('Bandeja paisa', '', 'Frijoles, arroz, chicharrón')],
      },
    ],
  }
}

/** An item of the review draft as read, unchecked, with nothing to review unless `overrides` say so. */
export function buildDraftItem(overrides: Partial<DraftItem> = {}): DraftItem {
  return {
    id: 'i',
    name: 'Arepa',
    price: '$3.000',
    variants: [],
    description: '',
    confidence: 90,
    review: [],
    source: null,
    readBy: 'reader',
    isChecked: false,
    ...NO_EXTRAS,
    ...overrides,
  }
}
