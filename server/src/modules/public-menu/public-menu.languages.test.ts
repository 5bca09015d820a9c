import { describe, expect, it } from 'vitest'
import { newOwner, publicPagesApp } from './test-menu.ts'

// The diner's menu through the API and the page (decision 053): allergens and English texts are the owner's
// own, the page speaks the diner's language with each field falling back to the original, and filters and
// prints.

const { app, open } = publicPagesApp()

describe('allergens and English texts', () => {
  it('are kept with the product and category, and stay the owner’s: another owner can neither read nor change them', async () => {
    const owner = await newOwner(app())
    const other = await newOwner(app())
    const flan = await owner.addProduct({
      name: 'Flan',
      price: '4',
      description: 'Con caramelo',
      allergens: ['lacteos', 'huevos'],
      allergenTraces: ['frutos-de-cascara'],
      translations: { en: { name: 'Caramel custard' } },
    })
    expect(flan).toMatchObject({
      allergens: ['huevos', 'lacteos'],
      allergenTraces: ['frutos-de-cascara'],
      translations: { en: { name: 'Caramel custard' } },
    })
    const category = owner.categories[0]!
    const renamed = await owner.call('PATCH', `/api/categories/${category.id}`, {
      translations: { en: { name: 'Starters', description: '' } },
    })
    expect(renamed.translations).toEqual({ en: { name: 'Starters' } })

    const intrusion = await app().inject({
      method: 'PATCH',
      url: `/api/products/${flan.id}`,
      headers: { cookie: other.cookie },
      payload: { allergens: [], translations: { en: { name: 'Hacked' } } },
    })
    expect(intrusion.statusCode).toBe(404)
    const theirs = await other.call('GET', `/api/catalogues/${other.catalogue.id}/products`)
    expect(JSON.stringify(theirs)).not.toContain('Caramel custard')
    const ours = await owner.call('GET', `/api/catalogues/${owner.catalogue.id}/products`)
    expect(ours[0]).toMatchObject({
      allergens: ['huevos', 'lacteos'],
      translations: { en: { name: 'Caramel custard' } },
    })
  })

  it('keep a trace apart from a contained allergen when only one list changes', async () => {
    const owner = await newOwner(app())
    const bread = await owner.addProduct({ name: 'Pan', price: '2', allergenTraces: ['sesamo', 'gluten'] })
    const changed = await owner.call('PATCH', `/api/products/${bread.id}`, { allergens: ['gluten'] })
    expect(changed).toMatchObject({ allergens: ['gluten'], allergenTraces: ['sesamo'] })
    const refused = await app().inject({
      method: 'PATCH',
      url: `/api/products/${bread.id}`,
      headers: { cookie: owner.cookie },
      payload: { allergens: ['soja'], allergenTraces: ['soja'] },
    })
    expect(refused.statusCode).toBe(400)
  })
})

