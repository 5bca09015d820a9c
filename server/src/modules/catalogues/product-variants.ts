import { randomUUID } from 'node:crypto'
import type { ProductChange } from '#domain/catalogues/product.schema.ts'
import {
  checkVariantPrices,
  type OptionGroupInput,
  trimDecimal,
  VARIANT_MESSAGES,
  type VariantInput,
} from '#domain/catalogues/variant.schema.ts'
import type { StoredOptionGroup, StoredVariant } from '../../db/schema.ts'
import { InvalidFieldsError } from '../../shared/errors.ts'

// A product's variants and option groups as its row keeps them (decision 044): ids the editor sends back keep
// their variant (and the promotions aimed at it), any other gets a fresh UUID; prices in their shortest exact
// form, so "12.50" and "12.5" are one price wherever they are compared or shown.

const price = (value: string | null) => (value === null ? null : trimDecimal(value))

/** An id of `known` not yet taken, else a fresh one: an id sent twice keeps its variant once. */
export function keepOrMint(id: string | undefined, known: ReadonlySet<string>, taken: Set<string>): string {
  const kept = id !== undefined && known.has(id) && !taken.has(id) ? id : randomUUID()
  taken.add(kept)
  return kept
}

/** The variants to store for `input`, keeping the ids that exist on the product (`current`). */
export function toStoredVariants(
  input: readonly VariantInput[],
  current: readonly StoredVariant[] = [],
): StoredVariant[] {
  const known = new Set(current.map((variant) => variant.id))
  const taken = new Set<string>()
  return input.map((variant) => ({
    id: keepOrMint(variant.id, known, taken),
    label: variant.label.trim(),
    price: price(variant.price),
    specialPrice: price(variant.specialPrice),
    translations: variant.translations,
  }))
}

/** The option groups to store for `input`, keeping the group and option ids that exist on the product. */
export function toStoredOptionGroups(
  input: readonly OptionGroupInput[],
  current: readonly StoredOptionGroup[] = [],
): StoredOptionGroup[] {
  const knownGroups = new Set(current.map((group) => group.id))
  const knownOptions = new Set(current.flatMap((group) => group.options.map((option) => option.id)))
  const takenGroups = new Set<string>()
  const takenOptions = new Set<string>()
  return input.map((group) => ({
    id: keepOrMint(group.id, knownGroups, takenGroups),
    name: group.name.trim(),
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: keepOrMint(option.id, knownOptions, takenOptions),
      label: option.label.trim(),
      priceDelta: trimDecimal(option.priceDelta),
      translations: option.translations,
    })),
    translations: group.translations,
  }))
}

/**
 * The variants a change leaves on a product: `variants` replaces them all; without it, `price` and
 * `specialPrice` change the first variant's (the single-price shape); undefined when the prices do not change.
 */
export function changedVariants(
  change: Pick<ProductChange, 'variants' | 'price' | 'specialPrice'>,
  current: readonly StoredVariant[],
): StoredVariant[] | undefined {
  if (change.variants !== undefined) return toStoredVariants(change.variants, current)
  if (change.price === undefined && change.specialPrice === undefined) return undefined
  const [first, ...rest] = current
  const next = {
    id: first?.id ?? randomUUID(),
    label: first?.label ?? '',
    price: change.price === undefined ? (first?.price ?? null) : price(change.price),
    specialPrice:
      change.specialPrice === undefined ? (first?.specialPrice ?? null) : price(change.specialPrice),
    translations: first?.translations ?? {},
  }
  if (next.specialPrice !== null && next.price === null) {
    throw new InvalidFieldsError('validation_failed', {
      specialPrice: [VARIANT_MESSAGES.specialWithoutPrice],
    })
  }
  return [next, ...rest]
}

/** A variant's prices, as the audit log shows them before and after a change (null: none, or no variant). */
type VariantPrices = { price: string | null; specialPrice: string | null } | null

/**
 * The variants whose prices a change moves, added or removes (by id), with their label and their prices
 * before and after: what the audit log records of a product's price change (decision 073).
 */
export function priceChanges(
  before: readonly StoredVariant[],
  after: readonly StoredVariant[],
): { id: string; label: string; before: VariantPrices; after: VariantPrices }[] {
  const prices = (variant: StoredVariant | undefined): VariantPrices =>
    variant ? { price: variant.price, specialPrice: variant.specialPrice } : null
  const ids = [...new Set([...before, ...after].map((variant) => variant.id))]
  return ids.flatMap((id) => {
    const old = before.find((variant) => variant.id === id)
    const next = after.find((variant) => variant.id === id)
    const change = { id, label: (next ?? old)?.label ?? '', before: prices(old), after: prices(next) }
    return JSON.stringify(change.before) === JSON.stringify(change.after) ? [] : [change]
  })
}

/**
 * Refuses, at each field, a price with more decimals than the business's currency has (COP "12000.5").
 * `singlePrice` names the fields of the single-price shape (`price`, `specialPrice`) when the client sent
 * those rather than `variants`, so its form marks the field it has.
 */
export function requirePricesFitCurrency(
  variants: readonly StoredVariant[],
  optionGroups: readonly StoredOptionGroup[],
  currency: string,
  singlePrice = false,
) {
  const errors = checkVariantPrices(variants, optionGroups, currency)
  if (Object.keys(errors).length === 0) return
  const fields = singlePrice
    ? Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [field.replace(/^variants\.0\./, ''), messages]),
      )
    : errors
  throw new InvalidFieldsError('validation_failed', fields)
}
