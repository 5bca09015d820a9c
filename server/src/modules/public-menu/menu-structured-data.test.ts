import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { NO_OFFERS } from './menu-offers.ts'
import { offerPrice } from './menu-structured-data.ts'
import { type MenuPageModel, renderMenuPage } from './public-menu.page.ts'
import { categoryRow, productRow, variant } from './test-rows.ts'

// The menu as search engines read it: the JSON-LD of the page's head, parsed back as they parse it.

const starters = categoryRow({ id: 'c1', name: 'Entradas', translations: { en: { name: 'Starters' } } })
const drinks = categoryRow({ id: 'c2', name: 'Bebidas', position: 1 })
const arepa = productRow('are', 'Arepa', '5.5', {
  description: 'De maíz',
  tags: ['Sin gluten', 'Picante'],
  translations: { en: { name: 'Corn cake' } },
})
const wine = productRow('vin', 'Vino tinto', [variant('Copa', '4.5'), variant('Botella', '18', '16')])
const catch_ = productRow('pes', 'Pesca del día', null, { tags: ['Vegano'] })

function model(change: Partial<MenuPageModel> = {}): MenuPageModel {
  return {
    business: {
      name: 'Casa Pepe',
      slug: 'casa-pepe',
      currency: 'EUR',
      country: 'ES',
      contactPhone: '+34 600 000 000',
      contactAddress: 'Calle Mayor 1, Madrid',
      openingHours: [
        { dia: 1, desde: '13:00', hasta: '16:00' },
        { dia: 5, desde: '20:00', hasta: '01:00' },
      ],
    },
    design: DEFAULT_DESIGN,
    sections: [
      { category: starters, products: [arepa, catch_] },
      { category: drinks, products: [wine] },
    ],
    offers: NO_OFFERS,
    language: 'es',
    originalLanguage: 'es',
    without: [],
    alsoTraces: false,
    previewId: null,
    publicUrl: 'https://vitrina.example',
    isBookable: true,
    ...change,
  }
}

/** The page's JSON-LD blocks, as a crawler's HTML parser finds and reads them. */
function structuredData(html: string): unknown[] {
  const { document } = new JSDOM(html).window
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? ''),
  )
}

type Data = Record<string, unknown> & { hasMenu: { hasMenuSection: Record<string, unknown>[] } }
const restaurantOf = (html: string) => structuredData(html)[0] as Data
const itemsOf = (data: Data, section: number) =>
  data.hasMenu.hasMenuSection[section]?.hasMenuItem as Record<string, unknown>[]

