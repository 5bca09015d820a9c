import { formatPrice } from '#domain/money/format-price.ts'
import { type HtmlSafe, html } from '../../shared/html.ts'
import type { PageOffer, PromotionCard } from './menu-offers.ts'
import { ownerText, type TextLanguages } from './public-menu.texts.ts'
import type { PageLanguage } from './public-menu.words.ts'
import { WORDS } from './public-menu.words.ts'

// How promotions look on the public page (decision 033): a lower price crossed out and the new one, a 2x1
// badge, and the normal promotions as highlighted cards at the top of the menu.

/** How the page writes money: the business's currency, as its country reads it in the page's language. */
export type PriceWriter = (amount: string) => string

export function priceWriter(
  currency: string,
  language: PageLanguage,
  country: string | undefined,
): PriceWriter {
  return (amount) => formatPrice(amount, currency, language, country)
}

/**
 * A price under an offer: the old price crossed out after the new one, heard by screen readers as one
 * sentence ("Antes 12,50 €, ahora 10,00 €") instead of two bare numbers.
 */
export function offerAmounts(
  offer: PageOffer & { kind: 'price' },
  write: PriceWriter,
  language: PageLanguage,
) {
  const words = WORDS[language]
  const before = write(offer.before)
  const now = write(offer.now)
  return html`<span class="sr">${words.offerBefore} ${before}, ${words.offerNow} ${now}</span><span aria-hidden="true">${now}<s>${before}</s></span>`
}

/** The 2x1 mark, with the dish given free when it is another one: a product's badge, or one size's. */
export function twoForOneMark(offer: PageOffer & { kind: '2x1' }, language: PageLanguage): HtmlSafe {
  const words = WORDS[language]
  const gift = offer.giftName
  return html`<b aria-hidden="true">2x1</b><span class="sr">${
    gift === null ? words.twoForOne : words.twoForOneGift
  }</span>${gift === null ? '' : html` ${words.giftBefore}${gift}${words.giftAfter}`}`
}

/** The live normal promotions, first thing in the menu: image, name, description and fixed price. */
export function promotionCards(
  cards: readonly PromotionCard[],
  write: PriceWriter,
  languages: TextLanguages,
  picture: (image: string) => HtmlSafe,
): HtmlSafe | string {
  if (cards.length === 0) return ''
  const words = WORDS[languages.language]
  // data-k: the id the visit beacon counts a card by when it is seen (visits/visit-beacon.ts).
  return html`<section class="pro" aria-labelledby="pro"><h2 id="pro">${words.promotions}</h2>${cards.map(
    (card) =>
      html`<article class="pc" data-k="${card.id}">${card.imagen ? picture(card.imagen) : ''}<div class="b">${
        card.nombre ? html`<h3>${ownerText(card, 'nombre', languages)}</h3>` : ''
      }${card.descripcion ? html`<p class="d">${ownerText(card, 'descripcion', languages)}</p>` : ''}${
        card.precioNormal === null
          ? ''
          : html`<p class="pr"><span class="sr">${words.fixedPrice} </span>${write(card.precioNormal)}</p>`
      }</div></article>`,
  )}</section>`
}
