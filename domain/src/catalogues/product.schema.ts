import { z } from 'zod'

/** The six tags a product may carry (docs/product-spec.md §3 "Product"), by the spec's Spanish names. */
export const PRODUCT_TAGS = [
  'Contiene alcohol',
  'Contiene maní',
  'Recomendado',
  'Picante',
  'Vegano',
  'Sin gluten',
] as const

/** A price as an exact decimal string with at most 2 decimals ("12000", "12.5"); never a binary float. */
export const DecimalSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'catalogues.errors.price')

/**
 * A product (docs/product-spec.md §3): prices exact, tags from the six, availability and days as printed
 * ("Lun - Jue"). The price is null when the owner has none to give (a dish read from a menu without one, or
 * left empty): the menu shows no price rather than an invented 0.
 */
export const ProductSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  price: z.string().nullable(),
  specialPrice: z.string().nullable(),
  description: z.string(),
  image: z.string().nullable(),
  available: z.boolean(),
  tags: z.array(z.enum(PRODUCT_TAGS)),
  availableDays: z.string(),
  position: z.number().int(),
})
export type Product = z.infer<typeof ProductSchema>

const fields = {
  categoryId: z.string().uuid(),
  name: z.string().trim().min(1).max(160),
  price: DecimalSchema.nullable(),
  specialPrice: DecimalSchema.nullable(),
  description: z.string().max(1000),
  available: z.boolean(),
  tags: z.array(z.enum(PRODUCT_TAGS)).max(PRODUCT_TAGS.length),
  availableDays: z.string().max(60),
  position: z.number().int().min(0).max(10_000),
}

export const NewProductSchema = z.object({
  ...fields,
  price: fields.price.default(null),
  specialPrice: fields.specialPrice.default(null),
  description: fields.description.default(''),
  available: fields.available.default(true),
  tags: fields.tags.default([]),
  availableDays: fields.availableDays.default(''),
  position: fields.position.optional(),
})
export const ProductChangeSchema = z.object(fields).partial()
