import type { FastifyInstance } from 'fastify'
import { JSDOM, type TestElement } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { postPromotion } from '../promotions/test-promotions.ts'
import { createMenuOwner, type MenuOwner, readReport, sendTakenBeacon, today } from './test-visits.ts'
import { VISIT_BEACON_SCRIPT } from './visit-beacon.ts'

// The beacon script of the public page, run on the page the server renders in a DOM: what it sends and
// when, and that the server counts what it sends once.

let app: FastifyInstance
let owner: MenuOwner
let html: string

beforeAll(async () => {
  app = await createTestApp()
  owner = await createMenuOwner(app, 'beacon')
  const card = await postPromotion(owner, {
    catalogueId: owner.catalogueId,
    tipo: 'normal',
    nombre: 'Café y pan',
  })
  expect(card.statusCode, card.body).toBe(201)
  html = (await app.inject({ method: 'GET', url: `/m/${owner.slug}` })).body
})
afterAll(async () => {
  await app.close()
})

type Beacon = { m: string; v: string; c?: string[]; p?: string[] }

/**
 * The page at `address` with only the beacon script run: sendBeacon and
 * IntersectionObserver stand in for the browser's, `see` plays an element coming half into view, `hide` the
 * diner leaving the tab.
 */
function openPage(address: string) {
  const dom = new JSDOM(html, { url: `http://localhost${address}`, runScripts: 'outside-only' })
  const { window } = dom
  const sent: { url: string; body: Beacon }[] = []
  let notify: (entries: { isIntersecting: boolean; target: TestElement }[]) => void = () => {}
  Object.assign(window.navigator, {
    sendBeacon: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0,
  })
  Object.assign(window, {
    IntersectionObserver: class {
      constructor(callback: typeof notify) {
        notify = callback
      }
      observe() {}
      unobserve() {}
    },
  })
  window.eval(VISIT_BEACON_SCRIPT)
  const document = window.document
  return {
    sent,
    document,
    load: () => window.dispatchEvent(new window.Event('load')),
    see: (selector: string, index = 0) =>
      notify([{ isIntersecting: true, target: document.querySelectorAll(selector)[index]! }]),
    hide: () => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true })
      document.dispatchEvent(new window.Event('visibilitychange'))
    },
  }
}

describe('the visit beacon', () => {
  it('sends nothing as the page loads, nor when the diner leaves without opening anything', () => {
    const page = openPage(`/m/${owner.slug}?src=qr`)
    page.load()
    page.hide()
    expect(page.sent).toEqual([])
  })

  it('sends the categories and cards seen when the page is hidden, each once, with the load’s id', async () => {
    const page = openPage(`/m/${owner.slug}?src=qr`)
    page.load()
    page.see('.s[data-k] > h2')
    page.see('.pc[data-k]')
    page.see('.s[data-k] > h2')
    page.hide()
    page.hide()
    expect(page.sent).toHaveLength(1)
    const [opened] = page.sent
    const firstCategory = page.document.querySelector('.s[data-k]')!.dataset.k
    const card = page.document.querySelector('.pc[data-k]')!.dataset.k
    expect(opened).toEqual({
      url: '/api/public/visits',
      body: { m: owner.slug, v: expect.stringMatching(/^[0-9a-z]{1,16}$/), c: [firstCategory], p: [card] },
    })

    page.see('.s[data-k] > h2', 1)
    page.hide()
    expect(page.sent).toHaveLength(2)
    expect(page.sent[1]!.body.v).toBe(opened!.body.v)
    expect(page.sent[1]!.body.c).toHaveLength(1)
    expect(page.sent[1]!.body.c).not.toContain(firstCategory)

    // What the page sent, as the browser would send it (and again), counts two categories and the card once.
    for (const { body } of [...page.sent, ...page.sent]) await sendTakenBeacon(app, body)
    const report = await readReport(owner)
    expect(report.categories.map((category) => category.views)).toEqual([1, 1])
    expect(report.promotions).toEqual([{ id: card, name: 'Café y pan', views: 1 }])
    expect(today(report)).toMatchObject({ qr: 0, direct: 0, other: 0 })
  })
})
