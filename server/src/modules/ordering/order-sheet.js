// The diner's order from the menu page, loaded on the first "Añadir" (the page's loader, public-menu.page.ts):
// a sheet per dish (size, extras within their limits, quantity, note), a bar with the order's count and
// preview total, the order's sheet, then sending it to the table of the QR code or for pickup. Every text
// from the owner or the diner goes in as textContent. The logic's functions come first (order-sheet.logic.js).
const box = document.getElementById('ob')
const slug = box.dataset.s
const api = `/api/public/menus/${encodeURIComponent(slug)}`
const lang = document.documentElement.lang
const tableKey = box.dataset.t ? new URLSearchParams(location.search).get('mesa') : null
const store = `pedido:${slug}`
let menu = null
let tableName = null
let saved = {}
try {
  saved = JSON.parse(sessionStorage.getItem(store)) || {}
} catch {}
let cart = Array.isArray(saved.cart) ? saved.cart : []
const orderKey = saved.key || crypto.randomUUID()
let refused = []
const W = () => menu.words
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m))

function el(tag, props, ...children) {
  const node = document.createElement(tag)
  for (const [k, v] of Object.entries(props || {})) {
    if (v === false || v == null) continue
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v)
    else if (k in node && k !== 'list') node[k] = v
    else node.setAttribute(k, v === true ? '' : v)
  }
  for (const c of children.flat()) if (c != null && c !== false) node.append(c)
  return node
}

let money = null
function price(units) {
  const { locale, options, sign, digits } = menu.format
  money ??= new Intl.NumberFormat(locale, options)
  return money
    .formatToParts(units / 10 ** digits)
    .map((p) => (p.type === 'currency' && sign && p.value === '$' ? sign : p.value))
    .join('')
}

function save() {
  sessionStorage.setItem(store, JSON.stringify({ cart, key: orderKey }))
  drawBar()
  requestQuote().then(drawBar, () => {})
}

// One dialog at a time; focus goes back to what opened it when it closes.
let dialog = null
function openDialog(title, body, opener) {
  dialog?.close()
  const id = `oh${Date.now()}`
  const close = el(
    'button',
    { type: 'button', className: 'btn o ox', onclick: () => dialog.close() },
    W().close,
  )
  const d = el(
    'dialog',
    { className: 'os', 'aria-labelledby': id },
    el('div', { className: 'oh' }, el('h2', { id }, title), close),
    body,
  )
  d.addEventListener('close', () => {
    d.remove()
    if (dialog === d) dialog = null
    opener?.isConnected && opener.focus()
  })
  document.body.append(d)
  dialog = d
  d.showModal()
  return d
}

function stepper(value, label, onChange) {
  const out = el('output', { 'aria-live': 'polite' }, String(value))
  const set = (n) => {
    value = Math.max(1, Math.min(99, n))
    out.textContent = String(value)
    onChange(value)
  }
  return el(
    'div',
    { className: 'st', role: 'group', 'aria-label': label },
    el(
      'button',
      { type: 'button', className: 'btn o', 'aria-label': W().less, onclick: () => set(value - 1) },
      '−',
    ),
    out,
    el(
      'button',
      { type: 'button', className: 'btn o', 'aria-label': W().more, onclick: () => set(value + 1) },
      '+',
    ),
  )
}

function limitsText(group) {
  const w = W()
  const t = group.min === group.max ? w.chooseExactly : group.min === 0 ? w.chooseUpTo : w.chooseBetween
  return fill(t, { min: group.min, max: group.max })
}

