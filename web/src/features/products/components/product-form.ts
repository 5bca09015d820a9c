import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { AllergenSchema } from '#domain/catalogues/allergens.ts'
import { ALWAYS, AvailabilitySchema } from '#domain/catalogues/availability.ts'
import { PRODUCT_TAGS, type Product } from '#domain/catalogues/product.schema.ts'
import {
  fitsMinorUnit,
  OptionGroupsInputSchema,
  VARIANT_LIMITS,
  VARIANT_MESSAGES,
  VariantsInputSchema,
} from '#domain/catalogues/variant.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'
import type { NewProduct } from '../../../entities/catalogue/api/create-product.ts'
import { englishTranslations } from '../../../entities/catalogue/english-texts.ts'
import { keepSavedId } from './saved-id.ts'

/**
 * A typed price ("12.000", "12000", "$ 12,50") as the API's exact decimal string (null when empty), or a
 * message key: unreadable, or finer than the business's currency (COP has no cents).
 */
function typedPrice(currency: string) {
  return z
    .string()
    .trim()
    .transform((text, context): string | null => {
      if (text === '') return null
      const decimal = parseDecimal(text)
      if (decimal === null) context.addIssue({ code: 'custom', message: VARIANT_MESSAGES.price })
      else if (!fitsMinorUnit(decimal, currency)) {
        context.addIssue({ code: 'custom', message: VARIANT_MESSAGES.minorUnit })
      }
      // An unreadable price stays as typed: never taken for "no price" by the rules checked after it.
      return decimal ?? text
    })
}

/** A count typed in a number box ("0", "3"): a whole number ≥ 0, or the choice-range message. */
const typedCount = z
  .string()
  .trim()
  .transform((text, context): number => {
    const count = Number(text)
    if (text === '' || !Number.isInteger(count) || count < 0) {
      context.addIssue({ code: 'custom', message: VARIANT_MESSAGES.choiceRange })
    }
    return count
  })

/**
 * The API's limits (NewProductSchema, and ProductTranslationsSchema for the English texts), counted at the
 * fields and named in their messages.
 */
export const PRODUCT_LIMITS = { name: 160, description: 1000, availableDays: 60 }

/**
 * Re-checks the form's parsed list with the domain's own rule (`schema`), each of its issues moved to the
 * form's field (`variants.1.label`): the form and the server answer with the same message keys. It runs even
 * when a price failed (`when`), so that every mistake shows at once; a field's first message is the one shown.
 */
function checkWith(schema: z.ZodType, value: unknown, context: z.RefinementCtx) {
  const result = schema.safeParse(value)
  if (result.success) return
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  }
}

// Ids stay out of the domain re-check: the form only needs its rules on labels, counts and prices.
const withoutIds = <T extends { id?: string }>({ id: _id, ...rest }: T) => rest

function variantsField(currency: string) {
  return z
    .array(
      z.object({
        id: z.string().optional(),
        label: z.string().trim(),
        // Its English label (decision 061), optional, with the Spanish label's limit.
        labelEn: z.string().trim().max(VARIANT_LIMITS.label, VARIANT_MESSAGES.labelTooLong),
        price: typedPrice(currency),
        specialPrice: typedPrice(currency),
      }),
    )
    .superRefine((variants, context) => checkWith(VariantsInputSchema, variants.map(withoutIds), context), {
      when: () => true,
    })
}

function optionGroupsField(currency: string) {
  const option = z.object({
    id: z.string().optional(),
    label: z.string().trim(),
    labelEn: z.string().trim().max(VARIANT_LIMITS.optionLabel, VARIANT_MESSAGES.optionLabelTooLong),
    priceDelta: typedPrice(currency).transform((price) => price ?? '0'),
  })
  const group = z.object({
    id: z.string().optional(),
    name: z.string().trim(),
    nameEn: z.string().trim().max(VARIANT_LIMITS.groupName, VARIANT_MESSAGES.groupNameTooLong),
    min: typedCount,
    max: typedCount,
    options: z.array(option),
  })
  return z.array(group).superRefine(
    (groups, context) =>
      checkWith(
        OptionGroupsInputSchema,
        groups.map((item) => ({ ...withoutIds(item), options: item.options.map(withoutIds) })),
        context,
      ),
    { when: () => true },
  )
}

/**
 * The product dialog's form, for a business's currency. The spec asks for little validation here
 * (docs/product-spec.md §5): a name, and prices it can read when there are some (an empty price is no error,
 * the menu then shows the dish without one). The prices' rules are the domain's (decision 044: 1–20 variants,
 * a label on each when there are two or more, none twice; extras' groups), checked at their fields.
 */
