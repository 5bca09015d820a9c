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

function render(
  language: PageLanguage = 'es',
  without: Allergen[] = [],
  sections = wholeMenu,
  alsoTraces = false,
) {
  return renderMenuPage({
    business: { name: 'Casa Pepe', slug: 'casa-pepe', currency: 'EUR', country: 'ES' },
    design: DEFAULT_DESIGN,
    sections,
    offers: NO_OFFERS,
    language,
    originalLanguage: 'es',
    without,
    alsoTraces,
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
    expect(html).toMatch(/value="gluten">.*?Ocultar platos con gluten<\/label>/)
    expect(html).toMatch(/value="frutos-de-cascara">.*?Ocultar platos con frutos de cáscara<\/label>/)
    expect(html).toContain('Con borde discontinuo: puede contener trazas.')
    expect(csp).toContain("form-action 'self'")
    expect(html).toContain('<details class="af"><summary>Alérgenos</summary>')
    expect(html).toContain('<button class="btn" type="submit">Aplicar</button>')
  })

  it('hide, when asked "sin gluten", the dishes that contain it and a category left empty, never a trace', () => {
    const { html } = render('es', ['gluten'])
    expect(html).toContain('<input type="checkbox" name="sin" value="gluten" checked>')
    expect(html).toContain('<details class="af" open><summary>Alérgenos</summary>')
    expect(cardOf(html, 'Pan de la casa')).toContain(' hidden')
    expect(html).toMatch(/<section class="s" id="c1"[^>]* hidden>/)
    expect(cardOf(html, 'Flan')).not.toContain(' hidden')
    const nuts = render('es', ['frutos-de-cascara']).html
    expect(cardOf(nuts, 'Flan')).not.toContain(' hidden')
  })

  it('speak English on an English page', () => {
    const { html } = render('en')
    expect(html).toMatch(/value="lacteos">.*?Hide dishes with milk<\/label>/)
    expect(html).toMatch(/value="gluten">.*?Hide dishes with gluten<\/label>/)
    expect(html).toContain('<span class="sr">May contain: Tree nuts</span>')
    expect(html).toContain('<input type="hidden" name="lang" value="en">')
  })

  it('leave a menu without allergens as it was: no filter, no form allowed', () => {
    const page = render('es', [], [{ category: starters, products: [salad] }])
    expect(page.html).not.toContain('id="af"')
    expect(page.html).not.toContain('<script>')
    expect(page.csp).toContain("form-action 'none'")
  })

  it('never call the owner’s gluten-free tag and the gluten filter by the same words', () => {
    const glutenFree = productRow('are', 'Arepa', '5', { tags: ['Sin gluten'] })
    const menu = [{ category: starters, products: [glutenFree, bread] }]
    const spanish = render('es', [], menu).html
    expect(spanish).toMatch(
      /<button class="btn" type="button" value="wheat"[^>]*>.*?Apto sin gluten<\/button>/,
    )
    expect(spanish).toMatch(/value="gluten">.*?Ocultar platos con gluten<\/label>/)
    expect(spanish).not.toMatch(/>Sin gluten</)
    const english = render('en', [], menu).html
    expect(english).toMatch(/value="wheat"[^>]*>.*?Suitable for gluten-free diets<\/button>/)
    expect(english).not.toMatch(/>Gluten free</)
  })

  it('hide, with "también trazas", the dishes that may contain traces of a chosen allergen too', () => {
    const { html } = render('es')
    expect(html).toMatch(/<input type="checkbox" name="trazas" value="1"[^>]*>También trazas<\/label>/)
    expect(cardOf(html, 'Flan')).toContain('data-r="frutos-de-cascara"')
    const traces = render('es', ['frutos-de-cascara'], wholeMenu, true).html
    expect(traces).toMatch(/<input type="checkbox" name="trazas" value="1" checked/)
    expect(cardOf(traces, 'Flan')).toContain(' hidden')
    expect(cardOf(traces, 'Pan de la casa')).not.toContain(' hidden')
    expect(render('en').html).toMatch(/name="trazas" value="1"[^>]*>Traces too<\/label>/)
  })

  it('offer no "también trazas" on a menu where no dish may carry traces', () => {
    const { html } = render('es', [], [{ category: breads, products: [bread, salad] }])
    expect(html).toContain('name="sin" value="gluten"')
    expect(html).not.toContain('name="trazas"')
  })

  it('say in words, to a screen reader politely, how many dishes the filter hid', () => {
    const status = (page: string) =>
      page.match(/<p id="ac" class="ac" role="status" aria-live="polite"[^>]*>(.*?)<\/p>/)?.[1]
    expect(status(render('es').html)).toBe('')
    expect(status(render('es', ['gluten']).html)).toBe('1 plato oculto por alérgenos')
    expect(status(render('es', ['gluten', 'huevos']).html)).toBe('2 platos ocultos por alérgenos')
    expect(status(render('es', ['gluten', 'frutos-de-cascara'], wholeMenu, true).html)).toBe(
      '2 platos ocultos por alérgenos',
    )
    expect(status(render('es', ['sesamo']).html)).toBe('0 platos ocultos por alérgenos')
    expect(status(render('en', ['gluten']).html)).toBe('1 dish hidden due to allergens')
    expect(status(render('en', ['gluten', 'lacteos']).html)).toBe('2 dishes hidden due to allergens')
  })

  it('lead from the allergen section to the allergen table, in the page’s language', () => {
    const filter = (page: string) =>
      page.slice(page.indexOf('<details class="af"'), page.indexOf('</details>'))
    expect(filter(render('es').html)).toContain(
      '<a href="/m/casa-pepe/alergenos?lang=es">Ver la tabla de alérgenos</a>',
    )
    expect(filter(render('en').html)).toContain(
      '<a href="/m/casa-pepe/alergenos?lang=en">See the allergen table</a>',
    )
  })
})
