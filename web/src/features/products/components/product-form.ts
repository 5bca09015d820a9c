import { z } from 'zod'
import { PRODUCT_TAGS, type Product } from '#domain/catalogues/product.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'
import type { NewProduct } from '../api/create-product.ts'

/** A typed price ("12.000", "12000", "$ 12,50") as the API's exact decimal string, or an error message key. */
function typedPrice(requiredKey: string | null) {
  return z
    .string()
    .trim()
    .transform((text, context): string | null => {
      if (text === '') {
        if (requiredKey) context.addIssue({ code: 'custom', message: requiredKey })
        return null
      }
      const decimal = parseDecimal(text)
      if (decimal === null) context.addIssue({ code: 'custom', message: 'products.dialog.errors.price' })
      return decimal
    })
}

/** The API's limits (NewProductSchema), counted at the fields and named in their messages. */
export const PRODUCT_LIMITS = { name: 160, description: 1000, availableDays: 60 }

/**
 * The product dialog's form. The spec asks for no validation here (docs/product-spec.md §5); the server needs
 * a name, and a price it can read when there is one: an empty price is no error, the menu then shows the dish
 * without one. A special price is shown beside the regular one, so it needs one.
 */
export const ProductFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'products.dialog.errors.nameRequired')
      .max(PRODUCT_LIMITS.name, 'products.dialog.errors.nameTooLong'),
    categoryId: z.string().min(1, 'products.dialog.errors.categoryRequired'),
    price: typedPrice(null),
    specialPrice: typedPrice(null),
    description: z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.description, 'products.dialog.errors.descriptionTooLong'),
    available: z.boolean(),
    tags: z.array(z.enum(PRODUCT_TAGS)),
    availableDays: z.string().trim().max(PRODUCT_LIMITS.availableDays, 'products.dialog.errors.daysTooLong'),
  })
  .refine((values) => values.specialPrice === null || values.price !== null, {
    message: 'products.dialog.errors.specialWithoutPrice',
    path: ['specialPrice'],
  })

export type ProductFormInput = z.input<typeof ProductFormSchema>
export type ProductFormOutput = z.output<typeof ProductFormSchema>

/** The fields of the dialog's first page, checked before "Siguiente". */
export const FIRST_PAGE_FIELDS = ['name', 'categoryId', 'price', 'specialPrice', 'description'] as const

/**
 * The form's starting values: the product's, or empty ones in a category. Saved prices are shown as the API
 * keeps them ("12000"), which parseDecimal reads back unchanged.
 */
export function productFormDefaults(product: Product | null, categoryId: string): ProductFormInput {
  return {
    name: product?.name ?? '',
    categoryId: product?.categoryId ?? categoryId,
    price: product?.price ?? '',
    specialPrice: product?.specialPrice ?? '',
    description: product?.description ?? '',
    available: product?.available ?? true,
    tags: product?.tags ?? [],
    availableDays: product?.availableDays ?? '',
  }
}

/** The form's values as the API takes them: an empty price is null, never 0. */
export function toProductInput(values: ProductFormOutput): NewProduct {
  return { ...values, price: values.price, specialPrice: values.specialPrice }
}
