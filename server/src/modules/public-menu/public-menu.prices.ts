import { isSinglePrice } from '#domain/catalogues/size-table.ts'
import type { OptionGroup, ProductVariant } from '#domain/catalogues/variant.schema.ts'
import { type HtmlSafe, html } from '../../shared/html.ts'
import type { PageOffer, VariantOffers } from './menu-offers.ts'
import { offerAmounts, type PriceWriter, twoForOneMark } from './public-menu.offers.ts'
import { ownerText, type TextLanguages } from './public-menu.texts.ts'
import { type PageLanguage, WORDS } from './public-menu.words.ts'

// A product's prices on the public page (decision 044). One unlabelled price reads as it always did; several
// read as a compact list ("Copa 4,50 € · Botella 18,00 €") that a screen reader hears as "Copa: 4,50 €";
// each size carries its own special price and its own promotion.

/** How prices are written, and the page's and the menu's languages (sizes and extras are the owner's texts). */
export type PriceContext = { write: PriceWriter } & TextLanguages

/**
 * One variant's amounts: "Consultar precio" without a price, the offer's before → now, the special price
 * before the crossed-out normal one, or the price.
 */
export function variantAmounts(
  variant: ProductVariant,
  offer: PageOffer | undefined,
  { write, language }: PriceContext,
): HtmlSafe | string {
  const words = WORDS[language]
  // A dish without a price says so in words, never "$0": no price is invented (DESIGN.md §1).
  if (variant.price === null) return words.noPrice
  if (offer?.kind === 'price') return offerAmounts(offer, write, language)
  const normal = write(variant.price)
  if (variant.specialPrice === null) return normal
  return html`<span class="sr">${words.specialPrice} </span>${write(variant.specialPrice)}<s><span class="sr">${words.normalPrice} </span>${normal}</s>`
}

/** Whether a 2x1 reaches every size of the product: then it is the product's badge, not one size's mark. */
export function twoForOneOfProduct(
  variants: readonly ProductVariant[],
  offers: VariantOffers | undefined,
): (PageOffer & { kind: '2x1' }) | undefined {
  const marks = variants.map((variant) => offers?.get(variant.id))
  const first = marks[0]
  if (first?.kind !== '2x1') return undefined
  return marks.every((mark) => mark?.kind === '2x1') ? first : undefined
}

/** A 2x1 that reaches only this size, marked beside its price; nothing when it is the product's. */
export function sizeMark(
  offer: PageOffer | undefined,
  isProductWide: boolean,
  language: PageLanguage,
): HtmlSafe | string {
  if (offer?.kind !== '2x1' || isProductWide) return ''
  return html` <span class="pm">${twoForOneMark(offer, language)}</span>`
}

/**
 * The price beside a product's name: as before variants for one unlabelled price, otherwise nothing (the
 * sizes follow under the name, `variantList`).
 */
export function headPrice(
  variants: readonly ProductVariant[],
  offers: VariantOffers | undefined,
  context: PriceContext,
): HtmlSafe | string {
  const [variant] = variants
  if (!variant || !isSinglePrice({ variants })) return ''
  const amounts = variantAmounts(variant, offers?.get(variant.id), context)
  return html`<p class="pr${variant.price === null ? ' na' : ''}">${amounts}</p>`
}

/** Several sizes (or one labelled): "Copa 4,50 € · Botella 18,00 €", one list item per size. */
export function variantList(
  variants: readonly ProductVariant[],
  offers: VariantOffers | undefined,
  context: PriceContext,
): HtmlSafe | string {
  if (isSinglePrice({ variants })) return ''
  const isProductWide = twoForOneOfProduct(variants, offers) !== undefined
  // The dots between items are drawn by CSS and silent; the hidden colon makes "Copa: 4,50 €" a pause.
  const items = variants.map((variant) => {
    const offer = offers?.get(variant.id)
    const amounts = variantAmounts(variant, offer, context)
    return html`<li>${ownerText(variant, 'label', context)}<span class="sr">:</span> <span class="${variant.price === null ? 'na' : 'a'}">${amounts}</span>${sizeMark(offer, isProductWide, context.language)}</li> `
  })
  return html`<ul class="il vs">${items}</ul>`
}

/** How many options a group lets the diner choose, in the page's words ("elige hasta 3"). */
export function choiceWords({ min, max }: OptionGroup, language: PageLanguage): string {
  const words = WORDS[language]
  const template = min === max ? words.chooseExactly : min === 0 ? words.chooseUpTo : words.chooseBetween
  return template.replace('{min}', String(min)).replace('{max}', String(max))
}

/** Extras under the description: "Ingredientes extra (elige hasta 3): bacon +1,50 € · queso +1,00 €". */
export function optionGroups(groups: readonly OptionGroup[], context: PriceContext): HtmlSafe[] {
  const { write, language } = context
  return groups.map((group) => {
    const options = group.options.map((option) => {
      // An option that costs nothing more says no price at all rather than "+0,00 €".
      const delta = Number(option.priceDelta) > 0 ? ` +${write(option.priceDelta)}` : ''
      return html`<li>${ownerText(option, 'label', context)}${delta}</li> `
    })
    return html`<div class="og">${ownerText(group, 'name', context)} (${choiceWords(group, language)}): <ul class="il">${options}</ul></div>`
  })
}