describe('the public menu in the diner’s language', () => {
  it('follows an English browser, falls back field by field to the Spanish, and marks what stays Spanish', async () => {
    const owner = await newOwner(app())
    const category = owner.categories[0]!
    await owner.call('PATCH', `/api/categories/${category.id}`, {
      translations: { en: { name: 'Starters' } },
    })
    await owner.addProduct({
      name: 'Sopa de ajo',
      price: '5',
      description: 'Con huevo escalfado',
      translations: { en: { name: 'Garlic soup' } },
    })
    const english = await open(`/m/${owner.slug}`, { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' })
    expect(english.headers.vary).toContain('accept-language')
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain('<h2>Starters</h2>')
    expect(english.body).toContain('<h3>Garlic soup</h3>')
    expect(english.body).toContain('<p class="d"><span lang="es">Con huevo escalfado</span></p>')

    const spanish = await open(`/m/${owner.slug}`, { 'accept-language': 'es-ES,es;q=0.9' })
    expect(spanish.body).toContain('<html lang="es">')
    expect(spanish.body).toContain('<h3>Sopa de ajo</h3>')
    expect(spanish.body).not.toContain('Garlic soup')

    // The switch wins over the browser, and a browser in neither language gets the business's own.
    const switched = await open(`/m/${owner.slug}?lang=es`, { 'accept-language': 'en' })
    expect(switched.body).toContain('<h3>Sopa de ajo</h3>')
    expect(switched.headers.vary).not.toContain('accept-language')
    expect((await open(`/m/${owner.slug}`, { 'accept-language': 'de-DE' })).body).toContain(
      '<html lang="es">',
    )
  })
})

describe('the diner’s language choice', () => {
  it('is kept in the language cookie, so the next visit opens in it whatever the browser prefers', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Sopa de ajo', price: '5', translations: { en: { name: 'Garlic soup' } } })
    const spanishBrowser = { 'accept-language': 'es-ES,es;q=0.9' }

    // The switch to English: the answer remembers it, and is not one a shared cache may keep.
    const chosen = await open(`/m/${owner.slug}?lang=en`, spanishBrowser)
    expect(chosen.body).toContain('<html lang="en">')
    const cookie = String(chosen.headers['set-cookie'])
    expect(cookie).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/)
    expect(chosen.headers['cache-control']).toMatch(/^private/)

    // The next visit, from the QR code's address: English, and the answer varies with the cookie.
    const next = await open(`/m/${owner.slug}?src=qr`, { ...spanishBrowser, cookie: 'lang=en' })
    expect(next.body).toContain('<html lang="en">')
    expect(next.body).toContain('<h3>Garlic soup</h3>')
    expect(next.headers.vary).toContain('cookie')
    expect(next.headers['set-cookie']).toBeUndefined()
    expect(
      (await open(`/m/${owner.slug}/alergenos`, { ...spanishBrowser, cookie: 'lang=en' })).body,
    ).toContain('<html lang="en">')

    // Back to Spanish on an English browser: the choice wins over the browser too.
    const back = await open(`/m/${owner.slug}?lang=es`, { 'accept-language': 'en', cookie: 'lang=en' })
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=es;/)
    const after = await open(`/m/${owner.slug}`, { 'accept-language': 'en', cookie: 'other=1; lang=es' })
    expect(after.body).toContain('<html lang="es">')
  })

  it('sets no cookie on a diner who chose nothing, and none when the choice is already kept', async () => {
    const owner = await newOwner(app())
    const first = await open(`/m/${owner.slug}`, { 'accept-language': 'en' })
    expect(first.body).toContain('<html lang="en">')
    expect(first.headers['set-cookie']).toBeUndefined()
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const again = await open(`/m/${owner.slug}?lang=en`, { cookie: 'lang=en' })
    expect(again.headers['set-cookie']).toBeUndefined()
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

describe('the allergen filter and table of a public menu', () => {
  it('hides the dishes with the allergen asked for, as a plain form sends it', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Pan de la casa', price: '3', allergens: ['gluten'] })
    await owner.addProduct({ name: 'Ensalada verde', price: '6' })
    const all = (await open(`/m/${owner.slug}`)).body
    expect(all).toMatch(
      /<article class="[^"]*" data-t="" data-a="gluten" data-r=""><div class="b"><div class="h"><h3>Pan de la casa/,
    )
    const page = (await open(`/m/${owner.slug}?sin=gluten&sin=nada&lang=es`)).body
    expect(page).toMatch(/data-a="gluten" data-r="" hidden>.*?<h3>Pan de la casa/)
    expect(page).toMatch(/data-a="" data-r="">(?:(?!hidden).)*?<h3>Ensalada verde/)
    expect(page).toContain('value="gluten" checked>')
  })

  it('hides the dishes that may carry traces too when asked "trazas", as a page of its own', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Flan', price: '4', allergenTraces: ['frutos-de-cascara'] })
    await owner.addProduct({ name: 'Ensalada verde', price: '6' })
    const contains = (await open(`/m/${owner.slug}?sin=frutos-de-cascara`)).body
    expect(contains).toMatch(/data-r="frutos-de-cascara">(?:(?!hidden).)*?<h3>Flan/)
    expect(contains).toContain('0 platos ocultos por alérgenos')
    const traces = (await open(`/m/${owner.slug}?sin=frutos-de-cascara&trazas=1`)).body
    expect(traces).toMatch(/data-r="frutos-de-cascara" hidden>.*?<h3>Flan/)
    expect(traces).toContain('1 plato oculto por alérgenos')
  })

  it('prints the active catalogue’s table, and the owner’s preview of another only for them', async () => {
    const owner = await newOwner(app())
    const other = await newOwner(app())
    await owner.addProduct({
      name: 'Flan',
      price: '4',
      allergens: ['huevos', 'lacteos'],
      allergenTraces: ['frutos-de-cascara'],
    })
    const table = await open(`/m/${owner.slug}/alergenos`)
    expect(table.statusCode).toBe(200)
    expect(table.body).toContain('<h1>Tabla de alérgenos</h1>')
    const row = table.body.slice(table.body.indexOf('<th scope="row">Flan</th>'))
    const cells = row.slice(0, row.indexOf('</tr>')).match(/<td[^>]*>.*?<\/td>/g) ?? []
    expect(cells).toHaveLength(14)
    const marks = cells
      .map((cell) => (cell.includes('●') ? 'C' : cell.includes('Trazas') ? 'T' : '-'))
      .join('')
    // In the regulation's order: eggs 3rd, milk 7th, tree nuts 8th.
    expect(marks).toBe('--C---CT------')
    expect(table.headers['content-security-policy']).toContain("script-src 'sha256-")

    const draft = await owner.call('POST', '/api/catalogues', { template: 'moderno' })
    const preview = `/m/${owner.slug}/alergenos?preview=${draft.id}`
    expect((await open(preview, { cookie: owner.cookie })).statusCode).toBe(200)
    expect((await open(preview, { cookie: other.cookie })).statusCode).toBe(404)
    expect((await open(preview)).statusCode).toBe(404)
    expect((await open('/m/nadie-aqui/alergenos')).statusCode).toBe(404)
  })
})
