import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { newOwner, type Owner, publicPagesApp } from './test-menu.ts'

// The diner's WhatsApp links on the public menu (decision 072): "Escríbenos por WhatsApp" in the contact and
// "Preguntar por este plato" under each dish, each switched in Negocio, in the page's language, escaped.

const { app, open } = publicPagesApp()

/**
 * Every wa.me link of a page, in page order: its number, the message it starts the chat with, the words it
 * shows and its name (what a screen reader says: the words and what only it reads, tags left out).
 */
function whatsAppLinks(body: string) {
  return [
    ...body.matchAll(
      /<a (?:class="btn" )?href="(https:\/\/wa\.me\/[^"]*)" target="_blank" rel="noopener">(.*?)<\/a>/g,
    ),
  ].map(([, href = '', inside = '']) => {
    const url = new URL(href.replaceAll('&amp;', '&'))
    return {
      href,
      number: url.pathname.slice(1),
      message: url.searchParams.get('text'),
      text: inside.replace(/<span class="sr">.*?<\/span>/g, ''),
      name: inside.replace(/<[^>]*>/g, ''),
    }
  })
}

async function ownerWithNumber(uses: object, name = 'Casa Pepa') {
  const owner = await newOwner(app(), name, 'ES')
  await owner.call('PATCH', '/api/business', { name, whatsappNumber: '612 345 678', whatsappUses: uses })
  return owner
}

const page = async (owner: Owner, language: 'es' | 'en' = 'es') => {
  const response = await open(`/m/${owner.slug}?lang=${language}`)
  expect(response.statusCode).toBe(200)
  return response.body
}

describe('the public menu’s WhatsApp links', () => {
  it('are absent while the business has no number, whatever its switches', async () => {
    const owner = await newOwner(app(), 'Sin número')
    await owner.call('PATCH', '/api/business', { whatsappUses: { menu: true, dish: true } })
    await owner.addProduct({ name: 'Arepa', price: '5000' })
    expect(await page(owner)).not.toContain('wa.me')
  })

  it('write to the business from the contact, with a message naming it, in a new tab', async () => {
    const owner = await ownerWithNumber({ menu: true, dish: false })
    await owner.addProduct({ name: 'Tortilla', price: '8' })
    const body = await page(owner)
    expect(whatsAppLinks(body)).toEqual([
      {
        href: expect.stringMatching(/^https:\/\/wa\.me\/34612345678\?text=Hola%2C%20Casa%20Pepa/),
        number: '34612345678',
        message: 'Hola, Casa Pepa. Vi su menú y quería hacerles una consulta.',
        text: 'Escríbenos por WhatsApp',
        name: 'Escríbenos por WhatsApp',
      },
    ])
    expect(body).toMatch(
      /<footer class="ct"><h2>Contacto<\/h2><p class="wa"><a class="btn" href="https:\/\/wa\.me\//,
    )
  })

  it('ask about each dish by its name when the dish switch is on, the contact link gone when its is off', async () => {
    const owner = await ownerWithNumber({ menu: false, dish: true })
    await owner.addProduct({ name: 'Tortilla', price: '8' })
    await owner.addProduct({ name: 'Croquetas', price: '6' })
    const links = whatsAppLinks(await page(owner))
    expect(links.map((link) => [link.text, link.message])).toEqual([
      ['Preguntar por este plato', 'Hola, Casa Pepa. ¿Me cuentan más sobre «Tortilla»?'],
      ['Preguntar por este plato', 'Hola, Casa Pepa. ¿Me cuentan más sobre «Croquetas»?'],
    ])
    // Each link is named by its dish for a screen reader, the name hidden from sight.
    expect(links.map((link) => link.name)).toEqual([
      'Preguntar por este plato: Tortilla',
      'Preguntar por este plato: Croquetas',
    ])
  })

  it('speak English on the English page, the dish by its English name', async () => {
    const owner = await ownerWithNumber({ menu: true, dish: true })
    await owner.addProduct({
      name: 'Sopa de ajo',
      price: '5',
      translations: { en: { name: 'Garlic soup' } },
    })
    const links = whatsAppLinks(await page(owner, 'en'))
    expect(links.map((link) => [link.name, link.message])).toEqual([
      ['Ask about this dish: Garlic soup', 'Hello, Casa Pepa. Could you tell me more about "Garlic soup"?'],
      ['Write to us on WhatsApp', 'Hello, Casa Pepa. I saw your menu and have a question.'],
    ])
  })

  it('carry what the owner typed encoded in the address and escaped in the page', async () => {
    const owner = await ownerWithNumber({ menu: true, dish: true }, 'Pepa "&" <Co>')
    await owner.addProduct({ name: 'Ñoquis <b>"a la" crema</b> & más', price: '9' })
    const body = await page(owner)
    expect(body).not.toContain('<Co>')
    expect(body).not.toContain('<b>')
    const links = whatsAppLinks(body)
    expect(links).toHaveLength(2)
    for (const link of links) expect(link.href).toMatch(/^https:\/\/wa\.me\/34612345678\?text=[\w%.-]+$/)
    expect(links[0]?.message).toBe(
      'Hola, Pepa "&" <Co>. ¿Me cuentan más sobre «Ñoquis <b>"a la" crema</b> & más»?',
    )
    expect(links[0]?.name).toBe(
      'Preguntar por este plato: Ñoquis &lt;b&gt;&quot;a la&quot; crema&lt;/b&gt; &amp; más',
    )
  })

  it('follow the switches at once: the cached page changes with them', async () => {
    const owner = await ownerWithNumber({ menu: true })
    await owner.addProduct({ name: 'Tortilla', price: '8' })
    expect(whatsAppLinks(await page(owner))).toHaveLength(1)
    await owner.call('PATCH', '/api/business', { whatsappUses: { menu: false } })
    expect(whatsAppLinks(await page(owner))).toHaveLength(0)
    await owner.call('PATCH', '/api/business', {
      whatsappUses: { menu: true },
      whatsappNumber: '+57 300 123 4567',
    })
    expect(whatsAppLinks(await page(owner)).map((link) => link.number)).toEqual(['573001234567'])
  })
})

describe('the page’s weight with the links', () => {
  it('stays under 30 KB gzipped with a link under each of 40 dishes, the links adding under 2 KB', async () => {
    const owner = await ownerWithNumber({ menu: true, dish: false })
    const words = 'con queso costeño, hogao de la casa, aguacate y un toque de cilantro fresco'
    for (let n = 0; n < 40; n++) {
      await owner.addProduct(
        { name: `Plato número ${n + 1} de la casa`, price: String(12 + n), description: `${words} (${n}).` },
        owner.categories[n % 3]!.id,
      )
    }
    const gzipped = async () => {
      const response = await open(`/m/${owner.slug}`, { 'accept-encoding': 'gzip' })
      return { bytes: response.rawPayload.length, page: gunzipSync(response.rawPayload).toString() }
    }
    const without = await gzipped()
    await owner.call('PATCH', '/api/business', { whatsappUses: { dish: true } })
    const withLinks = await gzipped()
    expect(whatsAppLinks(withLinks.page)).toHaveLength(41)
    expect(withLinks.bytes).toBeLessThan(30 * 1024)
    expect(withLinks.bytes - without.bytes).toBeLessThan(2 * 1024)
  })
})
