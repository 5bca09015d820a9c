import type { OptionGroup, ProductOption, ProductVariant } from '../catalogues/variant.schema.ts'
import { fromMinorUnits, toMinorUnits } from '../money/exact-amount.ts'
import type { ReachedProduct } from '../promotions/affects-product.ts'
import { type ProductOffer, type VariantOfferPromotion, variantOffers } from '../promotions/best-offer.ts'
import type { OrderLineInput } from './order.schema.ts'

// An order priced from the catalogue (decision 074), never from what the browser shows: each line's size at
// the price the menu charges (its special price when it has one), its extras at their own prices, and the
// better offer of the live promotions on that size, as the menu shows it (`variantOffers`, decision 033, never
// two together). Every sum is exact, in the currency's smallest unit.
//
// - A discount or a fixed price lowers each unit of the dish; extras are never discounted.
// - A 2x1 of the same dish gives every second unit of that size free, counted across the order's lines of
//   that size (two pizzas on two lines with different extras are still a 2x1); the extras are paid.
// - A 2x1 giving another dish makes one unit of that dish free for each unit bought, in the order's line
//   order; a unit made free so is not also discounted by the dish's own offer.

/** A dish as an order may take it: on the menu now and not sold out (the caller decides which those are). */
export type OrderableProduct = ReachedProduct & {
  name: string
  variants: readonly Pick<ProductVariant, 'id' | 'label' | 'price' | 'specialPrice'>[]
  optionGroups: readonly (Pick<OptionGroup, 'id' | 'name' | 'min' | 'max'> & {
    options: readonly Pick<ProductOption, 'id' | 'label' | 'priceDelta'>[]
  })[]
}

/** Why a line cannot be priced. */
export type OrderLineProblem =
  | 'product_unavailable'
  | 'variant_unknown'
  | 'unpriced'
  | 'option_unknown'
  | 'option_choice'

export type PricedOrderLine = {
  productId: string
  name: string
  variantId: string
  variantLabel: string
  options: { id: string; label: string; priceDelta: string }[]
  quantity: number
  note: string
  /** One unit of the dish, as the menu charges it, before any promotion. */
  unitPrice: string
  /** The extras of one unit. */
  extrasPrice: string
  /** The promotion that lowered the line, if any (a unit made free by another dish's 2x1 included). */
  promotionId: string | null
  /** Units given free by a 2x1. */
  freeUnits: number
  /** (unit + extras) × quantity, before promotions. */
  subtotal: string
  discount: string
  total: string
}

export type PricedOrder = {
  currency: string
  lines: PricedOrderLine[]
  subtotal: string
  discount: string
  total: string
}

export type PriceOrderResult =
  | { ok: true; order: PricedOrder }
  | { ok: false; problems: { line: number; problem: OrderLineProblem }[] }

type ResolvedLine = {
  input: OrderLineInput
  product: OrderableProduct
  variant: OrderableProduct['variants'][number]
  options: { id: string; label: string; priceDelta: string }[]
  unit: bigint
  extras: bigint
  offer: ProductOffer<VariantOfferPromotion> | null
  free: number
  discount: bigint
  promotionId: string | null
}

/** Prices `lines` against `products` (by id) and `livePromotions`, or says what is wrong with each line. */
export function priceOrder(
  lines: readonly OrderLineInput[],
  products: ReadonlyMap<string, OrderableProduct>,
  livePromotions: readonly VariantOfferPromotion[],
  currency: string,
): PriceOrderResult {
  const problems: { line: number; problem: OrderLineProblem }[] = []
  const resolved: ResolvedLine[] = []
  lines.forEach((input, line) => {
    const result = resolveLine(input, products, livePromotions, currency)
    if (typeof result === 'string') problems.push({ line, problem: result })
    else resolved.push(result)
  })
  if (problems.length > 0) return { ok: false, problems }
  giveOtherDishesFree(resolved)
  lowerByOwnOffers(resolved, currency)
  return { ok: true, order: totalsOf(resolved, currency) }
}

