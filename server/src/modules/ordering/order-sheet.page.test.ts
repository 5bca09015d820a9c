import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { ORDER_SHEET_SCRIPT } from './order-sheet.script.ts'
import { ORDER_SHEET_WORDS } from './order-sheet.words.ts'

// The served ordering script run in a page of its own (jsdom): a dish chosen within its extras' limits, the
// order's bar, a refused send that keeps the order and marks its line, and the retry under the same key; a
// pickup's fields with the WhatsApp box only where the deployment sends messages.

const MENU = {
  format: {
    locale: 'es-CO',
    options: { style: 'currency', currency: 'COP', maximumFractionDigits: 0 },
    sign: null,
    digits: 2,
  },
  words: ORDER_SHEET_WORDS.es,
  dishes: {
    pizza: {
      name: 'Pizza <b>',
      sizes: [
        { id: 'p', label: 'Personal', price: 1800000 },
        { id: 'm', label: 'Mediana', price: 3000000 },
      ],
      groups: [
        {
          name: 'Extras',
          min: 0,
          max: 2,
          options: ['queso', 'tocineta', 'piña'].map((id) => ({ id, label: id, price: 300000 })),
        },
      ],
      allergens: ['Gluten'],
    },
    calzone: {
      name: 'Calzone',
      sizes: [{ id: 'u', label: '', price: 2000000 }],
      groups: [
        {
          name: 'Masa',
          min: 1,
          max: 1,
          options: ['fina', 'gruesa'].map((id) => ({ id, label: id, price: 0 })),
        },
      ],
      allergens: [],
    },
  },
}

/** What the test reads and presses of the page (the server compiles without the DOM's types). */
type PageNode = {
  open: boolean
  disabled: boolean
  value: string
  checked: boolean
  textContent: string | null
  classList: { contains(name: string): boolean }
  click(): void
  dispatchEvent(event: object): boolean
  querySelector(selector: string): PageNode | null
  querySelectorAll(selector: string): Iterable<PageNode>
}
type PageWindow = {
  document: PageNode
  sessionStorage: { getItem(key: string): string | null }
  HTMLDialogElement: { prototype: { showModal(this: PageNode): void; close(this: PageNode): void } }
  Event: new (type: string) => object
  fetch: unknown
  eval(script: string): unknown
}

