import { imageVariants } from '#domain/catalogues/image.ts'
import { menuRuns } from '#domain/catalogues/size-table.ts'
import { sharedLabelTranslation } from '#domain/catalogues/variant.schema.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { ProductRow } from '../catalogues/index.ts'
import { allergenMarks, isFilteredOut } from './public-menu.allergens.ts'
import { priceWriter, twoForOneMark } from './public-menu.offers.ts'
import { orderButton } from './public-menu.ordering.ts'
import type { MenuPageModel, MenuSection } from './public-menu.page.ts'
import {
  headPrice,
  optionGroups,
  type PriceContext,
  twoForOneOfProduct,
  variantList,
} from './public-menu.prices.ts'
import type { DishState } from './public-menu.serving.ts'
import { sizeTable, type TableRow } from './public-menu.size-table.ts'
import { ownerPlainText, ownerText, textOrOriginal } from './public-menu.texts.ts'
import { dishWhatsAppLink } from './public-menu.whatsapp.ts'
import { type PageLanguage, TAG_WORDS, WORDS } from './public-menu.words.ts'
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
          ownerPlainText(category, 'name', model),
          category.variantLabels,
          category.variantLabels.map((label, index) =>
            textOrOriginal(label, sharedLabelTranslation(category, index, model.language), model),
          ),
          run.products.map((product) => tableRow(product, model)),
          priceContext(model),
        )
      : html`<div class="g">${run.products.map((product) => productCard(product, shape, sizes, model))}</div>`,
  )
  // A category whose every dish the diner's allergen filter hides is hidden with them. data-k: the id the
  // visit beacon counts the category by when its heading is seen (visits/visit-beacon.ts).
  const isEmptied = products.every((product) => isFilteredOut(product, model))
  return html`<section class="s" id="c${index}" data-k="${category.id}"${isEmptied ? raw(' hidden') : ''}><h2>${ownerText(category, 'name', model)}</h2>${
    category.description ? html`<p class="cd">${ownerText(category, 'description', model)}</p>` : ''
  }${runs}</section>`
}

function priceContext({ business, language, originalLanguage }: MenuPageModel): PriceContext {
  return { write: priceWriter(business.currency, language, business.country), language, originalLanguage }
}

/**
 * The attributes of a product's card or table rows: its classes, its tag ids (`data-t`, read by the tag
 * filter), the allergens it contains and those it may contain as traces (`data-a`, `data-r`, read by the
 * allergen filter), and `hidden` when the filter the page was asked with (`?sin=`, `?trazas=`) hides it.
 */
function productMarks(product: ProductRow, model: MenuPageModel, shape?: 'row' | 'card'): HtmlSafe {
  const hasOffer = model.offers.byProduct.has(product.id)
  const state = model.serving?.get(product.id)?.kind
  const isOff = !product.available || state === 'soldOut' || state === 'closed'
  const classes = `p${shape ? ` ${shape}` : ''}${hasOffer ? ' of' : ''}${isOff ? ' off' : ''}${state === 'soldOut' ? ' so' : ''}${product.kind === 'menu' ? ' sm' : ''}`
  const tagIds = orderTags(product.tags).map(tagId).join(' ')
  return html`class="${classes}" data-t="${tagIds}" data-a="${product.allergens.join(' ')}" data-r="${product.allergenTraces.join(' ')}"${
    isFilteredOut(product, model) ? raw(' hidden') : ''
  }`
}

/** What follows a product's name and prices: a 2x1 on all of it, description, extras, tags, days. */
function productDetails(product: ProductRow, model: MenuPageModel): HtmlSafe[] {
  const { language } = model
  const words = WORDS[language]
  const tags = orderTags(product.tags)
  const twoForOne = twoForOneOfProduct(product.variants, model.offers.byProduct.get(product.id))
  const notes = [
    product.available ? '' : html`<li class="x">${words.unavailable}</li>`,
    servingNote(model.serving?.get(product.id), language),
    ...tags.map((tag) => html`<li>${icon(tag)}${TAG_WORDS[language][tag]}</li>`),
  ]
  return [
    twoForOne ? html`<p class="pm">${twoForOneMark(twoForOne, language)}</p>` : html``,
    product.description ? html`<p class="d">${ownerText(product, 'description', model)}</p>` : html``,
    ...optionGroups(product.optionGroups, priceContext(model)),
    notes.some(Boolean) ? html`<ul class="n">${notes}</ul>` : html``,
    // A set menu shows each choice's allergens; its own are only what the filter reads.
    product.kind === 'menu' ? setMenuCourses(product, model) : html`${allergenMarks(product, language)}`,
    product.availableDays ? html`<p class="dy">${words.days}: ${product.availableDays}</p>` : html``,
    html`${dishWhatsAppLink(product, model)}`,
    html`${orderButton(product, model)}`,
  ]
}

/** What the diner is told of a dish not served as usual right now: sold out, served later, not today. */
function servingNote(state: DishState | undefined, language: PageLanguage): HtmlSafe | string {
  const words = WORDS[language]
  if (state?.kind === 'soldOut') return html`<li class="x">${words.soldOutToday}</li>`
  if (state?.kind === 'later')
    return html`<li class="x">${words.servedFrom.replace('{time}', state.opensAt)}</li>`
  if (state?.kind === 'closed') return html`<li class="x">${words.notServedToday}</li>`
  return ''
}

/** A set menu's body: what its price includes, then each course with its choices, in order. */
function setMenuCourses(product: ProductRow, model: MenuPageModel): HtmlSafe {
  const { language } = model
  const words = WORDS[language]
  const includes =
    product.includes.length > 0
      ? html`<p class="inc">${words.includes}: ${product.includes.join(', ')}</p>`
      : ''
  const courses = product.courses.map(
    (course) =>
      html`<h4>${ownerText(course, 'name', model)}</h4><ul class="ch">${course.choices.map((choice) => {
        const soldOut = model.serving?.get(choice.id)?.kind === 'soldOut'
        return html`<li${soldOut ? raw(' class="so"') : ''}><span class="cn">${ownerText(choice, 'name', model)}</span>${
          soldOut ? html` <span class="xo">${words.soldOutToday}</span>` : ''
        }${choice.description ? html`<span class="d">${ownerText(choice, 'description', model)}</span>` : ''}${allergenMarks(choice, language)}</li>`
      })}</ul>`,
  )
  return html`<div class="cs">${includes}${courses}</div>`
}

function tableRow(product: ProductRow, model: MenuPageModel): TableRow {
  return {
    attributes: productMarks(product, model),
    isHidden: isFilteredOut(product, model),
    name: ownerText(product, 'name', model),
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
  const offers = model.offers.byProduct.get(product.id)
  const context = priceContext(model)
  return html`<article ${productMarks(product, model, shape)}>${
    product.image ? picture(product.image, sizes) : placeholder(product, shape, model)
  }<div class="b"><div class="h"><h3>${ownerText(product, 'name', model)}</h3>${headPrice(product.variants, offers, context)}</div>${variantList(
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
  const initial =
    Array.from(ownerPlainText(product, 'name', model).trim())[0]?.toLocaleUpperCase(model.language) ?? ''
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
