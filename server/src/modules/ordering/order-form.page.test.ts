import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders as orderRows } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner, type Owner } from '../public-menu/test-menu.ts'
import { housePizza } from './test-orders.ts'

// The plain pickup order form (decision 074), which works without script: the dishes that may be ordered now,
// a post that places the order and sends the diner to its page, the same form posted twice being one order,
// each refusal answered by the form again with every value kept; and the menu's link to it, only while the
// business takes pickup orders.

const now = Date.parse('2026-12-07T17:00:00Z') // a Monday, 12:00 in Bogotá
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

type Dish = {
  id: string
  variants: { id: string }[]
  optionGroups: { options: { id: string }[] }[]
}

/** A business taking pickup orders: a pizza in two sizes with extras and a sauce, a drink, and two dishes that cannot be ordered. */
async function pickupMenu(): Promise<{ owner: Owner; pizza: Dish; drink: Dish }> {
  const owner = await newOwner(app, 'Recoger')
  const pizza = await owner.addProduct(
    housePizza([{ name: 'Salsa', min: 0, max: 1, options: [{ label: 'Ajo' }, { label: 'Picante' }] }]),
  )
  const drink = await owner.addProduct({ name: 'Limonada de coco', price: '6500' })
  const tamal = await owner.addProduct({ name: 'Tamal agotado', price: '9000' })
  await owner.call('PUT', `/api/products/${tamal.id}/sold-out`, { soldOut: true })
  await owner.addProduct({
    name: 'Menú ejecutivo',
    kind: 'menu',
    variants: [{ label: 'Menú', price: '20000' }],
    courses: [{ name: 'Principal', choices: [{ name: 'Pollo' }] }],
  })
  await owner.call('PUT', '/api/ordering-settings', { table: false, pickup: true })
  return { owner, pizza, drink }
}

const open = (url: string) => app.inject({ method: 'GET', url })
const text = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const keyOf = (body: string) => /name="idempotencyKey" value="([^"]+)"/.exec(body)?.[1] ?? ''

