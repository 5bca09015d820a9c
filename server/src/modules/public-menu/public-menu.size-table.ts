import { variantInColumn } from '#domain/catalogues/size-table.ts'
import type { ProductVariant } from '#domain/catalogues/variant.schema.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { VariantOffers } from './menu-offers.ts'
import { type PriceContext, sizeMark, twoForOneOfProduct, variantAmounts } from './public-menu.prices.ts'
import { WORDS } from './public-menu.words.ts'

// A category's size table (decision 044), as pizzerias print them: the shared labels once as the columns'
// headers, a row per product with its name as the row's header, so a screen reader says "Margarita,
// Mediana, 12,00 €". Each product is its own <tbody> so the tag filter hides its rows together.

/** What the table needs of a product: its name, prices and offers, and the rest of its card as details. */
export type TableRow = {
  name: HtmlSafe | string
  variants: readonly ProductVariant[]
  offers: VariantOffers | undefined
  /** The tbody's attributes (classes, tag and allergen ids, hidden), as a card would carry them. */
  attributes: HtmlSafe
  /** Whether the diner's allergen filter hides it (`?sin=`): a table left with no row is hidden whole. */
  isHidden: boolean
  picture: HtmlSafe | string
  /** Description, extras, tags and days: a second row under the name, across the table. */
  details: HtmlSafe[]
}

/**
 * `labels` are the category's shared sizes, which the products' sizes are matched to; `headers` the same
 * sizes as the page shows them, in its language.
 */
export function sizeTable(
  caption: string,
  labels: readonly string[],
  headers: readonly (HtmlSafe | string)[],
  rows: readonly TableRow[],
  context: PriceContext,
): HtmlSafe {
  const words = WORDS[context.language]
  const head = headers.map((header) => html`<th scope="col">${header}</th>`)
  const body = rows.map((row) => {
    const isProductWide = twoForOneOfProduct(row.variants, row.offers) !== undefined
    const cells = labels.map((label) => {
      const variant = variantInColumn(row.variants, label)
      // A size the product does not come in: a dash to the eye, words to a screen reader.
      if (!variant)
        return html`<td><span aria-hidden="true">—</span><span class="sr">${words.sizeMissing}</span></td>`
      const offer = row.offers?.get(variant.id)
      return html`<td${variant.price === null ? html` class="na"` : ''}>${variantAmounts(variant, offer, context)}${sizeMark(offer, isProductWide, context.language)}</td>`
    })
    const details = row.details.filter((detail) => detail.value !== '')
    return html`<tbody ${row.attributes}><tr><th scope="row">${row.picture}${row.name}</th>${cells}</tr>${
      details.length > 0 ? html`<tr class="dr"><td colspan="${labels.length + 1}">${details}</td></tr>` : ''
    }</tbody>`
  })
  // Focusable so that a keyboard can scroll it sideways when its columns are wider than a phone.
  const isEmptied = rows.every((row) => row.isHidden)
  return html`<div class="tw"${isEmptied ? raw(' hidden') : ''}><table class="vt" tabindex="0"><caption class="sr">${caption}</caption><thead><tr><th scope="col"><span class="sr">${words.dish}</span></th>${head}</tr></thead>${body}</table></div>`
}
