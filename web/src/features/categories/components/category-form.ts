import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { ALWAYS, AvailabilitySchema } from '#domain/catalogues/availability.ts'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { SharedLabelTranslations } from '#domain/catalogues/variant.schema.ts'
import { SharedLabelsSchema, VARIANT_LIMITS, VARIANT_MESSAGES } from '#domain/catalogues/variant.schema.ts'

/**
 * The API's limits (NewCategorySchema, and CategoryTranslationsSchema for the English texts), counted at the
 * fields and named in their messages.
 */
export const CATEGORY_LIMITS = { name: 120, description: 500 }

// Name required (docs/product-spec.md §5 "Category: name required"): a new category starts empty, "Nueva
// categoría" (§3) only its placeholder, so saving it untouched is refused instead of naming it after the hint.
// Shared sizes follow the domain's rule (decision 044: none empty, none twice), each message at its field.
export const CategoryFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'categories.dialog.nameRequired')
    .max(CATEGORY_LIMITS.name, 'categories.dialog.nameTooLong'),
  description: z.string().trim().max(CATEGORY_LIMITS.description, 'categories.dialog.descriptionTooLong'),
  // Optional (decision 053): an empty English text is no translation, and the menu shows the original.
  nameEn: z.string().trim().max(CATEGORY_LIMITS.name, 'categories.dialog.nameEnTooLong'),
  descriptionEn: z.string().trim().max(CATEGORY_LIMITS.description, 'categories.dialog.descriptionEnTooLong'),
  isVisible: z.boolean(),
  // Objects, not texts: a form's list of fields needs them (react-hook-form's useFieldArray).
  // Each with its English (decision 061), optional, with the Spanish size's limit.
  variantLabels: z
    .array(
      z.object({
        value: z.string().trim(),
        valueEn: z.string().trim().max(VARIANT_LIMITS.label, VARIANT_MESSAGES.labelTooLong),
      }),
    )
    .superRefine((labels, context) => {
      const result = SharedLabelsSchema.safeParse(labels.map(({ value }) => value))
      if (result.success) return
      for (const issue of result.error.issues) {
        const [index] = issue.path
        context.addIssue({
          code: 'custom',
          path: typeof index === 'number' ? [index, 'value'] : [],
          message: issue.message,
        })
      }
    }),
  // Serving hours (AvailabilityFields), checked by the domain's own schema: its messages are the server's.
  availability: AvailabilitySchema,
})

export type CategoryFormInput = z.input<typeof CategoryFormSchema>
export type CategoryFormOutput = z.output<typeof CategoryFormSchema>
export type CategoryFormApi = UseFormReturn<CategoryFormInput, unknown, CategoryFormOutput>

export function categoryFormDefaults(category: Category | null): CategoryFormInput {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    nameEn: category?.translations.en?.name ?? '',
    descriptionEn: category?.translations.en?.description ?? '',
    isVisible: category?.isVisible ?? true,
    variantLabels: (category?.variantLabels ?? []).map((value, index) => ({
      value,
      valueEn: category?.variantLabelTranslations.en?.[index] ?? '',
    })),
    availability: category?.availability ?? ALWAYS,
  }
}

/**
 * The form's sizes as the API takes them: the Spanish ones, and their English beside them as one list (''
 * where none), or none at all when no size has English.
 */
export function toSharedLabels(labels: CategoryFormOutput['variantLabels']): {
  variantLabels: string[]
  variantLabelTranslations: SharedLabelTranslations
} {
  const english = labels.map(({ valueEn }) => valueEn)
  return {
    variantLabels: labels.map(({ value }) => value),
    variantLabelTranslations: english.some((text) => text !== '') ? { en: english } : {},
  }
}