function post(slug: string, fields: [string, string][], address = '10.9.0.1') {
  return app.inject({
    method: 'POST',
    url: `/m/${slug}/pedir`,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** The form's fields as a diner fills them: a medium pizza with cheese and garlic, two drinks, and the pickup. */
function filled(menu: { pizza: Dish; drink: Dish }, key: string, pickup: Record<string, string> = {}) {
  const { pizza, drink } = menu
  return [
    ['idempotencyKey', key],
    ['lang', 'es'],
    [`q.${pizza.id}.${pizza.variants[0]!.id}`, '0'],
    [`q.${pizza.id}.${pizza.variants[1]!.id}`, '1'],
    [`x.${pizza.id}.0`, pizza.optionGroups[0]!.options[0]!.id],
    [`x.${pizza.id}.1`, pizza.optionGroups[1]!.options[0]!.id],
    [`n.${pizza.id}`, 'sin cebolla'],
    [`q.${drink.id}.${drink.variants[0]!.id}`, '2'],
    [`n.${drink.id}`, ''],
    ['name', 'Lucía'],
    ['phone', '300 123 4567'],
    ['time', '13:45'],
  ].map(([name, value]) => [name, pickup[name!] ?? value]) as [string, string][]
}

describe('the pickup order form', () => {
  it('lists the dishes that may be ordered now with a labelled quantity per size, extras and a note', async () => {
    const { owner, pizza } = await pickupMenu()
    const page = await open(`/m/${owner.slug}/pedir`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['content-security-policy']).toContain("form-action 'self'")
    const words = text(page.body)
    expect(words).toContain('Pedir para recoger')
    expect(words).toContain('Cantidad de Pizza de la casa Mediana')
    expect(words).toContain('Limonada de coco')
    expect(words).not.toContain('Tamal agotado')
    expect(words).not.toContain('Menú ejecutivo')
    const quantity = `q-${pizza.id}-${pizza.variants[1]!.id}`
    expect(page.body).toContain(`<label for="${quantity}">`)
    expect(page.body).toMatch(
      new RegExp(
        `type="number" id="${quantity}" name="q\\.${pizza.id}\\.[^"]+" min="0" max="99"[^>]*inputmode="numeric"`,
      ),
    )
    expect(page.body).toContain(
      '<legend>Ingredientes extra <span class="hint">(elige hasta 2)</span></legend>',
    )
    expect(page.body).toContain(`type="checkbox" name="x.${pizza.id}.0"`)
    expect(page.body).toContain(`type="radio" name="x.${pizza.id}.1"`)
    expect(page.body).toContain('maxlength="140" placeholder="p. ej. sin cebolla"')
    expect(page.body).toMatch(/<input class="in" id="time" name="time" required value="" type="time"/)
    expect(words).toContain('Pagas en el local: en la mesa o en la caja.')
    // This deployment sends no WhatsApp messages: no box asks for one.
    expect(page.body).not.toContain('name="whatsapp"')
    expect(words).not.toContain('WhatsApp')
    expect(keyOf(page.body)).toMatch(/^[0-9a-f-]{36}$/)
    // Each rendering is a new order.
    expect(keyOf((await open(`/m/${owner.slug}/pedir`)).body)).not.toBe(keyOf(page.body))
    const en = text((await open(`/m/${owner.slug}/pedir?lang=en`)).body)
    expect(en).toContain('Order for pickup')
    expect(en).toContain('Quantity of Pizza de la casa Mediana')
    expect(en).toContain('You pay at the restaurant: at the table or the counter.')
  })

  it('places a pickup order and sends the diner to its page; the same form posted twice is one order', async () => {
    const menu = await pickupMenu()
    const key = keyOf((await open(`/m/${menu.owner.slug}/pedir`)).body)
    // A WhatsApp box ticked by hand means nothing where no messages are sent.
    const sent = await post(menu.owner.slug, [...filled(menu, key), ['whatsapp', '1']])
    expect(sent.statusCode, sent.body).toBe(303)
    const location = String(sent.headers.location)
    expect(location).toMatch(new RegExp(`^/m/${menu.owner.slug}/pedido/[\\w-]{16,}$`))
    const again = await post(menu.owner.slug, filled(menu, key))
    expect(again.statusCode).toBe(303)
    expect(again.headers.location).toBe(location)
    const { orders } = await menu.owner.call('GET', '/api/orders')
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ channel: 'pickup', pickupName: 'Lucía', pickupPhone: '300 123 4567' })
    const [row] = await app.database.db
      .select({ whatsappConsent: orderRows.whatsappConsent })
      .from(orderRows)
      .where(eq(orderRows.id, orders[0].id))
    expect(row?.whatsappConsent).toBe(false)
    expect(orders[0].lines).toMatchObject([
      { name: 'Pizza de la casa', variantLabel: 'Mediana', quantity: 1, note: 'sin cebolla' },
      { name: 'Limonada de coco', quantity: 2 },
    ])
    expect(orders[0].lines[0].options.map((o: { label: string }) => o.label)).toEqual(['Queso', 'Ajo'])
    const status = text((await open(location)).body)
    expect(status).toContain('Para recoger a las 13:45 · Lucía')
    expect(status).toContain('1 × Pizza de la casa · Mediana')
    expect(status).toContain('+ Queso, Ajo')
    expect(status).toContain('Nota: sin cebolla')
  })

  it('answers a form without dishes or name again, with the errors at the top and every value kept', async () => {
    const menu = await pickupMenu()
    const key = keyOf((await open(`/m/${menu.owner.slug}/pedir`)).body)
    const fields = filled(menu, key, { name: '' }).map(([name, value]): [string, string] =>
      name.startsWith('q.') ? [name, '0'] : [name, value],
    )
    const refused = await post(menu.owner.slug, fields)
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('<div class="alert" role="alert"')
    expect(refused.body).toContain('<a href="#dishes">Elige al menos un plato (pon una cantidad).</a>')
    expect(refused.body).toContain('<a href="#name">Escribe tu nombre.</a>')
    expect(refused.body).toMatch(/id="name" name="name" required value=""[^>]*aria-invalid="true"/)
    expect(refused.body).toContain('value="300 123 4567"')
    expect(refused.body).toContain('value="13:45"')
    expect(refused.body).toContain('value="sin cebolla"')
    expect(refused.body).toContain(`value="${menu.pizza.optionGroups[0]!.options[0]!.id}" checked`)
    expect(keyOf(refused.body)).toBe(key)
  })

  it('answers a pickup time already past with the form again, the quantities kept and the same key', async () => {
    const menu = await pickupMenu()
    const key = keyOf((await open(`/m/${menu.owner.slug}/pedir`)).body)
    const refused = await post(menu.owner.slug, filled(menu, key, { time: '11:30' }))
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain(
      '<a href="#time">Esa hora ya pasó. Elige una hora de hoy que esté por llegar.</a>',
    )
    expect(refused.body).toMatch(new RegExp(`name="q\\.${menu.drink.id}\\.[^"]+"[^>]*value="2"`))
    expect(keyOf(refused.body)).toBe(key)
    const fixed = await post(menu.owner.slug, filled(menu, key, { time: '12:30' }))
    expect(fixed.statusCode).toBe(303)
  })

  it('names a dish sold out since the form was rendered, and a dish with more extras than its group allows', async () => {
    const menu = await pickupMenu()
    const key = keyOf((await open(`/m/${menu.owner.slug}/pedir`)).body)
    const [ajo, picante] = menu.pizza.optionGroups[1]!.options
    const twoSauces = filled(menu, key, { [`x.${menu.pizza.id}.1`]: ajo!.id })
    twoSauces.push([`x.${menu.pizza.id}.1`, picante!.id])
    await menu.owner.call('PUT', `/api/products/${menu.drink.id}/sold-out`, { soldOut: true })
    const refused = await post(menu.owner.slug, twoSauces)
    expect(refused.statusCode).toBe(409)
    expect(refused.body).toContain(
      `<a href="#x-${menu.pizza.id}-0">Revisa los extras de Pizza de la casa: elige lo que pide cada grupo.</a>`,
    )
    expect(text(refused.body)).toContain('Limonada de coco ya no se puede pedir ahora: quítalo del pedido.')
    expect(keyOf(refused.body)).toBe(key)
  })

  it('escapes what owners and diners typed, in the form and on the order’s page', async () => {
    const owner = await newOwner(app, 'Escapes')
    const dish = await owner.addProduct({ name: '<script>alert(1)</script> Arepa', price: '5000' })
    await owner.call('PUT', '/api/ordering-settings', { table: false, pickup: true })
    const form = await open(`/m/${owner.slug}/pedir`)
    expect(form.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Arepa')
    expect(form.body).not.toContain('<script>alert(1)')
    const sent = await post(owner.slug, [
      ['idempotencyKey', keyOf(form.body)],
      [`q.${dish.id}.${dish.variants[0].id}`, '1'],
      [`n.${dish.id}`, '<script>steal()</script>'],
      ['name', '<b>Ana</b>'],
      ['phone', '3001234567'],
      ['time', '20:00'],
    ])
    expect(sent.statusCode).toBe(303)
    const page = await open(String(sent.headers.location))
    expect(page.body).toContain('Nota: &lt;script&gt;steal()&lt;/script&gt;')
    expect(page.body).toContain('&lt;b&gt;Ana&lt;/b&gt;')
    expect(page.body).not.toContain('<script>steal()')
    expect(page.body).not.toContain('<script>alert(1)')
  })

  it('is a notice while pickup orders are off, and refuses a post from another site', async () => {
    const menu = await pickupMenu()
    const key = keyOf((await open(`/m/${menu.owner.slug}/pedir`)).body)
    const foreign = await app.inject({
      method: 'POST',
      url: `/m/${menu.owner.slug}/pedir`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams(filled(menu, key)).toString(),
    })
    expect(foreign.statusCode).toBe(403)
    await menu.owner.call('PUT', '/api/ordering-settings', { table: true, pickup: false })
    const off = await open(`/m/${menu.owner.slug}/pedir?lang=en`)
    expect(off.statusCode).toBe(404)
    expect(text(off.body)).toContain('This restaurant is not taking orders online right now.')
    expect(text((await open(`/m/${menu.owner.slug}/pedir`)).body)).toContain('Pedidos no disponibles')
    const late = await post(menu.owner.slug, filled(menu, key))
    expect(late.statusCode).toBe(409)
    expect((await open('/m/no-such-business/pedir')).statusCode).toBe(404)
  })
})

describe('the menu’s link to the pickup order form', () => {
  it('shows only while pickup orders are on, the cached page following the switch', async () => {
    const owner = await newOwner(app, 'Enlace')
    await owner.addProduct({ name: 'Arepa', price: '5000' })
    const link = `href="/m/${owner.slug}/pedir?lang=es"`
    expect((await open(`/m/${owner.slug}?lang=es`)).body).not.toContain(link)
    await owner.call('PUT', '/api/ordering-settings', { table: false, pickup: true })
    const on = await open(`/m/${owner.slug}?lang=es`)
    expect(on.body).toContain(`<a class="btn" ${link}>Pedir para recoger</a>`)
    expect((await open(`/m/${owner.slug}?lang=en`)).body).toContain('>Order for pickup</a>')
    await owner.call('PUT', '/api/ordering-settings', { table: true, pickup: false })
    expect((await open(`/m/${owner.slug}?lang=es`)).body).not.toContain(link)
  })
})
