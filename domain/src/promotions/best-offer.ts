import { affectsProduct, affectsVariant, type ReachedProduct } from './affects-product.ts'
import { compareDecimals, discountedPrice, halfOf } from './discounted-price.ts'
import type { Promotion } from './promotion.schema.ts'

/** The promotion facts an offer needs. */
export type OfferPromotion = Pick<
  Promotion,
  | 'id'
  | 'tipo'
  | 'porcentaje'
  | 'producto2x1'
  | 'precioNormal'
  | 'fechaFin'
  | 'productosEspecificos'
  | 'categorias'
  | 'etiquetas'
>

/** The promotion facts an offer on single variants needs: those above, and the variants it names. */
export type VariantOfferPromotion = OfferPromotion & Pick<Promotion, 'variantes'>

/** A price as the menu charges it: `price` and `specialPrice` in currency units, null when unpriced. */
export type OfferPrice = { price: string | null; specialPrice: string | null }

/** A product as the menu prices it: `price` and `specialPrice` in currency units, null when unpriced. */
export type OfferProduct = ReachedProduct & OfferPrice

/** A variant as the menu prices it ("Familiar" 45000): its id (promotions may name it) and its prices. */
export type OfferVariant = OfferPrice & { id: string }

/**
 * What a diner is offered on one product: a lower price (a discount, or a normal promotion's fixed price),
 * shown as `before` crossed out and `now`; or a 2x1, with the product given free (null: another of the same).
 */
export type ProductOffer<P extends OfferPromotion = OfferPromotion> =
  | { kind: 'price'; promotion: P; before: string; now: string }
  | { kind: '2x1'; promotion: P; freeProductId: string | null }

type Candidate<P extends OfferPromotion> = { offer: ProductOffer<P>; unitPrice: string | null }

/**
 * The better of the offers `livePromotions` make on `product`, never two together (decision 033): the one
 * whose single unit costs the diner least — a discount's price, a fixed price below the product's, a 2x1 of
 * the same product as half its price, a 2x1 giving another product as its full price — then, on a tie, the
 * one ending first (no end last), then the lowest id. The price a promotion works on is the one the menu
 * charges: the special price when there is one. Null when no promotion makes an offer on it.
 */
export function bestOffer<P extends OfferPromotion>(
  product: OfferProduct,
  livePromotions: readonly P[],
  currency: string,
): ProductOffer<P> | null {
  const reaching = livePromotions.filter((promotion) => affectsProduct(promotion, product))
  return bestOfferOn(product.id, product, reaching, currency)
}

/**
 * The better offer on each of a product's variants, in the variants' order (null where none), by the same
 * rule as `bestOffer` on each variant's own price: a promotion reaches a variant when it reaches the whole
 * product or names that variant (decision 044), a discount is rounded on the variant's price (its special
 * price when it has one), and a 2x1 of the same gives another of that variant.
 */
export function variantOffers<P extends VariantOfferPromotion>(
  product: ReachedProduct,
  variants: readonly OfferVariant[],
  livePromotions: readonly P[],
  currency: string,
): (ProductOffer<P> | null)[] {
  return variants.map((variant) => {
    const reaching = livePromotions.filter((promotion) => affectsVariant(promotion, product, variant.id))
    return bestOfferOn(product.id, variant, reaching, currency)
  })
}

// The better of the offers the reaching promotions make on one price of the product `productId`.
function bestOfferOn<P extends OfferPromotion>(
  productId: string,
  prices: OfferPrice,
  reaching: readonly P[],
  currency: string,
): ProductOffer<P> | null {
  const base = prices.specialPrice ?? prices.price
  const candidates = reaching
    .map((promotion) => candidateOf(promotion, productId, base, currency))
    .filter((candidate): candidate is Candidate<P> => candidate !== null)
  candidates.sort(byBetterOffer)
  return candidates[0]?.offer ?? null
}

function candidateOf<P extends OfferPromotion>(
  promotion: P,
  productId: string,
  base: string | null,
  currency: string,
): Candidate<P> | null {
  if (promotion.tipo === '2x1') {
    const freeProductId = promotion.producto2x1 === productId ? null : promotion.producto2x1
    const unitPrice = base === null ? null : freeProductId === null ? halfOf(base) : base
    return { offer: { kind: '2x1', promotion, freeProductId }, unitPrice }
  }
  if (base === null) return null
  const now =
    promotion.tipo === 'descuento' && promotion.porcentaje !== null
      ? discountedPrice(base, promotion.porcentaje, currency)
      : promotion.tipo === 'normal'
        ? promotion.precioNormal
        : null
  // A price that is not lower is no offer on the product (a normal promotion still shows as its card).
  if (now === null || compareDecimals(now, base) >= 0) return null
  return { offer: { kind: 'price', promotion, before: base, now }, unitPrice: now }
}

function byBetterOffer<P extends OfferPromotion>(a: Candidate<P>, b: Candidate<P>): number {
  if (a.unitPrice !== null && b.unitPrice !== null) {
    const byPrice = compareDecimals(a.unitPrice, b.unitPrice)
    if (byPrice !== 0) return byPrice
  }
  const endA =
    a.offer.promotion.fechaFin === null ? Number.POSITIVE_INFINITY : Date.parse(a.offer.promotion.fechaFin)
  const endB =
    b.offer.promotion.fechaFin === null ? Number.POSITIVE_INFINITY : Date.parse(b.offer.promotion.fechaFin)
  if (endA !== endB) return endA < endB ? -1 : 1
  return a.offer.promotion.id < b.offer.promotion.id
    ? -1
    : a.offer.promotion.id > b.offer.promotion.id
      ? 1
      : 0
}
