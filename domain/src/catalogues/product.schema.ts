import { z } from 'zod'
import { ALLERGEN_MESSAGES, AllergenListSchema, AllergenSchema } from './allergens.ts'
import { translationsSchema } from './translations.ts'
import {
  DecimalSchema,
  OptionGroupSchema,
  OptionGroupsInputSchema,
  ProductVariantSchema,
  VariantsInputSchema,
} from './variant.schema.ts'

export { DecimalSchema } from './variant.schema.ts'

/** The six tags a product may carry (docs/product-spec.md §3 "Product"), by the spec's Spanish names. */
export const PRODUCT_TAGS = [
  'Contiene alcohol',
  'Contiene maní',
  'Recomendado',
  'Picante',
  'Vegano',
  'Sin gluten',
] as const

/**
 * A product (docs/product-spec.md §3): prices exact, tags from the six, availability and days as printed
 * ("Lun - Jue"). Its prices are its `variants` (decision 044), one or more in the owner's order; `price` and
 * `specialPrice` repeat the first variant's for readers of the single-price shape. A price is null when the
 * owner has none to give (a dish read from a menu without one, or left empty): the menu shows no price
 * rather than an invented 0.
 */
/** A product's English (and later other) name and description, each falling back to the original. */
export const ProductTranslationsSchema = translationsSchema({
  name: z.string().max(160),
  description: z.string().max(1000),
})

export const ProductSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  /** The first variant's price, for readers of the single-price shape. */
  price: z.string().nullable(),
  /** The first variant's special price, for readers of the single-price shape. */
  specialPrice: z.string().nullable(),
  variants: z.array(ProductVariantSchema).min(1),
  optionGroups: z.array(OptionGroupSchema),
  description: z.string(),
  image: z.string().nullable(),
  available: z.boolean(),
  tags: z.array(z.enum(PRODUCT_TAGS)),
  /** The allergens of the 14 it contains, in the Annex's order (domain/catalogues/allergens.ts). */
  allergens: z.array(AllergenSchema),
  /** Those it may contain as traces ("puede contener"), never one it contains. */
  allergenTraces: z.array(AllergenSchema),
  translations: ProductTranslationsSchema,
  availableDays: z.string(),
  position: z.number().int(),
})
export type Product = z.infer<typeof ProductSchema>

const fields = {
  categoryId: z.string().uuid(),
  name: z.string().trim().min(1).max(160),
  /** The single-price shape: sets the first variant's price when `variants` is not sent. */
  price: DecimalSchema.nullable(),
  /** The single-price shape: sets the first variant's special price when `variants` is not sent. */
  specialPrice: DecimalSchema.nullable(),
  /** Every variant, in order: replaces the product's (an `id` it had keeps that variant). */
  variants: VariantsInputSchema,
  /** Every option group, in order: replaces the product's. */
  optionGroups: OptionGroupsInputSchema,
  description: z.string().max(1000),
  available: z.boolean(),
  tags: z.array(z.enum(PRODUCT_TAGS)).max(PRODUCT_TAGS.length),
  allergens: AllergenListSchema,
  allergenTraces: AllergenListSchema,
  translations: ProductTranslationsSchema,
  availableDays: z.string().max(60),
  position: z.number().int().min(0).max(10_000),
}

/** An allergen is contained or a trace, never both: the second list names it again by mistake. */
function refuseContainedTraces(
  input: { allergens?: readonly string[]; allergenTraces?: readonly string[] },
  context: z.RefinementCtx,
) {
  const contained = new Set(input.allergens ?? [])
  if ((input.allergenTraces ?? []).some((allergen) => contained.has(allergen))) {
    context.addIssue({
      code: 'custom',
      path: ['allergenTraces'],
      message: ALLERGEN_MESSAGES.containedAndTrace,
    })
  }
}

/**
 * A new product: its `variants`, or for the single-price shape a `price` (and `specialPrice`) that become
 * its one unlabelled variant. Sent both ways, `variants` wins.
 */
export const NewProductSchema = z
  .object({
    ...fields,
    price: fields.price.default(null),
    specialPrice: fields.specialPrice.default(null),
    variants: fields.variants.optional(),
    optionGroups: fields.optionGroups.default([]),
    description: fields.description.default(''),
    available: fields.available.default(true),
    tags: fields.tags.default([]),
    allergens: fields.allergens.default([]),
    allergenTraces: fields.allergenTraces.default([]),
    translations: fields.translations.default({}),
    availableDays: fields.availableDays.default(''),
    position: fields.position.optional(),
  })
  .superRefine((input, context) => {
    if (input.variants === undefined && input.specialPrice !== null && input.price === null) {
      context.addIssue({
        code: 'custom',
        path: ['specialPrice'],
        message: 'products.errors.specialWithoutPrice',
      })
    }
    refuseContainedTraces(input, context)
  })
  .transform(({ price, specialPrice, variants, ...rest }) => ({
    ...rest,
    variants: variants ?? [{ label: '', price, specialPrice, translations: {} }],
  }))
export type NewProduct = z.output<typeof NewProductSchema>

/**
 * A change to a product: any of its fields. `variants` replaces them all; without it, `price` and
 * `specialPrice` change the first variant's (the single-price shape).
 */
export const ProductChangeSchema = z.object(fields).partial().superRefine(refuseContainedTraces)
export type ProductChange = z.output<typeof ProductChangeSchema>
