import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { type MenuPromotion, menuOffers } from './menu-offers.ts'
import { renderMenuPage } from './public-menu.page.ts'
import type { PageLanguage } from './public-menu.words.ts'
import { categoryRow, productRow } from './test-rows.ts'

// The offers rendered from plain data: what a diner sees and hears for each kind of promotion.

const category = categoryRow()
const product = (id: string, name: string, price: string) => productRow(id, name, price)
const promotion = (change: Partial<MenuPromotion>): MenuPromotion => ({
  id: `p-${change.nombre}`,
  translations: {},
  nombre: '',
  descripcion: '',
  imagen: null,
  activo: true,
  tipo: 'normal',
  porcentaje: null,
  producto2x1: null,
  precioNormal: null,
  fechaInicio: null,
  fechaFin: null,
  franjaSemanal: null,
  productosEspecificos: [],
  categorias: [],
  etiquetas: [],
  variantes: [],
  ...change,
})

const paella = product('a', 'Paella', '12.50')
const tortilla = product('b', 'Tortilla', '8.00')
const sangria = product('c', 'Sangría', '6.00')
const products = [paella, tortilla, sangria]
const promotions = [
  promotion({
    nombre: 'Semana de la paella',
    tipo: 'descuento',
    porcentaje: 20,
    productosEspecificos: ['a'],
  }),
  promotion({ nombre: 'Tortillas', tipo: '2x1', productosEspecificos: ['b'] }),
  promotion({ nombre: 'Sangría y tapa', tipo: '2x1', producto2x1: 'b', productosEspecificos: ['c'] }),
  promotion({
    nombre: 'Menú del día <b>',
    descripcion: 'Primero, segundo & postre',
    imagen: '/media/0b6c1d1e-5a0f-4b8e-9a53-0f1e2d3c4b5a-640.webp',
    precioNormal: '14.90',
  }),
  promotion({
    nombre: 'Mañana',
    tipo: 'descuento',
    porcentaje: 50,
    productosEspecificos: ['b'],
    fechaInicio: '2026-06-02T00:00:00.000Z',
  }),
]

function render(language: PageLanguage, now = new Date('2026-06-01T12:00:00Z')) {
  const offers = menuOffers(promotions, products, { now, timeZone: 'Europe/Madrid', currency: 'EUR' })
  const page = renderMenuPage({
    business: { name: 'Casa Pepe', slug: 'casa-pepe', currency: 'EUR', country: 'ES' },
    design: DEFAULT_DESIGN,
    sections: [{ category, products }],
    offers,
    language,
    originalLanguage: 'es',
    without: [],
    alsoTraces: false,
    previewId: null,
    publicUrl: 'https://vitrina.example',
  })
  return { offers, ...page }
}

describe('offers on the public page', () => {
  it('crosses out the old price after the new one and says both to screen readers', () => {
    const { html } = render('es')
    expect(html).toContain(
      '<h3>Paella</h3><p class="pr"><span class="sr">Antes 12,50\u00a0€, ahora 10,00\u00a0€</span><span aria-hidden="true">10,00\u00a0€<s>12,50\u00a0€</s></span></p>',
    )
    expect(render('en').html).toContain('<span class="sr">Was €12.50, now €10.00</span>')
  })

  it('badges a 2x1, naming the dish given when it is another one', () => {
    const { html } = render('es')
    expect(html).toContain(
      '<h3>Tortilla</h3><p class="pr">8,00\u00a0€</p></div><p class="pm"><b aria-hidden="true">2x1</b><span class="sr">2x1: lleva dos y paga uno</span></p>',
    )
    expect(html).toContain('<span class="sr">Promoción 2x1:</span> + Tortilla gratis</p>')
    expect(render('en').html).toContain('<span class="sr">2 for 1 offer:</span> + free Tortilla</p>')
  })

  it('shows a normal promotion as a card at the top of the menu, its owner text escaped', () => {
    const { html } = render('es')
    const card = html.indexOf('<section class="pro"')
    expect(card).toBeGreaterThan(-1)
    expect(card).toBeLessThan(html.indexOf('<h2>Platos</h2>'))
    expect(html).toContain('<h2 id="pro">Promociones</h2>')
    expect(html).toContain('<h3>Menú del día &lt;b&gt;</h3><p class="d">Primero, segundo &amp; postre</p>')
    expect(html).toContain('<span class="sr">Precio promocional </span>14,90\u00a0€')
    expect(html).toContain('srcset="/media/0b6c1d1e-5a0f-4b8e-9a53-0f1e2d3c4b5a-320.webp 320w')
  })

  it('changes with the promotions that apply: tomorrow the 50 % off beats the 2x1 on the tortilla', () => {
    const today = render('es')
    expect(today.offers.expiresAt?.toISOString()).toBe('2026-06-02T00:00:00.000Z')
    const tomorrow = render('es', new Date('2026-06-02T00:00:00Z'))
    expect(tomorrow.html).toContain('<span class="sr">Antes 8,00\u00a0€, ahora 4,00\u00a0€</span>')
    expect(tomorrow.html).not.toContain('2x1: lleva dos')
    expect(tomorrow.offers.expiresAt).toBeNull()
  })

  it('keeps the style and script allowed by their hashes', () => {
    const { html, csp } = render('es')
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(style).digest('base64')
    expect(csp).toContain(`style-src 'sha256-${hash}'`)
    expect(html.match(/<style/g)).toHaveLength(1)
    expect(html).not.toMatch(/ style="/)
  })
})