function openDish(productId, opener) {
  const dish = menu.dishes[productId]
  const w = W()
  if (!dish) return showNotice(w.unavailableNow, opener)
  const line = { productId, variantId: dish.sizes[0].id, optionIds: [], quantity: 1, note: '' }
  const add = el('button', { type: 'submit', className: 'btn ok' })
  const problem = el('p', { className: 'oe', role: 'alert' })
  const update = () => {
    const p = linePrice(dish, line)
    add.textContent = `${w.addToOrder} · ${price(p ?? 0)}`
  }
  const sizes =
    dish.sizes.length > 1
      ? el(
          'fieldset',
          {},
          el('legend', {}, w.size),
          dish.sizes.map((s, i) =>
            el(
              'label',
              {},
              el('input', {
                type: 'radio',
                name: 'sz',
                value: s.id,
                checked: i === 0,
                onchange: () => {
                  line.variantId = s.id
                  update()
                },
              }),
              ` ${s.label} · ${price(s.price)}`,
            ),
          ),
        )
      : null
  const groups = dish.groups.map((g, gi) => {
    const hint = el('span', { className: 'oi' }, ` (${limitsText(g)})`)
    // A group that asks for exactly one is a choice among radios; any other, boxes within its limits.
    const isOneOf = g.min === 1 && g.max === 1
    const inGroup = (id) => g.options.some((x) => x.id === id)
    const boxes = g.options.map((o) =>
      el(
        'label',
        {},
        el('input', {
          type: isOneOf ? 'radio' : 'checkbox',
          name: isOneOf ? `og${gi}` : null,
          value: o.id,
          onchange: (e) => {
            if (isOneOf) {
              line.optionIds = [...line.optionIds.filter((x) => !inGroup(x)), o.id]
              return update()
            }
            line.optionIds = e.target.checked
              ? [...line.optionIds, o.id]
              : line.optionIds.filter((x) => x !== o.id)
            // At the group's max the other boxes wait: the limit is said beside the group's name.
            const full = g.options.filter((x) => line.optionIds.includes(x.id)).length >= g.max
            for (const b of fs.querySelectorAll('input')) b.disabled = full && !b.checked
            update()
          },
        }),
        ` ${o.label}${o.price ? ` +${price(o.price)}` : ''}`,
      ),
    )
    const fs = el('fieldset', {}, el('legend', {}, g.name, hint), boxes)
    return fs
  })
  const note = el('textarea', {
    maxLength: 140,
    rows: 2,
    oninput: (e) => {
      line.note = e.target.value
    },
  })
  const form = el(
    'form',
    {
      onsubmit: (e) => {
        e.preventDefault()
        const missing = dish.groups.find((g) => groupProblem(g, line.optionIds))
        if (missing) {
          problem.textContent = `${missing.name}: ${limitsText(missing)}`
          return
        }
        cart = addLine(cart, { ...line, note: line.note.trim() })
        save()
        dialog.close()
      },
    },
    dish.allergens.length
      ? el('p', { className: 'oi' }, `${w.allergens}: ${dish.allergens.join(', ')}`)
      : null,
    sizes,
    groups,
    el(
      // A div, not a label: tapping a label's text would press the stepper's first button.
      'div',
      { className: 'ol' },
      w.quantity,
      stepper(1, w.quantity, (n) => {
        line.quantity = n
        update()
      }),
    ),
    el('label', { className: 'ol' }, `${w.note} ${w.optional}`, note),
    problem,
    add,
  )
  update()
  openDialog(dish.name, form, opener)
}

function showNotice(text, opener) {
  openDialog(W().orderTitle, el('p', { role: 'alert' }, text), opener)
}

// The order's lines as the server takes them.
const cartLines = () =>
  cart.map(({ productId, variantId, optionIds, quantity, note }) => ({
    productId,
    variantId,
    optionIds,
    quantity,
    note,
  }))

