import { describe, expect, it } from 'vitest'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { NO_OFFERS } from './menu-offers.ts'
import { renderMenuPage } from './public-menu.page.ts'
import type { PageLanguage } from './public-menu.words.ts'
import { categoryRow, productRow } from './test-rows.ts'

// Allergens on the public page, rendered from plain rows: what a diner sees and hears, and what the filter
// hides with and without script.

const bread = productRow('pan', 'Pan de la casa', '3', { allergens: ['gluten'] })
const flan = productRow('flan', 'Flan', '4', {
  allergens: ['huevos', 'lacteos'],
  allergenTraces: ['frutos-de-cascara'],
})
const salad = productRow('ens', 'Ensalada verde', '6')
const starters = categoryRow({ id: 'c1', name: 'Entrantes' })
const breads = categoryRow({ id: 'c2', name: 'Panes', position: 1 })

const wholeMenu = [
  { category: starters, products: [flan, salad] },
  { category: breads, products: [bread] },
]

function render(language: PageLanguage = 'es', without: Allergen[] = [], sections = wholeMenu) {
  return renderMenuPage({
    business: { name: 'Casa Pepe', slug: 'casa-pepe', currency: 'EUR', country: 'ES' },
    design: DEFAULT_DESIGN,
    sections,
    offers: NO_OFFERS,
    language,
    originalLanguage: 'es',
    without,
    previewId: null,
    publicUrl: 'https://vitrina.example',
  })
}

/** The opening tag of the element whose `data-a` names exactly these allergens. */
const cardOf = (page: string, name: string) => {
  const at = page.indexOf(`<h3>${name}</h3>`)
  return page.slice(page.lastIndexOf('<article', at), at)
}

describe('allergens on the public page', () => {
  it('show each product’s icons, named for screen readers, traces apart', () => {
    const { html } = render()
    expect(cardOf(html, 'Flan')).toContain('data-a="huevos lacteos"')
    expect(html).toContain('<span class="sr">Contiene: Huevos</span>')
    expect(html).toContain('<span class="sr">Contiene: Lácteos</span>')
    expect(html).toContain('<li class="tr" title="Puede contener: Frutos de cáscara">')
    expect(html).toContain('<symbol id="a-gluten"')
    // The salad names none: no list of allergens at all.
    const salad = html.slice(
      html.indexOf('<h3>Ensalada verde</h3>'),
      html.indexOf('</article>', html.indexOf('<h3>Ensalada verde</h3>')),
    )
    expect(salad).not.toContain('class="al"')
  })

  it('offer a "sin …" box for each allergen on the menu, a plain form the page itself answers', () => {
    const { html, csp } = render()
    const boxes = [...html.matchAll(/<input type="checkbox" name="sin" value="([^"]+)">/g)].map((m) => m[1])
    expect(boxes).toEqual(['gluten', 'huevos', 'lacteos', 'frutos-de-cascara'])
    expect(html).toMatch(/value="gluten">.*?Sin gluten<\/label>/)
    expect(html).toContain('Con borde discontinuo: puede contener trazas.')
    expect(csp).toContain("form-action 'self'")
    expect(html).toContain('<details class="af"><summary>Alérgenos</summary>')
    expect(html).toContain('<button class="btn" type="submit">Aplicar</button>')
  })

  it('hide, when asked "sin gluten", the dishes that contain it and a category left empty, never a trace', () => {
    const { html } = render('es', ['gluten'])
    expect(html).toContain('<input type="checkbox" name="sin" value="gluten" checked>')
    expect(html).toContain('<details class="af" open><summary>Alérgenos · Sin gluten</summary>')
    expect(cardOf(html, 'Pan de la casa')).toContain(' hidden')
    expect(html).toMatch(/<section class="s" id="c1"[^>]* hidden>/)
    expect(cardOf(html, 'Flan')).not.toContain(' hidden')
    const nuts = render('es', ['frutos-de-cascara']).html
    expect(cardOf(nuts, 'Flan')).not.toContain(' hidden')
  })

  it('speak English on an English page', () => {
    const { html } = render('en')
    expect(html).toMatch(/value="lacteos">.*?No milk<\/label>/)
    expect(html).toContain('<span class="sr">May contain: Tree nuts</span>')
    expect(html).toContain('<input type="hidden" name="lang" value="en">')
  })

  it('leave a menu without allergens as it was: no filter, no form allowed', () => {
    const page = render('es', [], [{ category: starters, products: [salad] }])
    expect(page.html).not.toContain('id="af"')
    expect(page.html).not.toContain('<script>')
    expect(page.csp).toContain("form-action 'none'")
  })
})
