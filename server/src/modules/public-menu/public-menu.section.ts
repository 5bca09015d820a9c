import { imageVariants } from '#domain/catalogues/image.ts'
import { menuRuns } from '#domain/catalogues/size-table.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { ProductRow } from '../catalogues/index.ts'
import { priceWriter, twoForOneMark } from './public-menu.offers.ts'
import type { MenuPageModel, MenuSection } from './public-menu.page.ts'
import {
  headPrice,
  optionGroups,
  type PriceContext,
  twoForOneOfProduct,
  variantList,
} from './public-menu.prices.ts'
import { sizeTable, type TableRow } from './public-menu.size-table.ts'
import { TAG_WORDS, WORDS } from './public-menu.words.ts'
import { orderTags, type ProductTag, tagId } from './tags.ts'

// A category of the public menu: its products as cards or rows, or as a size table when they fill in the
// category's shared sizes (decision 044); each product with its prices, offers, extras, tags and days.

export function icon(tag: ProductTag): HtmlSafe {
  return raw(`<svg aria-hidden="true"><use href="#i-${tagId(tag)}"/></svg>`)
}

export function section({ category, products }: MenuSection, index: number, model: MenuPageModel): HtmlSafe {
  const display = model.design.categoryDisplay
  const shape = display === 'featured' && index > 0 ? 'row' : 'card'
  const sizes = shape === 'row' ? '56px' : display === 'featured' ? '(min-width:48rem) 46rem, 100vw' : '50vw'
  // Products that fill in the category's shared sizes make a table; the others keep their cards, in order.
  const runs = menuRuns(products, category.variantLabels).map((run) =>
    run.kind === 'table'
      ? sizeTable(
          category.name,
          category.variantLabels,
          run.products.map((product) => tableRow(product, model)),
          priceContext(model),
        )
      : html`<div class="g">${run.products.map((product) => productCard(product, shape, sizes, model))}</div>`,
  )
  return html`<section class="s" id="c${index}"><h2>${category.name}</h2>${
    category.description ? html`<p class="cd">${category.description}</p>` : ''
  }${runs}</section>`
}

function priceContext({ business, language }: MenuPageModel): PriceContext {
  return { write: priceWriter(business.currency, language, business.country), language }
}

/** The classes and tag ids a product's card or table row carries (the tag filter reads `data-t`). */
function productMarks(product: ProductRow, model: MenuPageModel, shape?: 'row' | 'card') {
  const hasOffer = model.offers.byProduct.has(product.id)
  const classes = `p${shape ? ` ${shape}` : ''}${hasOffer ? ' of' : ''}${product.available ? '' : ' off'}`
  return { classes, tagIds: orderTags(product.tags).map(tagId).join(' ') }
}

/** What follows a product's name and prices: a 2x1 on all of it, description, extras, tags, days. */
function productDetails(product: ProductRow, model: MenuPageModel): HtmlSafe[] {
  const { language } = model
  const words = WORDS[language]
  const tags = orderTags(product.tags)
  const twoForOne = twoForOneOfProduct(product.variants, model.offers.byProduct.get(product.id))
  const notes = [
    product.available ? '' : html`<li class="x">${words.unavailable}</li>`,
    ...tags.map((tag) => html`<li>${icon(tag)}${TAG_WORDS[language][tag]}</li>`),
  ]
  return [
    twoForOne ? html`<p class="pm">${twoForOneMark(twoForOne, language)}</p>` : html``,
    product.description ? html`<p class="d">${product.description}</p>` : html``,
    ...optionGroups(product.optionGroups, priceContext(model)),
    notes.some(Boolean) ? html`<ul class="n">${notes}</ul>` : html``,
    product.availableDays ? html`<p class="dy">${words.days}: ${product.availableDays}</p>` : html``,
  ]
}

function tableRow(product: ProductRow, model: MenuPageModel): TableRow {
  return {
    ...productMarks(product, model),
    name: product.name,
    variants: product.variants,
    offers: model.offers.byProduct.get(product.id),
    picture: product.image ? picture(product.image, '48px') : '',
    details: productDetails(product, model),
  }
}

function productCard(
  product: ProductRow,
  shape: 'row' | 'card',
  sizes: string,
  model: MenuPageModel,
): HtmlSafe {
  const { classes, tagIds } = productMarks(product, model, shape)
  const offers = model.offers.byProduct.get(product.id)
  const context = priceContext(model)
  return html`<article class="${classes}" data-t="${tagIds}">${
    product.image ? picture(product.image, sizes) : placeholder(product, shape, model)
  }<div class="b"><div class="h"><h3>${product.name}</h3>${headPrice(product.variants, offers, context)}</div>${variantList(
    product.variants,
    offers,
    context,
  )}${productDetails(product, model)}</div></article>`
}

/**
 * Where a grid of cards (the similar and irregular displays) expects a photo and the product has none: its
 * initial on a tint of the accent, so the grid keeps its rhythm. Featured cards and rows simply go without.
 */
function placeholder(product: ProductRow, shape: 'row' | 'card', model: MenuPageModel): HtmlSafe | string {
  if (shape !== 'card' || model.design.categoryDisplay === 'featured') return ''
  const initial = Array.from(product.name.trim())[0]?.toLocaleUpperCase(model.language) ?? ''
  return html`<div class="ph" aria-hidden="true">${initial}</div>`
}

/** A product photo: lazy, from the WebP copy that fits the space it takes (decision 017). */
export function picture(image: string, sizes: string): HtmlSafe {
  return html`<picture><source type="image/webp" ${srcset(image, sizes)}><img src="${image}" alt="" loading="lazy" decoding="async" width="640" height="480"></picture>`
}

export function srcset(image: string, sizes: string): HtmlSafe | string {
  const variants = imageVariants(image)
  if (variants.length === 0) return ''
  const candidates = variants.map((variant) => `${variant.address} ${variant.width}w`).join(',')
  return html`srcset="${candidates}" sizes="${sizes}"`
}
