import { ALLERGEN_ICON_PATHS } from '#domain/catalogues/allergen-icons.ts'
import { type Allergen, orderAllergens } from '#domain/catalogues/allergens.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { ProductRow } from '../catalogues/index.ts'
import type { PageLanguage } from './public-menu.words.ts'

// The 14 allergens on the public menu (decision 053): each product shows the icons of those it contains, and
// with a dashed ring those it may contain as traces, each named for screen readers; the filter at the top is
// also the legend (icon and name), a plain form that works without script ("?sin=gluten"). It hides the
// dishes that contain a chosen allergen and keeps those that may carry traces of it, ringed: a diner who
// must avoid traces too sees them marked rather than hidden.

export const ALLERGEN_WORDS: Record<PageLanguage, Record<Allergen, string>> = {
  es: {
    gluten: 'Gluten',
    crustaceos: 'Crustáceos',
    huevos: 'Huevos',
    pescado: 'Pescado',
    cacahuetes: 'Cacahuetes',
    soja: 'Soja',
    lacteos: 'Lácteos',
    'frutos-de-cascara': 'Frutos de cáscara',
    apio: 'Apio',
    mostaza: 'Mostaza',
    sesamo: 'Sésamo',
    sulfitos: 'Sulfitos',
    altramuces: 'Altramuces',
    moluscos: 'Moluscos',
  },
  en: {
    gluten: 'Gluten',
    crustaceos: 'Crustaceans',
    huevos: 'Eggs',
    pescado: 'Fish',
    cacahuetes: 'Peanuts',
    soja: 'Soy',
    lacteos: 'Milk',
    'frutos-de-cascara': 'Tree nuts',
    apio: 'Celery',
    mostaza: 'Mustard',
    sesamo: 'Sesame',
    sulfitos: 'Sulphites',
    altramuces: 'Lupin',
    moluscos: 'Molluscs',
  },
}

const FILTER_WORDS = {
  es: {
    allergens: 'Alérgenos',
    filter: 'Ocultar los platos que contienen',
    without: 'Sin',
    apply: 'Aplicar',
    contains: 'Contiene',
    traces: 'Puede contener',
    tracesNote: 'Con borde discontinuo: puede contener trazas.',
  },
  en: {
    allergens: 'Allergens',
    filter: 'Hide the dishes that contain',
    without: 'No',
    apply: 'Apply',
    contains: 'Contains',
    traces: 'May contain',
    tracesNote: 'Dashed ring: may contain traces.',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>

/** "Sin gluten", "Sin frutos de cáscara", "No tree nuts": the filter's label for one allergen. */
export function withoutLabel(allergen: Allergen, language: PageLanguage): string {
  return `${FILTER_WORDS[language].without} ${ALLERGEN_WORDS[language][allergen].toLocaleLowerCase(language)}`
}

/** Every allergen these products contain or may contain, in the regulation's order. */
export function allergensOf(products: readonly ProductRow[]): Allergen[] {
  return orderAllergens(products.flatMap((product) => [...product.allergens, ...product.allergenTraces]))
}

/** Whether the diner's filter hides this product: it contains one of the allergens chosen. */
export function isFilteredOut(product: ProductRow, without: readonly Allergen[]): boolean {
  return product.allergens.some((allergen) => without.includes(allergen))
}

/** SVG symbols for these allergens' icons, hidden, to be `<use>`d as `#a-<id>`. */
export function allergenSprite(allergens: readonly Allergen[]): string {
  if (allergens.length === 0) return ''
  const symbols = allergens
    .map(
      (allergen) =>
        `<symbol id="a-${allergen}" viewBox="0 0 16 16"><path d="${ALLERGEN_ICON_PATHS[allergen]}"/></symbol>`,
    )
    .join('')
  return `<svg hidden>${symbols}</svg>`
}

export function allergenIcon(allergen: Allergen): HtmlSafe {
  return raw(`<svg aria-hidden="true"><use href="#a-${allergen}"/></svg>`)
}

/**
 * A product's allergens as icons, those it may contain as traces ringed with a dash; each named for screen
 * readers ("Contiene: Gluten", "Puede contener: Frutos de cáscara") and on hover. Nothing when it has none.
 */
export function allergenMarks(product: ProductRow, language: PageLanguage): HtmlSafe | string {
  if (product.allergens.length === 0 && product.allergenTraces.length === 0) return ''
  const words = FILTER_WORDS[language]
  const names = ALLERGEN_WORDS[language]
  const mark = (allergen: Allergen, kind: 'contains' | 'traces') => {
    const label = `${words[kind]}: ${names[allergen]}`
    return html`<li${kind === 'traces' ? raw(' class="tr"') : ''} title="${label}">${allergenIcon(allergen)}<span class="sr">${label}</span></li>`
  }
  return html`<ul class="al" aria-label="${words.allergens}">${[
    ...orderAllergens(product.allergens).map((allergen) => mark(allergen, 'contains')),
    ...orderAllergens(product.allergenTraces).map((allergen) => mark(allergen, 'traces')),
  ]}</ul>`
}

/**
 * The allergen filter and legend: a checkbox per allergen on the menu, "Sin gluten" with its icon, sent as a
 * plain GET form (`?sin=gluten&sin=lacteos`, the page's language kept). The page's script applies a change
 * at once and hides the button; without script the button sends the form and the server hides the dishes.
 */
export function allergenFilter(
  present: readonly Allergen[],
  chosen: readonly Allergen[],
  hasTraces: boolean,
  preview: string | null,
  language: PageLanguage,
): HtmlSafe | string {
  if (present.length === 0) return ''
  const words = FILTER_WORDS[language]
  const boxes = present.map(
    (allergen) =>
      html`<label><input type="checkbox" name="sin" value="${allergen}"${chosen.includes(allergen) ? raw(' checked') : ''}>${allergenIcon(allergen)}${withoutLabel(allergen, language)}</label>`,
  )
  // Folded under its summary (a native disclosure: no script needed) so that fourteen boxes do not push the
  // menu off a phone's screen; open while a filter is on, and the summary names what it hides.
  const summary = [words.allergens, ...chosen.map((allergen) => withoutLabel(allergen, language))].join(' · ')
  return html`<details class="af"${chosen.length > 0 ? raw(' open') : ''}><summary>${summary}</summary><form id="af" method="get"><fieldset><legend class="sr">${words.filter}</legend>${boxes}</fieldset><input type="hidden" name="lang" value="${language}">${
    preview ? html`<input type="hidden" name="preview" value="${preview}">` : ''
  }<button class="btn" type="submit">${words.apply}</button>${
    hasTraces ? html`<p class="tn"><span class="ring" aria-hidden="true"></span>${words.tracesNote}</p>` : ''
  }</form></details>`
}