function resolveLine(
  input: OrderLineInput,
  products: ReadonlyMap<string, OrderableProduct>,
  livePromotions: readonly VariantOfferPromotion[],
  currency: string,
): ResolvedLine | OrderLineProblem {
  const product = products.get(input.productId)
  if (!product) return 'product_unavailable'
  const variant = product.variants.find((candidate) => candidate.id === input.variantId)
  if (!variant) return 'variant_unknown'
  const charged = variant.specialPrice ?? variant.price
  if (charged === null) return 'unpriced'
  const chosen = new Set(input.optionIds)
  if (chosen.size !== input.optionIds.length) return 'option_unknown'
  const options: ResolvedLine['options'] = []
  for (const group of product.optionGroups) {
    const inGroup = group.options.filter((option) => chosen.has(option.id))
    if (inGroup.length < group.min || inGroup.length > group.max) return 'option_choice'
    for (const option of inGroup)
      options.push({ id: option.id, label: option.label, priceDelta: option.priceDelta })
  }
  if (options.length !== chosen.size) return 'option_unknown'
  const [offer] = variantOffers(product, [variant], livePromotions, currency)
  return {
    input,
    product,
    variant,
    options,
    unit: toMinorUnits(charged, currency),
    extras: options.reduce((sum, option) => sum + toMinorUnits(option.priceDelta, currency), 0n),
    offer: offer ?? null,
    free: 0,
    discount: 0n,
    promotionId: null,
  }
}

// Each unit bought of a dish whose 2x1 gives another dish makes one unit of that other dish free.
function giveOtherDishesFree(lines: ResolvedLine[]): void {
  const credits = new Map<string, { units: number; promotionId: string }>()
  for (const line of lines) {
    if (line.offer?.kind !== '2x1' || line.offer.freeProductId === null) continue
    const known = credits.get(line.offer.freeProductId)
    credits.set(line.offer.freeProductId, {
      units: (known?.units ?? 0) + line.input.quantity,
      promotionId: known?.promotionId ?? line.offer.promotion.id,
    })
  }
  for (const line of lines) {
    const credit = credits.get(line.product.id)
    if (!credit || credit.units === 0) continue
    const free = Math.min(credit.units, line.input.quantity)
    credit.units -= free
    line.free += free
    line.discount += BigInt(free) * line.unit
    line.promotionId = credit.promotionId
  }
}

// The units not already free take the dish's own offer: a lower unit price, or a 2x1 of the same size counted
// across the order's lines of that size.
function lowerByOwnOffers(lines: ResolvedLine[], currency: string): void {
  const pools = new Map<string, ResolvedLine[]>()
  for (const line of lines) {
    const offer = line.offer
    const paying = line.input.quantity - line.free
    if (!offer || paying === 0) continue
    if (offer.kind === 'price') {
      line.discount += BigInt(paying) * (line.unit - toMinorUnits(offer.now, currency))
      line.promotionId = offer.promotion.id
    } else if (offer.freeProductId === null) {
      const key = `${line.product.id}|${line.variant.id}|${offer.promotion.id}`
      pools.set(key, [...(pools.get(key) ?? []), line])
    }
  }
  for (const pool of pools.values()) {
    let free = Math.floor(pool.reduce((sum, line) => sum + line.input.quantity - line.free, 0) / 2)
    for (const line of pool) {
      const given = Math.min(free, line.input.quantity - line.free)
      free -= given
      line.free += given
      line.discount += BigInt(given) * line.unit
      if (given > 0) line.promotionId = line.offer?.promotion.id ?? null
    }
  }
}

function totalsOf(lines: ResolvedLine[], currency: string): PricedOrder {
  let subtotal = 0n
  let discount = 0n
  const priced = lines.map((line): PricedOrderLine => {
    const lineSubtotal = (line.unit + line.extras) * BigInt(line.input.quantity)
    subtotal += lineSubtotal
    discount += line.discount
    return {
      productId: line.product.id,
      name: line.product.name,
      variantId: line.variant.id,
      variantLabel: line.variant.label,
      options: line.options,
      quantity: line.input.quantity,
      note: line.input.note,
      unitPrice: fromMinorUnits(line.unit, currency),
      extrasPrice: fromMinorUnits(line.extras, currency),
      promotionId: line.promotionId,
      freeUnits: line.free,
      subtotal: fromMinorUnits(lineSubtotal, currency),
      discount: fromMinorUnits(line.discount, currency),
      total: fromMinorUnits(lineSubtotal - line.discount, currency),
    }
  })
  return {
    currency,
    lines: priced,
    subtotal: fromMinorUnits(subtotal, currency),
    discount: fromMinorUnits(discount, currency),
    total: fromMinorUnits(subtotal - discount, currency),
  }
}
