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

// The filter's words never repeat the owner's tags' ("Sin gluten" is a tag the page calls "Apto sin gluten"):
// a diner must not take the dishes a filter hides for those a tag vouches for.
const FILTER_WORDS = {
  es: {
    allergens: 'Alérgenos',
    filter: 'Filtro de alérgenos',
    hide: 'Ocultar platos con',
    alsoTraces: 'También trazas',
    alsoTracesHint: 'Oculta también los platos que pueden contener trazas de lo elegido.',
    apply: 'Aplicar',
    contains: 'Contiene',
    traces: 'Puede contener',
    tracesNote: 'Con borde discontinuo: puede contener trazas.',
    table: 'Ver la tabla de alérgenos',
  },
  en: {
    allergens: 'Allergens',
    filter: 'Allergen filter',
    hide: 'Hide dishes with',
    alsoTraces: 'Traces too',
    alsoTracesHint: 'Also hides the dishes that may contain traces of what you chose.',
    apply: 'Apply',
    contains: 'Contains',
    traces: 'May contain',
    tracesNote: 'Dashed ring: may contain traces.',
    table: 'See the allergen table',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>

// How many dishes the filter hid, by the language's plural rule ("#" is the number); the page's script picks
// among the same forms as the diner changes the filter.
const HIDDEN_COUNT: Record<PageLanguage, Record<'one' | 'other', string>> = {
  es: { one: '# plato oculto por alérgenos', other: '# platos ocultos por alérgenos' },
  en: { one: '# dish hidden due to allergens', other: '# dishes hidden due to allergens' },
}

/** "Ocultar platos con gluten", "Hide dishes with tree nuts": the filter's label for one allergen. */
export function hideLabel(allergen: Allergen, language: PageLanguage): string {
  return `${FILTER_WORDS[language].hide} ${ALLERGEN_WORDS[language][allergen].toLocaleLowerCase(language)}`
}

/** "1 plato oculto por alérgenos", "3 dishes hidden due to allergens". */
export function hiddenCountText(count: number, language: PageLanguage): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other'
  return HIDDEN_COUNT[language][form].replace('#', String(count))
}

/** Every allergen these products contain or may contain, in the regulation's order. */
/** Every allergen the page names, set menus' choices included. */
export function allergensOf(products: readonly ProductRow[]): Allergen[] {
  const carriers = products.flatMap((product) => [
    product,
    ...product.courses.flatMap((course) => course.choices),
  ])
  return orderAllergens(carriers.flatMap((carrier) => [...carrier.allergens, ...carrier.allergenTraces]))
}

/**
 * What the diner asked the filter to hide: the dishes that contain any of `without` (`?sin=gluten`), and with
 * `alsoTraces` (`?trazas=1`) those that may contain traces of any too.
 */
export type AllergenFilter = { without: readonly Allergen[]; alsoTraces: boolean }

/** Whether the diner's filter hides this product. */
export function isFilteredOut(product: ProductRow, filter: AllergenFilter): boolean {
  const avoided = filter.alsoTraces ? [...product.allergens, ...product.allergenTraces] : product.allergens
  return avoided.some((allergen) => filter.without.includes(allergen))
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
export function allergenMarks(
  product: Pick<ProductRow, 'allergens' | 'allergenTraces'>,
  language: PageLanguage,
): HtmlSafe | string {
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

/** What the filter and its count need of the page. */
export type AllergenFilterModel = AllergenFilter & {
  /** The allergens the menu's dishes contain or may contain, in the regulation's order. */
  present: readonly Allergen[]
  products: readonly ProductRow[]
  slug: string
  preview: string | null
  language: PageLanguage
}

/**
 * The allergen filter and legend: a checkbox per allergen on the menu, "Ocultar platos con gluten" with its
 * icon, and "También trazas" when a dish may carry traces, sent as a plain GET form (`?sin=gluten&trazas=1`,
 * the page's language kept). The page's script applies a change at once and hides the button; without script
 * the button sends the form and the server hides the dishes. Under it, a polite status says how many dishes
 * the filter hid, and a link leads to the allergen table.
 */
export function allergenFilter(model: AllergenFilterModel): HtmlSafe | string {
  const { present, without, language } = model
  if (present.length === 0) return ''
  const words = FILTER_WORDS[language]
  const hasTraces = model.products.some((product) => product.allergenTraces.length > 0)
  const checked = (isOn: boolean) => (isOn ? raw(' checked') : '')
  const boxes = present.map(
    (allergen) =>
      html`<label><input type="checkbox" name="sin" value="${allergen}"${checked(without.includes(allergen))}>${allergenIcon(allergen)}${hideLabel(allergen, language)}</label>`,
  )
  const tracesBox = hasTraces
    ? html`<p class="at"><label><input type="checkbox" name="trazas" value="1"${checked(model.alsoTraces)} aria-describedby="ath">${words.alsoTraces}</label> <span id="ath">${words.alsoTracesHint}</span></p>`
    : ''
  const tableQuery = new URLSearchParams({
    lang: language,
    ...(model.preview ? { preview: model.preview } : {}),
  })
  const tableAddress = `/m/${encodeURIComponent(model.slug)}/alergenos?${tableQuery}`
  // Folded under its summary (a native disclosure: no script needed) so that fourteen boxes do not push the
  // menu off a phone's screen; open while a filter is on, the count under it saying what it hides.
  return html`<details class="af"${without.length > 0 ? raw(' open') : ''}><summary>${words.allergens}</summary><form id="af" method="get"><fieldset><legend class="sr">${words.filter}</legend>${boxes}</fieldset>${tracesBox}<input type="hidden" name="lang" value="${language}">${
    model.preview ? html`<input type="hidden" name="preview" value="${model.preview}">` : ''
  }<button class="btn" type="submit">${words.apply}</button>${
    hasTraces ? html`<p class="tn"><span class="ring" aria-hidden="true"></span>${words.tracesNote}</p>` : ''
  }</form><p class="tl"><a href="${tableAddress}">${words.table}</a></p></details>${hiddenCount(model)}`
}

/**
 * The count of dishes the filter hid, empty while it hides nothing; a status, so a screen reader says it when
 * the script changes it. Its forms ride along for the script (`data-one`, `data-other`).
 */
function hiddenCount(model: AllergenFilterModel): HtmlSafe {
  const hidden = model.products.filter((product) => isFilteredOut(product, model)).length
  const forms = HIDDEN_COUNT[model.language]
  return html`<p id="ac" class="ac" role="status" aria-live="polite" data-one="${forms.one}" data-other="${forms.other}">${
    model.without.length > 0 ? hiddenCountText(hidden, model.language) : ''
  }</p>`
}
