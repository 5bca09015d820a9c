import { ALLERGENS, type Allergen, orderAllergens } from '#domain/catalogues/allergens.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { ProductRow } from '../catalogues/index.ts'
import { ALLERGEN_WORDS, allergenIcon, allergenSprite } from './public-menu.allergens.ts'
import { type MenuSection, pageCsp, type RenderedPage } from './public-menu.page.ts'
import { ownerText, type TextLanguages } from './public-menu.texts.ts'
import type { PageLanguage } from './public-menu.words.ts'

// The allergen table for the restaurant's wall (decision 053; inspectors ask for it): every dish of the menu
// as a row, the 14 allergens of the regulation as columns, "contains" marked with a dot (words for screen
// readers) and traces in words ("Trazas"), which a symbol alone left to guesswork. One page of plain HTML
// whose print stylesheet lays it on A4 landscape; its button prints it, and without script the browser's own
// print does the same. A phone cannot show fifteen columns without scrolling sideways: below 60rem each dish
// is a card of its own naming what it contains and its traces, and the grid is for wide screens and paper.

const WORDS = {
  es: {
    title: 'Tabla de alérgenos',
    intro:
      'Alérgenos de declaración obligatoria (Reglamento (UE) n.º 1169/2011, anexo II) que contiene cada plato.',
    dish: 'Plato',
    contains: 'Contiene',
    traces: 'Trazas',
    containsKey: '● Contiene el alérgeno · ',
    tracesKey: '«Trazas»: puede contener trazas de ese alérgeno',
    none: 'Ningún alérgeno declarado',
    print: 'Imprimir',
    back: 'Volver al menú',
    empty: 'Este menú todavía no tiene platos.',
    noneYet: 'Ningún plato declara alérgenos todavía.',
  },
  en: {
    title: 'Allergen table',
    intro: 'Allergens that must be declared (Regulation (EU) No 1169/2011, Annex II) contained in each dish.',
    dish: 'Dish',
    contains: 'Contains',
    traces: 'Traces',
    containsKey: '● Contains the allergen · ',
    tracesKey: '“Traces”: may contain traces of that allergen',
    none: 'No allergens declared',
    print: 'Print',
    back: 'Back to the menu',
    empty: 'This menu has no dishes yet.',
    noneYet: 'No dish declares allergens yet.',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>

const SCRIPT = "document.getElementById('pr').addEventListener('click',()=>print())"

const CSS =
  '*{box-sizing:border-box}body{margin:0;padding:1.5rem;font:14px/1.4 system-ui,sans-serif;color:#1c1917;background:#fff}' +
  'h1{margin:0;font-size:1.5rem}.sub{margin:.25rem 0 1rem;color:#44403c}.tools{display:flex;gap:.75rem;margin-bottom:1rem}' +
  '.tools a,.tools button{padding:.45rem 1rem;font:inherit;font-weight:600;border:2px solid #1c1917;border-radius:.5rem;' +
  'background:#fff;color:#1c1917;text-decoration:none;cursor:pointer}.tools button{background:#1c1917;color:#fff}' +
  'a:focus-visible,button:focus-visible,.tw:focus-visible{outline:3px solid #b45309;outline-offset:2px}' +
  '.tw{display:none;overflow-x:auto}table{width:100%;border-collapse:collapse}th,td{padding:.3rem .25rem;border:1px solid #a8a29e;text-align:center}' +
  'thead th{vertical-align:bottom;font-size:.72rem;font-weight:600}thead th:first-child,tbody th{text-align:left}' +
  'tbody th{font-weight:500}.cat th{background:#e7e5e4;font-weight:700}td{font-size:1rem}' +
  // On a screen just wide enough, the grid scrolls sideways under a dish column that stays put.
  'tbody tr:not(.cat) th,thead th:first-child{position:sticky;left:0;min-width:8.5rem;background:#fff}' +
  'td.tr{font-size:.72rem;font-weight:600}' +
  // The cards of a phone: a category's name as a band, then each dish with its allergens in words.
  '.st h2{margin:1.25rem 0 0;padding:.3rem .5rem;font-size:1rem;background:#e7e5e4}.st ul{margin:0;padding:0;list-style:none}' +
  '.st li{padding:.6rem .5rem;border-bottom:1px solid #d6d3d1}.st h3{margin:0;font-size:1rem}.st p{margin:.2rem 0 0}' +
  '.st p{display:flex;flex-wrap:wrap;align-items:center;gap:.1rem .6rem}' +
  '.st .a{display:inline-flex;align-items:center;gap:.2rem;white-space:nowrap}' +
  '.st svg{display:inline-block;width:1.1rem;height:1.1rem;margin:0}' +
  // The legend's dot is the grid's: a phone's cards say "Contiene" in words, so there it names only traces.
  '.kd{display:none}@media(min-width:60rem){.kd{display:inline}.tw{display:block}.st{display:none}}' +
  'svg[hidden]{display:none}svg{display:block;width:1.4rem;height:1.4rem;margin:0 auto .2rem;fill:none;stroke:currentColor;stroke-width:1.3;' +
  'stroke-linecap:round;stroke-linejoin:round}.key{margin-top:1rem;color:#44403c}.sr{position:absolute;width:1px;' +
  'height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  '@page{size:A4 landscape;margin:10mm}@media print{body{padding:0;font-size:10pt}.tools,.st{display:none}.kd{display:inline}.tw{display:block;overflow:visible}' +
  'tr{break-inside:avoid}thead{display:table-header-group}}'

export type AllergenTableModel = TextLanguages & {
  businessName: string
  slug: string
  sections: readonly MenuSection[]
  /** The catalogue shown as the owner's preview, or null for the active one. */
  previewId: string | null
}

export function renderAllergenTable(model: AllergenTableModel): RenderedPage {
  const { language } = model
  const words = WORDS[language]
  const products = model.sections.flatMap((section) => section.products)
  const declares = tableDishes(products, model).some(
    (p) => p.allergens.length > 0 || p.allergenTraces.length > 0,
  )
  const menuAddress = `/m/${encodeURIComponent(model.slug)}?${new URLSearchParams({
    lang: language,
    ...(model.previewId ? { preview: model.previewId } : {}),
  })}`
  const body = html`<header><h1>${words.title}</h1><p class="sub">${model.businessName}</p></header><p class="tools"><button id="pr" type="button">${words.print}</button><a href="${menuAddress}">${words.back}</a></p><p>${words.intro}</p>${
    products.length === 0 ? html`<p>${words.empty}</p>` : [table(model), cards(model)]
  }${declares ? '' : html`<p>${words.noneYet}</p>`}<p class="key"><span class="kd">${words.containsKey}</span>${words.tracesKey}</p>`
  const page = html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${words.title} · ${model.businessName}</title><link rel="icon" href="/favicon.svg"><style>${raw(CSS)}</style></head><body>${raw(allergenSprite(ALLERGENS))}<main>${body}</main><script>${raw(SCRIPT)}</script></body></html>`
  return { html: page.value, csp: pageCsp(CSS, SCRIPT) }
}

/** A row of the table: a dish, or one choice of a set menu named after the menu and its course. */
type TableDish = {
  name: HtmlSafe | string
  allergens: readonly Allergen[]
  allergenTraces: readonly Allergen[]
}

function tableDishes(products: readonly ProductRow[], model: AllergenTableModel): TableDish[] {
  return products.flatMap((product): TableDish[] => {
    if (product.kind !== 'menu') return [{ ...product, name: ownerText(product, 'name', model) }]
    return product.courses.flatMap((course) =>
      course.choices.map((choice) => ({
        ...choice,
        name: html`${ownerText(product, 'name', model)} · ${ownerText(course, 'name', model)}: ${ownerText(choice, 'name', model)}`,
      })),
    )
  })
}

function table(model: AllergenTableModel): HtmlSafe {
  const words = WORDS[model.language]
  const names = ALLERGEN_WORDS[model.language]
  const head = ALLERGENS.map(
    (allergen) => html`<th scope="col">${allergenIcon(allergen)}${names[allergen]}</th>`,
  )
  const bodies = model.sections.map(({ category, products }) => {
    const rows = tableDishes(products, model).map((product) => {
      const cells = ALLERGENS.map((allergen) => {
        if (product.allergens.includes(allergen)) {
          return html`<td><span aria-hidden="true">●</span><span class="sr">${words.contains}</span></td>`
        }
        if (product.allergenTraces.includes(allergen)) return html`<td class="tr">${words.traces}</td>`
        return html`<td></td>`
      })
      return html`<tr><th scope="row">${product.name}</th>${cells}</tr>`
    })
    return html`<tbody><tr class="cat"><th scope="rowgroup" colspan="${ALLERGENS.length + 1}">${ownerText(category, 'name', model)}</th></tr>${rows}</tbody>`
  })
  return html`<div class="tw" tabindex="0"><table><caption class="sr">${words.title}</caption><thead><tr><th scope="col">${words.dish}</th>${head}</tr></thead>${bodies}</table></div>`
}

/** The table as a phone shows it: per category, a card per dish with what it contains and its traces. */
function cards(model: AllergenTableModel): HtmlSafe {
  const words = WORDS[model.language]
  const names = ALLERGEN_WORDS[model.language]
  const line = (label: string, allergens: readonly Allergen[]) =>
    allergens.length === 0
      ? ''
      : html`<p><b>${label}:</b> ${orderAllergens(allergens).map(
          (allergen) => html`<span class="a">${allergenIcon(allergen)}${names[allergen]}</span>`,
        )}</p>`
  const sections = model.sections.map(({ category, products }) => {
    const dishes = tableDishes(products, model).map((product) => {
      const isBare = product.allergens.length === 0 && product.allergenTraces.length === 0
      return html`<li><h3>${product.name}</h3>${
        isBare
          ? html`<p>${words.none}</p>`
          : [line(words.contains, product.allergens), line(words.traces, product.allergenTraces)]
      }</li>`
    })
    return html`<h2>${ownerText(category, 'name', model)}</h2><ul>${dishes}</ul>`
  })
  return html`<div class="st">${sections}</div>`
}
