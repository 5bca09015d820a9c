import type { PublicOrder } from '#domain/ordering/order.schema.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { PageLanguage, PriceWriter, RenderedPage } from '../public-menu/index.ts'
import { clockTime, moneyWriter, type OrderVenue, orderLayout } from './order-pages.layout.ts'
import { fillWords, ORDER_WORDS, type OrderWords } from './order-pages.words.ts'

// The diner's page of one order (`/m/:slug/pedido/:token`, decision 074): its number, where it stands, what
// it holds and what it costs. Followed live: the page's one script listens to the order's event stream and,
// at each change, reads this same page again and puts its status block in place of the old one (the words
// stay the server's); the block is a polite live region. Without script, the page reloads itself every 30
// seconds while the order is still open.

const STEPS = ['received', 'preparing', 'ready', 'delivered'] as const
const OPEN: readonly PublicOrder['status'][] = ['received', 'preparing', 'ready']

const SCRIPT =
  "const b=document.getElementById('st'),e=new EventSource(b.dataset.u);let q=0;" +
  "e.addEventListener('order',async m=>{const o=JSON.parse(m.data);" +
  "if(o.status===b.dataset.s&&(o.readyAt||'')===b.dataset.r)return;const k=++q;" +
  "const r=await fetch(location.href,{cache:'no-store'});if(!r.ok||k!==q)return;" +
  "const n=new DOMParser().parseFromString(await r.text(),'text/html').getElementById('st');" +
  'if(!n||k!==q)return;b.innerHTML=n.innerHTML;b.dataset.s=n.dataset.s;b.dataset.r=n.dataset.r;' +
  "if(n.dataset.s==='delivered'||n.dataset.s==='rejected')e.close()})"

/** Whether the order may still change: its page then follows it. */
export const isOpenOrder = (order: PublicOrder) => OPEN.includes(order.status)

/** The steps as bars, the current one named for screen readers; a rejection after "Recibido". */
function steps(order: PublicOrder, words: OrderWords): HtmlSafe {
  if (order.status === 'rejected') {
    return html`<ol class="stp"><li class="dn">${words.steps.received}<span class="sr"> (${words.stepDone})</span></li><li class="rj" aria-current="step">${words.rejected}</li></ol>`
  }
  const current = STEPS.indexOf(order.status)
  const items = STEPS.map((step, index) => {
    if (index < current)
      return html`<li class="dn">${words.steps[step]}<span class="sr"> (${words.stepDone})</span></li>`
    if (index === current)
      return html`<li aria-current="step">${words.steps[step]}<span class="sr"> (${words.stepCurrent})</span></li>`
    return html`<li>${words.steps[step]}</li>`
  })
  return html`<ol class="stp">${items}</ol>`
}

/** The block the script replaces: the steps, the status in words, when it will be ready or why it was not. */
function statusBlock(venue: OrderVenue, order: PublicOrder, words: OrderWords): HtmlSafe {
  // When it will be ready matters only while it is being prepared: once ready, the page says so.
  const readyAt =
    order.status === 'preparing' && order.readyAt
      ? html`<p>${fillWords(words.readyAt, { time: clockTime(order.readyAt, venue.business.timeZone) })}</p>`
      : ''
  const reason =
    order.status === 'rejected' && order.rejectReason
      ? html`<p>${fillWords(words.reason, { reason: order.rejectReason })}</p>`
      : ''
  const stream = `/api/public/orders/${encodeURIComponent(order.token)}/events`
  return html`<section class="card f st" id="st" aria-live="polite" aria-labelledby="st-h" data-s="${order.status}" data-r="${order.readyAt ?? ''}" data-u="${stream}"><h2 class="sr" id="st-h">${words.statusTitle}</h2>${steps(order, words)}<p class="sn">${words.statusText[order.status]}</p>${readyAt}${reason}</section>`
}

/** "Mesa 4" for a numbered table, the table's own name otherwise; the pickup's time and name. */
function whereText(venue: OrderVenue, order: PublicOrder, words: OrderWords): string {
  if (order.channel === 'table') {
    return /^\d/.test(order.tableName) ? fillWords(words.table, { name: order.tableName }) : order.tableName
  }
  const time = order.pickupAt ? clockTime(order.pickupAt, venue.business.timeZone) : ''
  return fillWords(words.pickupAt, { time, name: order.pickupName })
}

function lineItem(line: PublicOrder['lines'][number], write: PriceWriter, words: OrderWords): HtmlSafe {
  const size = line.variantLabel ? ` · ${line.variantLabel}` : ''
  const extras =
    line.options.length > 0
      ? html`<span class="x">+ ${line.options.map((option) => option.label).join(', ')}</span>`
      : ''
  const note = line.note ? html`<span class="x">${fillWords(words.note, { note: line.note })}</span>` : ''
  const free =
    line.freeUnits > 0 ? html`<span class="x">${fillWords(words.free, { count: line.freeUnits })}</span>` : ''
  const before = Number(line.discount) > 0 ? html`<s>${write(line.subtotal)}</s>` : ''
  return html`<li><span><b>${line.quantity} × ${line.name}</b>${size}${extras}${note}${free}</span><span class="pr">${write(line.total)}${before}</span></li>`
}

function totals(order: PublicOrder, write: PriceWriter, words: OrderWords): HtmlSafe {
  const discount =
    Number(order.discount) > 0 ? html`<dt>${words.discount}</dt><dd>−${write(order.discount)}</dd>` : ''
  return html`<dl class="tt"><dt>${words.subtotal}</dt><dd>${write(order.subtotal)}</dd>${discount}<dt class="tl">${words.total}</dt><dd class="tl">${write(order.total)}</dd></dl>`
}

/** The order's page in `language`: live while the order is open, with a reload every 30 s without script. */
export function renderOrderStatusPage(
  venue: OrderVenue,
  order: PublicOrder,
  language: PageLanguage,
): RenderedPage {
  const words = ORDER_WORDS[language]
  const write = moneyWriter(venue, language)
  const title = fillWords(words.orderTitle, { number: order.number })
  const body = html`<h1>${title}</h1><p>${whereText(venue, order, words)}</p>${statusBlock(venue, order, words)}<section class="card f" aria-labelledby="ls"><h2 id="ls">${words.lines}</h2><ul class="ol">${order.lines.map(
    (line) => lineItem(line, write, words),
  )}</ul>${totals(order, write, words)}<p class="pay">${words.payAtPlace}</p></section>`
  const isOpen = isOpenOrder(order)
  return orderLayout(venue, language, title, body, {
    path: `/pedido/${order.token}`,
    head: isOpen ? raw('<noscript><meta http-equiv="refresh" content="30"></noscript>') : '',
    script: isOpen ? SCRIPT : undefined,
  })
}
