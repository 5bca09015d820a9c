import { describe, expect, it } from 'vitest'
import { newOwner, publicPagesApp } from './test-menu.ts'

const { app, open } = publicPagesApp()

describe('the public menu page', () => {
  it('shows the business, its visible categories and products with prices, tags, days and availability', async () => {
    const owner = await newOwner(app())
    const [entradas, fuertes, bebidas] = owner.categories
    await owner.addProduct({ name: 'Empanadas', price: '8000', description: 'De carne', tags: ['Picante'] })
    await owner.addProduct(
      { name: 'Bandeja paisa', price: '32000', specialPrice: '28000', availableDays: 'Lun - Jue' },
      fuertes!.id,
    )
    await owner.addProduct({ name: 'Limonada', price: '6000', available: false }, bebidas!.id)
    await owner.call('PATCH', `/api/categories/${bebidas!.id}`, { isVisible: false })
    const response = await open(`/m/${owner.slug}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    const page = response.body
    expect(page).toContain('<html lang="es">')
    expect(page).toMatch(/<h1>Dueña \d+<\/h1>/)
    expect(page).toContain(`<h2>${entradas!.name}</h2>`)
    expect(page).toContain('<h3>Empanadas</h3><p class="pr">$\u00a08.000</p>')
    expect(page).toContain('De carne')
    expect(page).toContain('<use href="#i-chili"/></svg>Picante</li>')
    expect(page).toContain('$\u00a028.000<s><span class="sr">Precio normal </span>$\u00a032.000</s>')
    expect(page).toContain('Disponible: Lun - Jue')
    // The hidden category is left out with its products; the category bar jumps to the shown ones.
    expect(page).not.toContain('Limonada')
    expect(page).toContain('<a class="btn" href="#c1">Fuertes</a>')
    expect(page).not.toMatch(/<script type="module"|\/assets\//)
  })

  it('marks unavailable products and switches its own words to English with ?lang=en', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Arepa', price: '5000', available: false, tags: ['Vegano'] })
    const spanish = (await open(`/m/${owner.slug}`)).body
    expect(spanish).toContain('<li class="x">No disponible</li>')
    const english = (await open(`/m/${owner.slug}?lang=en`)).body
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<li class="x">Not available</li>')
    expect(english).toContain('Vegan</li>')
    expect(english).toContain('aria-label="Filter by tag"')
    expect(english).toContain('href="?lang=es" lang="es" hreflang="es">Español</a>')
  })

  it('shows a dish without a price as "Consultar precio", never $0 nor "No disponible"', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Pesca del día', price: null })
    await owner.addProduct({ name: 'Arepa', description: 'sin precio aún' })
    const spanish = (await open(`/m/${owner.slug}`)).body
    expect(spanish).toContain('<h3>Pesca del día</h3><p class="pr na">Consultar precio</p>')
    expect(spanish).toContain('<h3>Arepa</h3><p class="pr na">Consultar precio</p>')
    expect(spanish).not.toContain('$0')
    expect(spanish).not.toContain('No disponible')
    const english = (await open(`/m/${owner.slug}?lang=en`)).body
    // The dish's name is the owner's Spanish, said as Spanish on the English page.
    expect(english).toContain(
      '<h3><span lang="es">Pesca del día</span></h3><p class="pr na">Price on request</p>',
    )
  })

  it('shows owner-typed text as text, never as markup', async () => {
    const owner = await newOwner(app())
    await owner.call('PUT', `/api/catalogues/${owner.catalogue.id}/design`, {
      businessName: '"><img src=x onerror=alert(1)>',
      slogan: '</title><script>alert(2)</script>',
    })
    await owner.addProduct({ name: '<script>alert(3)</script>', price: '1000', description: 'a & b' })
    const page = (await open(`/m/${owner.slug}`)).body
    expect(page).toContain('<h3>&lt;script&gt;alert(3)&lt;/script&gt;</h3>')
    expect(page).toContain('<title>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</title>')
    expect(page).toContain('content="&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;"')
    expect(page).toContain('a &amp; b')
    expect(page).not.toMatch(/<script>alert|<img src=x/)
  })

  it('applies the design: font, sizes, colours, button style, gradient and display', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Arepa', price: '5000' })
    await owner.call('PUT', `/api/catalogues/${owner.catalogue.id}/design`, {
      font: 'Lato',
      titleSize: 48,
      textSize: 17,
      titleColour: '#112233',
      textColour: '#445566',
      buttonBackground: '#aa0000',
      buttonText: '#ffffee',
      buttonStyle: 'pill',
      background: '#fffaf0',
      gradient: '#ffe4c4',
      categoryDisplay: 'similar',
      welcomeTitle: 'Bienvenidos',
      slogan: 'Sabor de casa',
    })
    const page = (await open(`/m/${owner.slug}`)).body
    expect(page).toContain(
      '@font-face{font-family:"Lato";font-style:normal;font-display:swap;font-weight:400;',
    )
    expect(page).toContain('src:url(/fonts/lato-latin-400-normal.woff2) format("woff2")')
    expect(page).toContain('font:17px/1.5 "Lato",system-ui,sans-serif')
    expect(page).toContain('font-size:48px')
    expect(page).toContain('--title:#112233;')
    expect(page).toContain('--text:#445566;')
    expect(page).toContain('--accent:#aa0000;--on-accent:#ffffee;')
    expect(page).toContain('--radius:999px;')
    expect(page).toContain('background:#fffaf0 linear-gradient(180deg,#fffaf0,#ffe4c4)')
    expect(page).toContain('grid-template-columns:repeat(2,minmax(0,1fr))')
    // In a grid of cards a product without a photo keeps the grid's rhythm with its initial.
    expect(page).toContain('<div class="ph" aria-hidden="true">A</div>')
    expect(page).toContain('<p class="wel">Bienvenidos</p><p class="slo">Sabor de casa</p>')
    expect(page).toContain('<meta name="description" content="Sabor de casa">')
    // A shared link names the dishes; the slogan is on the share image.
    expect(page).toContain('<meta property="og:description" content="Arepa">')
  })

  it('serves the design fonts from our own server, cached for good', async () => {
    const font = await open('/fonts/lato-latin-400-normal.woff2')
    expect(font.statusCode).toBe(200)
    expect(font.headers['content-type']).toBe('font/woff2')
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(font.rawPayload.subarray(0, 4).toString()).toBe('wOF2')
    expect((await open('/fonts/inter-latin-ext-wght-normal.woff2')).statusCode).toBe(200)
    expect((await open('/fonts/..%2Fpackage.json')).statusCode).toBe(404)
  })

  it('allows exactly its own inline style and script, and keeps the app policy elsewhere', async () => {
    const owner = await newOwner(app())
    await owner.addProduct({ name: 'Arepa', price: '5000', tags: ['Vegano'] })
    const response = await open(`/m/${owner.slug}`)
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/)
    expect(csp).toMatch(/script-src 'sha256-[\w+/=]+'/)
    expect(csp).not.toContain('unsafe-inline')
    const appPolicy = String((await open('/api/health')).headers['content-security-policy'])
    expect(appPolicy).toContain("script-src 'self'")
  })
})

describe('a menu that is not there', () => {
  it('answers a friendly 404 page in the visitor language for an unknown slug', async () => {
    const spanish = await open('/m/no-existe')
    expect(spanish.statusCode).toBe(404)
    expect(spanish.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(spanish.body).toContain('<h1>Menú no encontrado</h1>')
    const english = await open('/m/no-existe', { 'accept-language': 'en-US,en;q=0.9' })
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain('<h1>Menu not found</h1>')
    expect((await open('/m/no-existe?lang=en')).body).toContain('Menu not found')
  })

  it('answers the 404 page for a business without an active catalogue', async () => {
    const owner = await newOwner(app())
    await owner.call('DELETE', `/api/catalogues/${owner.catalogue.id}`)
    const response = await open(`/m/${owner.slug}`)
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Menú no encontrado')
  })
})
