import { describe, expect, it } from 'vitest'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import type { ProductRow } from '../catalogues/index.ts'
import { type MenuPromotion, menuOffers } from './menu-offers.ts'
import { type MenuSection, renderMenuPage } from './public-menu.page.ts'
import type { PageLanguage } from './public-menu.words.ts'
import { categoryRow, productRow, variant } from './test-rows.ts'

// Sizes and extras on the public page (decision 044), rendered from plain rows: what a diner sees and what a
// screen reader says for a compact list of sizes, a category's size table, per-size promotions and extras.

const promotion = (change: Partial<MenuPromotion>): MenuPromotion => ({
  id: `p-${change.nombre}`,
  translations: {},
  nombre: '',
  descripcion: '',
  imagen: null,
  activo: true,
  tipo: 'descuento',
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

function render(
  sections: MenuSection[],
  { language = 'es', promotions = [] }: { language?: PageLanguage; promotions?: MenuPromotion[] } = {},
) {
  const products = sections.flatMap((section) => section.products)
  const offers = menuOffers(promotions, products, {
    now: new Date('2026-06-01T12:00:00Z'),
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
  })
  return renderMenuPage({
    business: { name: 'Casa Pepe', slug: 'casa-pepe', currency: 'EUR', country: 'ES' },
    design: DEFAULT_DESIGN,
    sections,
    offers,
    language,
    originalLanguage: 'es',
    without: [],
    alsoTraces: false,
    previewId: null,
    publicUrl: 'https://vitrina.example',
  }).html
}

/** The text a screen reader reads from a piece of the page: tags dropped, hidden-to-it parts removed. */
function spoken(markup: string): string {
  return (
    markup
      // An aria-hidden element holds no element of its own name here ("<span>10 €<s>12 €</s></span>").
      .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>(?:(?!<\1[\s>]).)*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

const wine = productRow('vino', 'Rioja crianza', [variant('Copa', '4.5'), variant('Botella', '18')])
const bebidas = (...products: ProductRow[]): MenuSection => ({
  category: categoryRow({ name: 'Bebidas' }),
  products,
})

const pizzas = categoryRow({ name: 'Pizzas', variantLabels: ['Pequeña', 'Mediana', 'Familiar'] })
const margarita = productRow(
  'marg',
  'Margarita',
  [variant('Pequeña', '8.5'), variant('Mediana', '12'), variant('Familiar', '15.5')],
  { description: 'Tomate y mozzarella' },
)
const quesos = productRow('qq', 'Cuatro quesos', [variant('mediana', '13'), variant('Familiar', '17')])
const calzone = productRow('calz', 'Calzone', '11')

describe('sizes on the public page', () => {
  it('lists several sizes compactly, each heard as "label: price"', () => {
    const html = render([bebidas(wine)])
    expect(html).toContain(
      '<h3>Rioja crianza</h3></div><ul class="il vs"><li>Copa<span class="sr">:</span> <span class="a">4,50\u00a0€</span></li> <li>Botella<span class="sr">:</span> <span class="a">18,00\u00a0€</span></li> </ul>',
    )
    const list = /<ul class="il vs">.*?<\/ul>/.exec(html)?.[0] ?? ''
    expect(spoken(list)).toBe('Copa : 4,50 € Botella : 18,00 €')
  })

  it('shows a single unlabelled price beside the name as before', () => {
    const html = render([bebidas(productRow('agua', 'Agua', '2'))])
    expect(html).toContain('<h3>Agua</h3><p class="pr">2,00\u00a0€</p></div></div></article>')
    expect(html).not.toContain('class="il vs"')
  })

  it('gives each size its own special price and says when one has none', () => {
    const cafe = productRow('cafe', 'Café', [variant('Pequeño', '1.5', '1.2'), variant('Grande', null)])
    const html = render([bebidas(cafe)], { language: 'en' })
    // Sizes the owner gave no English for stay Spanish, marked so (decision 061).
    expect(html).toContain(
      '<li><span lang="es">Pequeño</span><span class="sr">:</span> <span class="a"><span class="sr">Special price </span>€1.20<s><span class="sr">Regular price </span>€1.50</s></span></li>',
    )
    expect(html).toContain(
      '<li><span lang="es">Grande</span><span class="sr">:</span> <span class="na">Price on request</span></li>',
    )
  })

  it('prints a category with shared sizes as a table: sizes as column headers, the name as row header', () => {
    const html = render([{ category: pizzas, products: [margarita, quesos, calzone] }])
    const table = /<table.*?<\/table>/.exec(html)?.[0] ?? ''
    expect(table).toContain(
      '<caption class="sr">Pizzas</caption><thead><tr><th scope="col"><span class="sr">Producto</span></th><th scope="col">Pequeña</th><th scope="col">Mediana</th><th scope="col">Familiar</th></tr></thead>',
    )
    expect(table).toContain(
      '<tr><th scope="row">Margarita</th><td>8,50\u00a0€</td><td>12,00\u00a0€</td><td>15,50\u00a0€</td></tr><tr class="dr"><td colspan="4"><p class="d">Tomate y mozzarella</p></td></tr>',
    )
    // Labels match as the owner reads them ("mediana" fills "Mediana"); a missing size is said, not blank.
    expect(table).toContain(
      '<th scope="row">Cuatro quesos</th><td><span aria-hidden="true">—</span><span class="sr">No disponible</span></td><td>13,00\u00a0€</td><td>17,00\u00a0€</td>',
    )
    // A product with one plain price keeps its card, after the table as the owner ordered it.
    expect(table).not.toContain('Calzone')
    expect(html.indexOf('<h3>Calzone</h3><p class="pr">11,00\u00a0€</p>')).toBeGreaterThan(
      html.indexOf('</table>'),
    )
    // Each product is one tbody carrying the filters' marks, and the table scrolls inside its own box.
    expect(html.match(/<tbody class="p" data-t="" data-a="" data-r="">/g)).toHaveLength(2)
    expect(html).toContain('<div class="tw"><table class="vt" tabindex="0">')
  })

  it('keeps the owner order: a product that does not fit splits the table in two', () => {
    const html = render([{ category: pizzas, products: [margarita, calzone, quesos] }])
    expect(html.match(/<table/g)).toHaveLength(2)
    expect(html.indexOf('Calzone')).toBeLessThan(html.lastIndexOf('<table'))
  })

  it('marks only the size a promotion reaches, and every size of a product it names', () => {
    const promotions = [
      promotion({ nombre: 'Botellas', porcentaje: 20, variantes: ['vino:Botella'] }),
      promotion({ nombre: 'Pizzas', porcentaje: 10, productosEspecificos: ['marg'] }),
      promotion({ nombre: 'Familiar 2x1', tipo: '2x1', variantes: ['qq:Familiar'] }),
    ]
    const html = render([bebidas(wine), { category: pizzas, products: [margarita, quesos] }], { promotions })
    expect(html).toContain('<li>Copa<span class="sr">:</span> <span class="a">4,50\u00a0€</span></li>')
    expect(html).toContain(
      '<li>Botella<span class="sr">:</span> <span class="a"><span class="sr">Antes 18,00\u00a0€, ahora 14,40\u00a0€</span><span aria-hidden="true">14,40\u00a0€<s>18,00\u00a0€</s></span></span></li>',
    )
    expect(html).toContain('<article class="p card of"')
    // 10 % on the Margarita reaches its three sizes, each rounded on its own.
    const margaritaRow = /<th scope="row">Margarita<\/th>.*?<\/tr>/.exec(html)?.[0] ?? ''
    expect(spoken(margaritaRow)).toBe(
      'Margarita Antes 8,50 €, ahora 7,65 € Antes 12,00 €, ahora 10,80 € Antes 15,50 €, ahora 13,95 €',
    )
    // The 2x1 on the Familiar only is that cell's mark, not the product's badge.
    const quesosRow = /<th scope="row">Cuatro quesos<\/th>.*?<\/tbody>/.exec(html)?.[0] ?? ''
    expect(quesosRow).toContain(
      '<td>17,00\u00a0€ <span class="pm"><b aria-hidden="true">2x1</b><span class="sr">2x1: lleva dos y paga uno</span></span></td>',
    )
    expect(quesosRow).toContain('<td>13,00\u00a0€</td>')
    expect(quesosRow).not.toContain('<p class="pm">')
  })

  it('gives a 2x1 that reaches every size as the product badge', () => {
    const promotions = [promotion({ nombre: '2x1 vino', tipo: '2x1', productosEspecificos: ['vino'] })]
    const html = render([bebidas(wine)], { promotions })
    expect(html).toContain(
      '</ul><p class="pm"><b aria-hidden="true">2x1</b><span class="sr">2x1: lleva dos y paga uno</span></p>',
    )
    expect(html.match(/2x1<\/b>/g)).toHaveLength(1)
  })

  it('shows extras under the description with how many may be chosen, in the page language', () => {
    const pizza = productRow('p', 'Barbacoa', [variant('Mediana', '12'), variant('Familiar', '16')], {
      description: 'Carne y cebolla',
      optionGroups: [
        {
          id: 'g1',
          name: 'Ingredientes extra',
          min: 0,
          max: 3,
          translations: {},
          options: [
            { id: 'o1', label: 'bacon', priceDelta: '1.5', translations: {} },
            { id: 'o2', label: 'queso', priceDelta: '1', translations: {} },
            { id: 'o3', label: 'orégano', priceDelta: '0', translations: {} },
          ],
        },
        {
          id: 'g2',
          name: 'Masa',
          min: 1,
          max: 1,
          translations: {},
          options: [{ id: 'o4', label: 'fina', priceDelta: '0', translations: {} }],
        },
      ],
    })
    const spanish = render([bebidas(pizza)])
    expect(spanish).toContain(
      '<p class="d">Carne y cebolla</p><div class="og">Ingredientes extra (elige hasta 3): <ul class="il"><li>bacon +1,50\u00a0€</li> <li>queso +1,00\u00a0€</li> <li>orégano</li> </ul></div><div class="og">Masa (elige 1):',
    )
    const english = render([bebidas(pizza)], { language: 'en' })
    // Extras the owner gave no English for stay Spanish, marked so (decision 061).
    expect(english).toContain(
      '<span lang="es">Ingredientes extra</span> (choose up to 3): <ul class="il"><li><span lang="es">bacon</span> +€1.50</li>',
    )
    expect(english).toContain('<span lang="es">Masa</span> (choose 1):')
    const between = productRow('s', 'Salsas', '3', {
      optionGroups: [
        {
          id: 'g',
          name: 'Salsas',
          min: 1,
          max: 2,
          translations: {},
          options: [
            { id: 'a', label: 'ajo', priceDelta: '0', translations: {} },
            { id: 'b', label: 'brava', priceDelta: '0', translations: {} },
          ],
        },
      ],
    })
    expect(render([bebidas(between)])).toContain('Salsas (elige de 1 a 2):')
  })

  it('shows labels, shared sizes and extras typed by the owner as text, never as markup', () => {
    const category = categoryRow({ name: 'Raro', variantLabels: ['<i>S</i>', 'M&M'] })
    const odd = productRow('x', 'Odd', [variant('<i>S</i>', '1'), variant('M&M', '2')], {
      optionGroups: [
        {
          id: 'g',
          name: '<script>alert(1)</script>',
          min: 0,
          max: 1,
          translations: {},
          options: [{ id: 'o', label: '"><img src=x>', priceDelta: '0', translations: {} }],
        },
      ],
    })
    const loose = productRow('y', 'Loose', [variant('<b>Copa</b>', '1'), variant('Jarra', '3')])
    const html = render([{ category, products: [odd, loose] }])
    expect(html).toContain('<th scope="col">&lt;i&gt;S&lt;/i&gt;</th><th scope="col">M&amp;M</th>')
    expect(html).toContain('<li>&lt;b&gt;Copa&lt;/b&gt;<span class="sr">:</span>')
    expect(html).toContain('<div class="og">&lt;script&gt;alert(1)&lt;/script&gt; (elige hasta 1)')
    expect(html).toContain('<li>&quot;&gt;&lt;img src=x&gt;</li>')
    expect(html).not.toMatch(/<(i|b|script|img src=x)>/)
  })
})