// The server's prices for the cart as it last asked them (2x1 offers are counted there, by the rules the
// order is placed at); null until then or when they could not be had, and the page's own sum stands in.
let quoted = null
const quoteFor = () => (quoted && quoted.lines === JSON.stringify(cartLines()) ? quoted.quote : null)
let asking = null
function requestQuote() {
  const lines = JSON.stringify(cartLines())
  if (cart.length === 0 || quoted?.lines === lines) return Promise.resolve(quoteFor())
  // One question per cart: the bar and the order's sheet both wait for the same answer.
  if (asking?.lines !== lines) {
    const answer = fetch(`${api}/orders/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: `{"lines":${lines}}`,
    }).then(async (res) => {
      if (res.ok) quoted = { lines, quote: (await res.json()).quote }
    })
    asking = { lines, answer }
  }
  return asking.answer.then(quoteFor)
}

let bar = null
function drawBar() {
  if (!menu) return
  const { count, subtotal } = cartTotals(cart, menu.dishes)
  if (!bar) {
    bar = el('button', { type: 'button', className: 'btn ob', onclick: () => openOrder(bar) })
    box.append(bar)
  }
  box.hidden = count === 0
  bar.textContent = fill(W().viewOrder, { count, total: price(quoteFor()?.total ?? subtotal) })
}

function openOrder(opener) {
  const w = W()
  const { subtotal } = cartTotals(cart, menu.dishes)
  const message = el('p', { className: 'oe', role: 'alert' })
  const amounts = []
  const lines = cart.map((line, i) => {
    const dish = menu.dishes[line.productId]
    const size = dish?.sizes.find((s) => s.id === line.variantId)
    const extras = dish
      ? dish.groups.flatMap((g) => g.options.filter((o) => line.optionIds.includes(o.id)).map((o) => o.label))
      : []
    const amount = dish ? linePrice(dish, line) : null
    amounts[i] = el('span', {}, amount === null ? '' : price(amount))
    const change = (n) => {
      cart = setQuantity(cart, i, n)
      // The server's marks were for the lines as they were sent.
      refused = []
      save()
      dialog.close()
      if (cart.length) openOrder(opener)
    }
    return el(
      'li',
      { className: refused.includes(i) ? 'oo bad' : 'oo' },
      el(
        'p',
        { className: 'on' },
        `${line.quantity} × ${dish ? dish.name : w.unavailableNow}`,
        size?.label ? ` · ${size.label}` : '',
        amounts[i],
      ),
      extras.length ? el('p', { className: 'oi' }, extras.join(', ')) : null,
      line.note ? el('p', { className: 'oi' }, fill(w.noteIs, { note: line.note })) : null,
      dish?.allergens.length
        ? el('p', { className: 'oi' }, `${w.allergens}: ${dish.allergens.join(', ')}`)
        : null,
      el(
        'div',
        { className: 'st' },
        el(
          'button',
          {
            type: 'button',
            className: 'btn o',
            'aria-label': `${w.less}: ${dish?.name ?? ''}`,
            onclick: () => change(line.quantity - 1),
          },
          '−',
        ),
        el(
          'button',
          {
            type: 'button',
            className: 'btn o',
            'aria-label': `${w.more}: ${dish?.name ?? ''}`,
            onclick: () => change(line.quantity + 1),
          },
          '+',
        ),
        el(
          'button',
          { type: 'button', className: 'btn o', onclick: () => change(0) },
          w.remove,
          el('span', { className: 'sr' }, ` ${dish?.name ?? ''}`),
        ),
      ),
    )
  })
  const pickup = tableName === null ? pickupFields() : null
  const send = el(
    'button',
    { type: 'submit', className: 'btn ok' },
    tableName === null ? w.sendPickup : fill(w.sendTable, { name: tableName }),
  )
  const discount = el('span')
  const total = el('span')
  const discountRow = el('p', { className: 'ot', hidden: true }, w.discount, discount)
  const totalRow = el('p', { className: 'ot', hidden: true }, w.total, total)
  const showQuote = (quote) => {
    if (!quote || !form.isConnected) return
    quote.lines.forEach((l, i) => {
      if (amounts[i]) amounts[i].textContent = price(l.total)
    })
    discount.textContent = `−${price(quote.discount)}`
    total.textContent = price(quote.total)
    discountRow.hidden = totalRow.hidden = quote.discount === 0
  }
  const form = el(
    'form',
    { onsubmit: (e) => sendOrder(e, send, message, pickup) },
    el('ul', { className: 'ou' }, lines),
    el('p', { className: 'ot' }, w.subtotal, el('span', {}, price(subtotal))),
    discountRow,
    totalRow,
    el('p', { className: 'oi' }, w.previewNote),
    el('p', {}, w.payAtPlace),
    pickup?.fields,
    message,
    send,
  )
  openDialog(w.orderTitle, form, opener)
  showQuote(quoteFor())
  requestQuote().then(showQuote, () => {})
  // A QR code whose table is gone (its key renewed) cannot send, unless the business also takes pickup.
  if (tableName === null && !box.dataset.p) {
    message.textContent = w.tableUnknown
    send.disabled = true
  }
}

function pickupFields() {
  const w = W()
  const input = (label, props) => {
    const i = el('input', { required: true, ...props })
    return [i, el('label', { className: 'ol' }, label, i)]
  }
  const [name, nameL] = input(w.name, { maxLength: 80, autocomplete: 'name' })
  const [phone, phoneL] = input(w.phone, { type: 'tel', maxLength: 30, autocomplete: 'tel' })
  const [time, timeL] = input(w.time, { type: 'time' })
  // Unticked, and only where the deployment sends WhatsApp messages.
  const consent = menu.asksWhatsAppConsent
    ? el('input', { type: 'checkbox', 'aria-describedby': 'owh' })
    : null
  return {
    fields: el(
      'div',
      {},
      nameL,
      phoneL,
      timeL,
      consent && el('label', {}, consent, ` ${w.whatsAppConsent}`),
      consent && el('p', { className: 'oi', id: 'owh' }, w.whatsAppConsentHint),
    ),
    read: () => ({
      name: name.value.trim(),
      phone: phone.value.trim(),
      time: time.value,
      whatsappConsent: consent?.checked === true,
    }),
  }
}

let sending = false
async function sendOrder(e, button, message, pickup) {
  e.preventDefault()
  if (sending) return
  sending = true
  button.disabled = true
  message.textContent = ''
  const body = {
    idempotencyKey: orderKey,
    channel: tableName === null ? 'pickup' : 'table',
    ...(tableName === null ? { pickup: pickup.read() } : { table: tableKey }),
    lines: cartLines(),
    language: lang,
  }
  try {
    const res = await fetch(`${api}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(body),
    })
    const json = await res.json().catch(() => ({}))
    if (res.ok && json.order) {
      sessionStorage.removeItem(store)
      location.assign(
        `/m/${encodeURIComponent(slug)}/pedido/${encodeURIComponent(json.order.token)}?lang=${lang}`,
      )
      return
    }
    refused = (json.error?.lines || []).map((l) => l.line)
    message.textContent = json.error?.message || W().failed
    for (const [i, li] of [...dialog.querySelectorAll('.oo')].entries())
      li.classList.toggle('bad', refused.includes(i))
    // A refused order was never placed: the same key goes with the next try, so a retry stays one order.
  } catch {
    message.textContent = W().failed
  }
  sending = false
  button.disabled = false
  save()
}

async function start() {
  const res = await fetch(`${api}/orderable?lang=${lang}`)
  // The business stopped taking orders since this page was kept: its buttons go away again.
  if (!res.ok) {
    for (const b of document.querySelectorAll('[data-o]')) b.hidden = true
    throw new Error('ordering closed')
  }
  menu = await res.json()
  if (tableKey) {
    const t = await fetch(`${api}/tables/${encodeURIComponent(tableKey)}`)
    if (t.ok) tableName = (await t.json()).name
  }
  // Dishes gone since the cart was made stay listed and are named by the server's refusal.
  drawBar()
}

const ready = start()
ready.catch(() => {})
document.addEventListener('click', (e) => {
  const b = e.target.closest?.('[data-o]')
  if (b) ready.then(() => openDish(b.dataset.o, b))
})
window.vitrinaOrder = (b) => ready.then(() => b && openDish(b.dataset.o, b))