/** The menu page at a table's QR code (`mesa`), or for pickup; the menu's data as `orderable` answers it. */
function openMenuPage({ pickup = false, asksWhatsAppConsent = false } = {}) {
  // jsdom cannot follow the order's link: it says so here, where the test reads it, not on the console.
  const pageErrors: string[] = []
  const virtualConsole = new VirtualConsole()
  virtualConsole.on('jsdomError', (error) => pageErrors.push(error.message))
  const box = pickup ? 'data-p="1"' : 'data-t="1"'
  const dom = new JSDOM(
    `<!doctype html><html lang="es"><body><button type="button" data-o="pizza">Añadir</button><button type="button" data-o="calzone">Añadir</button><div id="ob" data-s="casa" ${box} hidden></div></body></html>`,
    {
      url: pickup ? 'http://localhost/m/casa' : 'http://localhost/m/casa?src=qr&mesa=KEY4',
      runScripts: 'outside-only',
      virtualConsole,
    },
  )
  const window = dom.window as unknown as PageWindow
  // jsdom draws no dialogs: showing one is its `open`, closing it fires `close` as a browser does.
  window.HTMLDialogElement.prototype.showModal = function (this: PageNode) {
    this.open = true
  }
  window.HTMLDialogElement.prototype.close = function (this: PageNode) {
    this.open = false
    this.dispatchEvent(new window.Event('close'))
  }
  let uuid = 0
  Object.defineProperty(window, 'crypto', { value: { randomUUID: () => `key-${++uuid}` } })
  const sent: { url: string; body: Record<string, unknown> }[] = []
  const answers: { status: number; body: object }[] = []
  // The server's prices for the cart, when the test gives them; else the question fails and the page's own
  // sum stands.
  const quotes: { status: number; body: object }[] = []
  const quoted: object[] = []
  window.fetch = async (url: string, init?: { body?: string }) => {
    const json = (status: number, body: object) => ({ ok: status < 300, status, json: async () => body })
    if (url.endsWith('/orderable?lang=es')) return json(200, { ...MENU, asksWhatsAppConsent })
    if (url.endsWith('/tables/KEY4')) return json(200, { name: '4' })
    if (url.endsWith('/orders/quote')) {
      quoted.push(JSON.parse(init?.body ?? '{}'))
      const quote = quotes.shift() ?? { status: 503, body: {} }
      return json(quote.status, quote.body)
    }
    sent.push({ url, body: JSON.parse(init?.body ?? '{}') })
    const answer = answers.shift()!
    return json(answer.status, answer.body)
  }
  window.eval(ORDER_SHEET_SCRIPT)
  return { window, document: window.document, sent, answers, quotes, quoted, pageErrors }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the ordering script', () => {
  it('takes a dish within its limits, shows the order, keeps it through a refusal and retries under one key', async () => {
    const { window, document, sent, answers, pageErrors } = openMenuPage()
    const opener = document.querySelector('[data-o]')!
    opener.click()
    await settle()
    const sheet = document.querySelector('dialog')!
    expect(sheet.open).toBe(true)
    expect(sheet.querySelector('h2')?.textContent).toBe('Pizza <b>')
    expect(sheet.textContent).toContain('Extras (elige hasta 2)')
    const boxes = [...sheet.querySelectorAll('input[type=checkbox]')]
    boxes[0]!.click()
    boxes[1]!.click()
    expect(boxes[2]!.disabled).toBe(true)
    sheet.querySelector('input[value=m]')!.click()
    const submit = sheet.querySelector('button[type=submit]')!
    expect(submit.textContent?.replace(/\s/g, ' ')).toBe('Añadir al pedido · $ 36.000')
    submit.click()
    expect(document.querySelector('dialog')).toBeNull()
    const bar = document.querySelector('#ob button')!
    expect(bar.textContent?.replace(/\s/g, ' ')).toBe('Ver pedido (1) · $ 36.000')
    expect(JSON.parse(window.sessionStorage.getItem('pedido:casa')!).cart).toHaveLength(1)

    bar.click()
    const order = document.querySelector('dialog')!
    expect(order.textContent).toContain('Los precios finales los calcula el restaurante.')
    const send = order.querySelector('button[type=submit]')!
    expect(send.textContent).toBe('Enviar pedido a la mesa 4')
    answers.push({
      status: 409,
      body: {
        error: {
          code: 'order_lines_unavailable',
          message: 'Pizza ya no se puede pedir.',
          lines: [{ line: 0, problem: 'product_unavailable' }],
        },
      },
    })
    send.click()
    await settle()
    await settle()
    expect(order.querySelector('[role=alert]')?.textContent).toBe('Pizza ya no se puede pedir.')
    expect(order.querySelector('.oo')?.classList.contains('bad')).toBe(true)
    expect(sent[0]!.body).toMatchObject({ channel: 'table', table: 'KEY4', language: 'es' })
    expect(sent[0]!.body.lines).toEqual([
      { productId: 'pizza', variantId: 'm', optionIds: ['queso', 'tocineta'], quantity: 1, note: '' },
    ])

    answers.push({ status: 201, body: { order: { token: 'tok', number: 7 } } })
    send.click()
    await settle()
    await settle()
    expect(sent[1]!.body.idempotencyKey).toBe(sent[0]!.body.idempotencyKey)
    expect(window.sessionStorage.getItem('pedido:casa')).toBeNull()
    expect(pageErrors).toEqual(['Not implemented: navigation to another Document'])
  })

  it('offers a group that asks for exactly one as radios, and shows the server’s 2x1 once it has priced the order', async () => {
    const { document, quotes, quoted } = openMenuPage()
    document.querySelector('[data-o=calzone]')!.click()
    await settle()
    const sheet = document.querySelector('dialog')!
    expect(sheet.textContent).toContain('Masa (elige 1)')
    expect([...sheet.querySelectorAll('input[type=checkbox]')]).toEqual([])
    const [fina, gruesa] = [...sheet.querySelectorAll('input[type=radio]')]
    fina!.click()
    gruesa!.click()
    expect(fina!.checked).toBe(false)
    // Two calzones, the second free by a 2x1 the server counts.
    quotes.push({
      status: 200,
      body: {
        quote: {
          lines: [{ freeUnits: 1, discount: 2000000, total: 2000000 }],
          subtotal: 4000000,
          discount: 2000000,
          total: 2000000,
        },
      },
    })
    sheet.querySelector('.st button:last-child')!.click()
    sheet.querySelector('button[type=submit]')!.click()
    await settle()
    await settle()
    expect(quoted).toEqual([
      { lines: [{ productId: 'calzone', variantId: 'u', optionIds: ['gruesa'], quantity: 2, note: '' }] },
    ])
    const bar = document.querySelector('#ob button')!
    expect(bar.textContent?.replace(/\s/g, ' ')).toBe('Ver pedido (2) · $ 20.000')
    bar.click()
    await settle()
    const order = document.querySelector('dialog')!
    const rows = [...order.querySelectorAll('.ot')].map((row) => row.textContent?.replace(/\s/g, ' '))
    expect(rows).toEqual(['Subtotal$ 40.000', 'Descuento−$ 20.000', 'Total$ 20.000'])
    expect(order.querySelector('.oo span')?.textContent?.replace(/\s/g, ' ')).toBe('$ 20.000')
    // The same cart is not asked about again.
    expect(quoted).toHaveLength(1)
  })

  it('asks a pickup’s diner about WhatsApp only where messages are sent, unticked, and sends the answer', async () => {
    /** Puts a pizza in the order, opens it, fills in the pickup's fields; answers the order's sheet. */
    const pickupOrder = async (page: ReturnType<typeof openMenuPage>) => {
      page.document.querySelector('[data-o]')!.click()
      await settle()
      page.document.querySelector('dialog button[type=submit]')!.click()
      page.document.querySelector('#ob button')!.click()
      const order = page.document.querySelector('dialog')!
      const [name, phone, time] = [...order.querySelectorAll('input:not([type=checkbox])')]
      name!.value = 'Ana'
      phone!.value = '300 123 4567'
      time!.value = '13:30'
      page.answers.push({ status: 201, body: { order: { token: 'tok', number: 8 } } })
      return order
    }

    const asked = openMenuPage({ pickup: true, asksWhatsAppConsent: true })
    const order = await pickupOrder(asked)
    const box = order.querySelector('input[type=checkbox]')!
    expect(box.checked).toBe(false)
    const label = [...order.querySelectorAll('label')].find((node) =>
      node.querySelector('input[type=checkbox]'),
    )
    expect(label?.textContent?.trim()).toBe('Avisarme por WhatsApp cuando mi pedido esté listo')
    expect(order.querySelector('#owh')?.textContent).toBe(ORDER_SHEET_WORDS.es.whatsAppConsentHint)
    box.click()
    order.querySelector('button[type=submit]')!.click()
    await settle()
    expect(asked.sent[0]!.body).toMatchObject({
      channel: 'pickup',
      pickup: { name: 'Ana', phone: '300 123 4567', time: '13:30', whatsappConsent: true },
    })

    const unasked = openMenuPage({ pickup: true })
    const plain = await pickupOrder(unasked)
    expect([...plain.querySelectorAll('input[type=checkbox]')]).toEqual([])
    expect(plain.textContent).not.toContain('WhatsApp')
    plain.querySelector('button[type=submit]')!.click()
    await settle()
    expect(unasked.sent[0]!.body).toMatchObject({ pickup: { name: 'Ana', whatsappConsent: false } })
  })
})
