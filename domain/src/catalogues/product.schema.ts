import { z } from 'zod'
import { ALLERGEN_MESSAGES, AllergenListSchema, AllergenSchema } from './allergens.ts'
import { AvailabilitySchema } from './availability.ts'
import { CourseSchema, CoursesInputSchema, IncludesInputSchema, PRODUCT_KINDS } from './set-menu.schema.ts'
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
  /** A dish, or a set menu whose price buys a choice per course (domain/catalogues/set-menu.schema.ts). */
  kind: z.enum(PRODUCT_KINDS),
  /** A set menu's courses in order; [] for a dish. */
  courses: z.array(CourseSchema),
  /** What a set menu's price includes ("Pan", "Bebida"); [] for a dish. */
  includes: z.array(z.string()),
  /** When it is served (domain/catalogues/availability.ts); nothing set: always. */
  availability: AvailabilitySchema,
  /**
   * Sold out ("Agotado hoy") until this instant, the end of the business's day it was marked in (ISO 8601);
   * null when it is not, or no longer, sold out.
   */
  soldOutUntil: z.string().nullable(),
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
  /** A set menu's courses, in order: replaces them all (an `id` it had keeps that course or choice). */
  courses: CoursesInputSchema,
  includes: IncludesInputSchema,
  availability: AvailabilitySchema,
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

/** A set menu has at least one course; a dish has none (nor anything its price includes). */
function refuseCoursesOfKind(
  kind: (typeof PRODUCT_KINDS)[number],
  input: { courses?: readonly unknown[]; includes?: readonly unknown[] },
  context: z.RefinementCtx,
) {
  if (kind === 'menu' && input.courses !== undefined && input.courses.length === 0) {
    context.addIssue({ code: 'custom', path: ['courses'], message: 'menus.errors.coursesRequired' })
  }
  if (kind === 'dish' && (input.courses?.length ?? 0) > 0) {
    context.addIssue({ code: 'custom', path: ['courses'], message: 'menus.errors.coursesOfDish' })
  }
  if (kind === 'dish' && (input.includes?.length ?? 0) > 0) {
    context.addIssue({ code: 'custom', path: ['includes'], message: 'menus.errors.coursesOfDish' })
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
    kind: z.enum(PRODUCT_KINDS).default('dish'),
    courses: fields.courses.default([]),
    includes: fields.includes.default([]),
    availability: fields.availability.optional(),
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
    refuseCoursesOfKind(input.kind, input, context)
  })
  .transform(({ price, specialPrice, variants, ...rest }) => ({
    ...rest,
    variants: variants ?? [{ label: '', price, specialPrice, translations: {} }],
  }))
export type NewProduct = z.output<typeof NewProductSchema>

/**
 * A change to a product: any of its fields but its kind. `variants` replaces them all; without it, `price` and
 * `specialPrice` change the first variant's (the single-price shape). Courses are checked against the
 * product's kind where it is known (products.service.ts).
 */
export const ProductChangeSchema = z.object(fields).partial().superRefine(refuseContainedTraces)
export type ProductChange = z.output<typeof ProductChangeSchema>