describe('the menu page for search engines', () => {
  it('describes the restaurant, its contact, hours, bookings and its menu in the page language', () => {
    const data = restaurantOf(renderMenuPage(model()).html)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('Restaurant')
    expect(data.name).toBe('Casa Pepe')
    expect(data.url).toBe('https://vitrina.example/m/casa-pepe')
    expect(data.telephone).toBe('+34 600 000 000')
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Calle Mayor 1, Madrid' })
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '13:00',
        closes: '16:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '20:00',
        closes: '01:00',
      },
    ])
    expect(data.acceptsReservations).toBe('https://vitrina.example/m/casa-pepe/reservar')
    expect(data.image).toMatch(/^https:\/\/vitrina\.example\/m\/casa-pepe\/share\.png\?v=[\w-]{16}$/)
    expect(data.hasMenu).toMatchObject({ '@type': 'Menu', inLanguage: 'es' })
    expect(data.hasMenu.hasMenuSection.map((section) => [section['@type'], section.name])).toEqual([
      ['MenuSection', 'Entradas'],
      ['MenuSection', 'Bebidas'],
    ])
  })

  it('gives each dish a name, its description, one offer per size with a string price, and its diets', () => {
    const data = restaurantOf(renderMenuPage(model()).html)
    const [arepaItem, catchItem] = itemsOf(data, 0)
    expect(arepaItem).toEqual({
      '@type': 'MenuItem',
      name: 'Arepa',
      description: 'De maíz',
      offers: [{ '@type': 'Offer', price: '5.50', priceCurrency: 'EUR' }],
      suitableForDiet: ['https://schema.org/GlutenFreeDiet'],
    })
    // No price is invented for a dish without one: it has no offer at all.
    expect(catchItem).toEqual({
      '@type': 'MenuItem',
      name: 'Pesca del día',
      suitableForDiet: ['https://schema.org/VeganDiet'],
    })
    // Sizes are several offers, each named; the special price is the one a diner pays.
    expect(itemsOf(data, 1)[0]?.offers).toEqual([
      { '@type': 'Offer', name: 'Copa', price: '4.50', priceCurrency: 'EUR' },
      { '@type': 'Offer', name: 'Botella', price: '16.00', priceCurrency: 'EUR' },
    ])
  })

  it('speaks the page language, with the English addresses', () => {
    const data = restaurantOf(renderMenuPage(model({ language: 'en' })).html)
    expect(data.url).toBe('https://vitrina.example/m/casa-pepe?lang=en')
    expect(data.acceptsReservations).toBe('https://vitrina.example/m/casa-pepe/reservar?lang=en')
    expect(data.hasMenu).toMatchObject({ inLanguage: 'en' })
    expect(data.hasMenu.hasMenuSection[0]?.name).toBe('Starters')
    expect(itemsOf(data, 0)[0]?.name).toBe('Corn cake')
  })

  it('leaves out what the business never said: no phone, address, hours nor bookings', () => {
    const plain = model({
      business: { name: 'Casa Pepe', slug: 'casa-pepe', currency: 'COP', country: 'CO' },
      isBookable: false,
      sections: [{ category: starters, products: [productRow('emp', 'Empanada', '8000')] }],
    })
    const data = restaurantOf(renderMenuPage(plain).html)
    for (const field of ['telephone', 'address', 'openingHoursSpecification', 'acceptsReservations'])
      expect(data).not.toHaveProperty(field)
    expect(itemsOf(data, 0)[0]?.offers).toEqual([{ '@type': 'Offer', price: '8000', priceCurrency: 'COP' }])
  })

  it('keeps owner text inside its script element: "</script>" in a dish name cannot break out', () => {
    const hostile = productRow('bad', '</script><script>alert(1)</script>', '1', {
      description: '<!-- & \u2028',
    })
    const html = renderMenuPage(model({ sections: [{ category: starters, products: [hostile] }] })).html
    const { document } = new JSDOM(html).window
    // The page's only scripts are the data block and its own (no tags or allergens here: none at all).
    expect(Array.from(document.querySelectorAll('script'), (script) => script.getAttribute('type'))).toEqual([
      'application/ld+json',
    ])
    const item = itemsOf(restaurantOf(html), 0)[0]
    expect(item?.name).toBe('</script><script>alert(1)</script>')
    expect(item?.description).toBe('<!-- & \u2028')
    expect(html).not.toContain('</script><script>alert(1)')
  })

  it('is left out of the owner’s preview, which search engines must not index', () => {
    const html = renderMenuPage(model({ previewId: '00000000-0000-4000-8000-000000000000' })).html
    expect(structuredData(html)).toEqual([])
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('rel="canonical"')
  })
})

describe('an offer price', () => {
  it('is the exact decimal with the currency’s minor digits', () => {
    expect(offerPrice('12.5', 'EUR')).toBe('12.50')
    expect(offerPrice('12', 'USD')).toBe('12.00')
    expect(offerPrice('8000', 'COP')).toBe('8000')
    expect(offerPrice('8000.00', 'COP')).toBe('8000')
    expect(offerPrice('0.1', 'KWD')).toBe('0.100')
  })
})

describe('the menu page’s own address', () => {
  const canonical = (html: string) => new JSDOM(html).window.document.querySelector('link[rel=canonical]')
  const english = { language: 'en', originalLanguage: 'es' } as const

  it('is the bare one where the diner’s browser chose the language, the one that named it otherwise', () => {
    const negotiated = renderMenuPage(model({ ...english, isLanguageAsked: false })).html
    expect(canonical(negotiated)?.getAttribute('href')).toBe('https://vitrina.example/m/casa-pepe')
    const asked = renderMenuPage(model({ ...english, isLanguageAsked: true })).html
    expect(canonical(asked)?.getAttribute('href')).toBe('https://vitrina.example/m/casa-pepe?lang=en')
  })
})