export function productFormSchema(currency: string) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'products.dialog.errors.nameRequired')
      .max(PRODUCT_LIMITS.name, 'products.dialog.errors.nameTooLong'),
    // The English texts are optional (decision 053): an empty one is no translation, and the menu shows
    // the original.
    nameEn: z.string().trim().max(PRODUCT_LIMITS.name, 'products.dialog.errors.nameEnTooLong'),
    categoryId: z.string().min(1, 'products.dialog.errors.categoryRequired'),
    variants: variantsField(currency),
    optionGroups: optionGroupsField(currency),
    description: z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.description, 'products.dialog.errors.descriptionTooLong'),
    descriptionEn: z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.description, 'products.dialog.errors.descriptionEnTooLong'),
    available: z.boolean(),
    tags: z.array(z.enum(PRODUCT_TAGS)),
    // Kept apart by the allergens' grid (an allergen marked as one is taken off the other), in the Annex's order.
    allergens: z.array(AllergenSchema),
    allergenTraces: z.array(AllergenSchema),
    availableDays: z.string().trim().max(PRODUCT_LIMITS.availableDays, 'products.dialog.errors.daysTooLong'),
    // Serving hours (AvailabilityFields), checked by the domain's own schema: its messages are the server's.
    availability: AvailabilitySchema,
  })
}

type FormSchema = ReturnType<typeof productFormSchema>
export type ProductFormInput = z.input<FormSchema>
export type ProductFormOutput = z.output<FormSchema>
export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductFormOutput>
export type VariantFormValue = ProductFormInput['variants'][number]
export type OptionGroupFormValue = ProductFormInput['optionGroups'][number]

/** The fields of the dialog's first page, checked before "Siguiente". */
export const FIRST_PAGE_FIELDS = [
  'name',
  'nameEn',
  'categoryId',
  'variants',
  'description',
  'descriptionEn',
] as const

export const EMPTY_VARIANT: VariantFormValue = { label: '', labelEn: '', price: '', specialPrice: '' }
export const EMPTY_OPTION: OptionGroupFormValue['options'][number] = {
  label: '',
  labelEn: '',
  priceDelta: '',
}
export const EMPTY_OPTION_GROUP: OptionGroupFormValue = {
  name: '',
  nameEn: '',
  min: '0',
  max: '1',
  options: [EMPTY_OPTION],
}

/**
 * The form's starting values: the product's, or empty ones in a category. Saved prices are shown as the API
 * keeps them ("12000"), which parseDecimal reads back unchanged.
 */
export function productFormDefaults(product: Product | null, categoryId: string): ProductFormInput {
  return {
    name: product?.name ?? '',
    nameEn: product?.translations.en?.name ?? '',
    categoryId: product?.categoryId ?? categoryId,
    variants: product?.variants.map((variant) => ({
      id: variant.id,
      label: variant.label,
      labelEn: variant.translations.en?.label ?? '',
      price: variant.price ?? '',
      specialPrice: variant.specialPrice ?? '',
    })) ?? [EMPTY_VARIANT],
    optionGroups:
      product?.optionGroups.map((group) => ({
        id: group.id,
        name: group.name,
        nameEn: group.translations.en?.name ?? '',
        min: String(group.min),
        max: String(group.max),
        options: group.options.map(({ id, label, priceDelta, translations }) => ({
          id,
          label,
          labelEn: translations.en?.label ?? '',
          priceDelta,
        })),
      })) ?? [],
    description: product?.description ?? '',
    descriptionEn: product?.translations.en?.description ?? '',
    available: product?.available ?? true,
    tags: product?.tags ?? [],
    allergens: product?.allergens ?? [],
    allergenTraces: product?.allergenTraces ?? [],
    availableDays: product?.availableDays ?? '',
    availability: product?.availability ?? ALWAYS,
  }
}

/**
 * The form's values as the API takes them: every variant and group in the owner's order; empty prices null.
 * Saved ids go back (the server then keeps that variant, and promotions aimed at it); new ones have none.
 * The English texts go as the product's, its sizes' and its extras' translations, whole: an emptied one is
 * removed.
 */
export function toProductInput({ nameEn, descriptionEn, ...values }: ProductFormOutput): NewProduct {
  return {
    ...values,
    translations: englishTranslations({ name: nameEn, description: descriptionEn }),
    variants: values.variants.map(({ id, labelEn, ...variant }) => ({
      ...keepSavedId(id),
      ...variant,
      translations: englishTranslations({ label: labelEn }),
    })),
    optionGroups: values.optionGroups.map(({ id, nameEn, options, ...group }) => ({
      ...keepSavedId(id),
      ...group,
      translations: englishTranslations({ name: nameEn }),
      options: options.map(({ id: optionId, labelEn, ...option }) => ({
        ...keepSavedId(optionId),
        ...option,
        translations: englishTranslations({ label: labelEn }),
      })),
    })),
  }
}
