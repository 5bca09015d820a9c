import { variantOffers } from '#domain/promotions/best-offer.ts'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import { isPromotionLive, nextPromotionBoundary } from '#domain/promotions/promotion-applies.ts'
import type { ProductRow } from '../catalogues/index.ts'

/** The promotion facts the public page uses (the promotions module gives them with their affected ids). */
export type MenuPromotion = Pick<
  Promotion,
  | 'id'
  | 'nombre'
  | 'descripcion'
  | 'imagen'
  | 'activo'
  | 'tipo'
  | 'porcentaje'
  | 'producto2x1'
  | 'precioNormal'
  | 'fechaInicio'
  | 'fechaFin'
  | 'franjaSemanal'
  | 'productosEspecificos'
  | 'categorias'
  | 'etiquetas'
  | 'variantes'
  | 'translations'
>

/** What one product shows: a lower price (before → now, in currency units), or a 2x1 (with the gift's name). */
export type PageOffer =
  | { kind: 'price'; before: string; now: string }
  | { kind: '2x1'; giftName: string | null }

/** A normal promotion shown as its own card. */
export type PromotionCard = Pick<
  MenuPromotion,
  'id' | 'nombre' | 'descripcion' | 'imagen' | 'precioNormal' | 'translations'
>

/** A product's offers by its variants' ids: a promotion may reach one size only (`variantes`). */
export type VariantOffers = ReadonlyMap<string, PageOffer>

/** The promotions as the page shows them at one instant, and the instant that picture stops holding. */
export type MenuOffers = {
  /** By product id, the offers on its variants; a product without any is absent. */
  byProduct: ReadonlyMap<string, VariantOffers>
  cards: PromotionCard[]
  /** The next start, end or weekly-window edge (decision 033); null when none comes without an edit. */
  expiresAt: Date | null
}

export const NO_OFFERS: MenuOffers = { byProduct: new Map(), cards: [], expiresAt: null }

/**
 * The offers of a catalogue's promotions on its products at `now`, read on the business's clock
 * (`timeZone`): each variant of each product gets its better offer (decisions 033, 044), each live normal
 * promotion a card. `nameOf` names a 2x1's free dish (in the page's language).
 */
export function menuOffers(
  promotions: readonly MenuPromotion[],
  products: readonly ProductRow[],
  context: { now: Date; timeZone: string; currency: string; nameOf?: (product: ProductRow) => string },
): MenuOffers {
  const { now, timeZone, currency, nameOf = (product) => product.name } = context
  const live = promotions.filter((promotion) => isPromotionLive(promotion, now, timeZone))
  const names = new Map(products.map((product) => [product.id, nameOf(product)]))
  const byProduct = new Map<string, VariantOffers>()
  for (const product of products) {
    const offers = new Map<string, PageOffer>()
    variantOffers(product, product.variants, live, currency).forEach((offer, index) => {
      const id = product.variants[index]!.id
      if (offer?.kind === 'price') offers.set(id, { kind: 'price', before: offer.before, now: offer.now })
      if (offer?.kind === '2x1') {
        const giftName = offer.freeProductId === null ? null : (names.get(offer.freeProductId) ?? null)
        offers.set(id, { kind: '2x1', giftName })
      }
    })
    if (offers.size > 0) byProduct.set(product.id, offers)
  }
  const cards = live
    // No field is required (docs/product-spec.md §4): a card with nothing to say is not drawn.
    .filter((p) => p.tipo === 'normal' && (p.nombre || p.descripcion || p.imagen || p.precioNormal))
    .map(({ id, nombre, descripcion, imagen, precioNormal, translations }) => ({
      id,
      nombre,
      descripcion,
      imagen,
      precioNormal,
      translations,
    }))
  return { byProduct, cards, expiresAt: nextPromotionBoundary(promotions, now, timeZone) }
}
