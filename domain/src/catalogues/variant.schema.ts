import { z } from 'zod'
import { minorUnitDigits } from '../money/minor-unit.ts'
import { TRANSLATION_LANGUAGES, type TranslationLanguage, translationsSchema } from './translations.ts'

// A product's prices (decision 044): one or more variants ("Copa" 4.50, "Botella" 18), each a label and an
// exact price, in the owner's order. A product with one price is a product with one unlabelled variant, so
// every reader of prices has one path. Optional option groups add extras to any variant ("Ingredientes
// extra": bacon +1.50, choose 0–3). A category may declare shared variant labels ("Pequeña / Mediana /
// Familiar") that its products fill in, as size tables are printed on paper.

/** How many variants a product may have, option groups it may carry, options a group may list. */
export const VARIANT_LIMITS = {
  variants: 20,
  label: 40,
  optionGroups: 10,
  groupName: 80,
  options: 30,
  optionLabel: 80,
} as const

/** Message keys (namespace `products`) the variant rules answer with, at the offending field. */
export const VARIANT_MESSAGES = {
  price: 'products.errors.price',
  minorUnit: 'products.errors.priceMinorUnit',
  labelRequired: 'products.errors.variantLabelRequired',
  labelDuplicate: 'products.errors.variantLabelDuplicate',
  labelTooLong: 'products.errors.variantLabelTooLong',
  noVariants: 'products.errors.noVariants',
  tooManyVariants: 'products.errors.tooManyVariants',
  specialWithoutPrice: 'products.errors.specialWithoutPrice',
  groupNameRequired: 'products.errors.optionGroupNameRequired',
  optionLabelRequired: 'products.errors.optionLabelRequired',
  optionLabelDuplicate: 'products.errors.optionLabelDuplicate',
  optionLabelTooLong: 'products.errors.optionLabelTooLong',
  groupNameTooLong: 'products.errors.optionGroupNameTooLong',
  noOptions: 'products.errors.noOptions',
  choiceRange: 'products.errors.optionChoiceRange',
  tooManyGroups: 'products.errors.tooManyOptionGroups',
  tooManyOptions: 'products.errors.tooManyOptions',
} as const

/** A price as an exact decimal string with at most 2 decimals ("12000", "12.5"); never a binary float. */
export const DecimalSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, VARIANT_MESSAGES.price)

/** The shortest exact form of a decimal ("12.50" → "12.5", "12000.00" → "12000", "0.0" → "0"). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') || '0' : value
}

/** Whether an exact decimal has no more decimals than the currency's smallest unit (COP "12000.5" has). */
export function fitsMinorUnit(price: string, currency: string): boolean {
  const decimals = trimDecimal(price).split('.')[1]?.length ?? 0
  return decimals <= minorUnitDigits(currency)
}

/** Labels compared as an owner reads them: "Copa", " copa " and "COPA" are one label. */
export function toLabelKey(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es')
}

// The English (and later other) texts of sizes and extras (decision 061), each with its Spanish field's limit
// and message, falling back to the Spanish on its own as a product's name does (decision 053).

/** A size's label in other languages ({ en: { label: 'Glass' } }). */
export const VariantTranslationsSchema = translationsSchema({
  label: z.string().max(VARIANT_LIMITS.label, VARIANT_MESSAGES.labelTooLong),
})
/** An extra's label in other languages. */
export const OptionTranslationsSchema = translationsSchema({
  label: z.string().max(VARIANT_LIMITS.optionLabel, VARIANT_MESSAGES.optionLabelTooLong),
})
/** A group of extras' name in other languages. */
export const OptionGroupTranslationsSchema = translationsSchema({
  name: z.string().max(VARIANT_LIMITS.groupName, VARIANT_MESSAGES.groupNameTooLong),
})

/** A variant as the API answers it: `label` '' only on a product's single variant; prices null when none. */
export const ProductVariantSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.string().nullable(),
  specialPrice: z.string().nullable(),
  translations: VariantTranslationsSchema,
})
export type ProductVariant = z.infer<typeof ProductVariantSchema>

export const ProductOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** What choosing it adds to the variant's price, an exact decimal ≥ 0 ("1.5"). */
  priceDelta: z.string(),
  translations: OptionTranslationsSchema,
})
export type ProductOption = z.infer<typeof ProductOptionSchema>

/** A group of extras: the diner chooses between `min` and `max` of its options. */
export const OptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(ProductOptionSchema),
  translations: OptionGroupTranslationsSchema,
})
export type OptionGroup = z.infer<typeof OptionGroupSchema>

/** A variant as the editor sends it: a known `id` keeps the variant (and promotions aimed at it). */
export const VariantInputSchema = z.object({
  id: z.string().uuid().optional(),
  label: z.string().trim().max(VARIANT_LIMITS.label, VARIANT_MESSAGES.labelTooLong).default(''),
  price: DecimalSchema.nullable().default(null),
  specialPrice: DecimalSchema.nullable().default(null),
  translations: VariantTranslationsSchema.default({}),
})
export type VariantInput = z.output<typeof VariantInputSchema>

/** What is wrong with one of a list's labels: missing where every one needs a label, or repeated. */
export type LabelProblem = 'required' | 'duplicate'

/**
 * Each label's problem, by index (null when none): a label is required on each when `requireAll`, and no
 * label twice, compared as an owner reads them (`toLabelKey`). The one rule of variants, shared labels,
 * options and the review's prices.
 */
export function findLabelProblems(labels: readonly string[], requireAll: boolean): (LabelProblem | null)[] {
  const seen = new Set<string>()
  return labels.map((label) => {
    const key = toLabelKey(label)
    if (key === '') return requireAll ? 'required' : null
    if (seen.has(key)) return 'duplicate'
    seen.add(key)
    return null
  })
}

/** Adds an issue for every label that is missing (when `requireAll`) or repeated, at its own field. */
export function checkLabels(
  labels: readonly string[],
  context: z.RefinementCtx,
  path: (index: number) => (string | number)[],
  messages: Record<LabelProblem, string>,
  requireAll: boolean,
) {
  findLabelProblems(labels, requireAll).forEach((problem, index) => {
    if (problem) context.addIssue({ code: 'custom', path: path(index), message: messages[problem] })
  })
}

/**
 * A product's variants as the editor sends them: 1 to 20; a label on each when there are two or more, no
 * label twice; a special price only beside a price. (The currency's minor unit needs the business:
 * `checkVariantPrices`.)
 */
export const VariantsInputSchema = z
  .array(VariantInputSchema)
  .min(1, VARIANT_MESSAGES.noVariants)
  .max(VARIANT_LIMITS.variants, VARIANT_MESSAGES.tooManyVariants)
  .superRefine((variants, context) => {
    checkLabels(
      variants.map((variant) => variant.label),
      context,
      (index) => [index, 'label'],
      { required: VARIANT_MESSAGES.labelRequired, duplicate: VARIANT_MESSAGES.labelDuplicate },
      variants.length >= 2,
    )
    variants.forEach((variant, index) => {
      if (variant.specialPrice !== null && variant.price === null) {
        context.addIssue({
          code: 'custom',
          path: [index, 'specialPrice'],
          message: VARIANT_MESSAGES.specialWithoutPrice,
        })
      }
    })
  })

export const OptionInputSchema = z.object({
  id: z.string().uuid().optional(),
  label: z.string().trim().max(VARIANT_LIMITS.optionLabel, VARIANT_MESSAGES.optionLabelTooLong),
  priceDelta: DecimalSchema.default('0'),
  translations: OptionTranslationsSchema.default({}),
})

export const OptionGroupInputSchema = z
  .object({
    id: z.string().uuid().optional(),
    name: z
      .string()
      .trim()
      .min(1, VARIANT_MESSAGES.groupNameRequired)
      .max(VARIANT_LIMITS.groupName, VARIANT_MESSAGES.groupNameTooLong),
    translations: OptionGroupTranslationsSchema.default({}),
    min: z.number().int(VARIANT_MESSAGES.choiceRange).min(0, VARIANT_MESSAGES.choiceRange).default(0),
    max: z.number().int(VARIANT_MESSAGES.choiceRange).min(1, VARIANT_MESSAGES.choiceRange),
    options: z
      .array(OptionInputSchema)
      .min(1, VARIANT_MESSAGES.noOptions)
      .max(VARIANT_LIMITS.options, VARIANT_MESSAGES.tooManyOptions),
  })
  .superRefine((group, context) => {
    checkLabels(
      group.options.map((option) => option.label),
      context,
      (index) => ['options', index, 'label'],
      { required: VARIANT_MESSAGES.optionLabelRequired, duplicate: VARIANT_MESSAGES.optionLabelDuplicate },
      true,
    )
    if (group.min > group.max || group.max > group.options.length) {
      context.addIssue({ code: 'custom', path: ['max'], message: VARIANT_MESSAGES.choiceRange })
    }
  })
export type OptionGroupInput = z.output<typeof OptionGroupInputSchema>

export const OptionGroupsInputSchema = z
  .array(OptionGroupInputSchema)
  .max(VARIANT_LIMITS.optionGroups, VARIANT_MESSAGES.tooManyGroups)

/**
 * A category's shared variant labels ("Pequeña", "Mediana", "Familiar"): none, or up to 20 distinct ones (a
 * single one, "Por persona", heads a one-column table).
 */
export const SharedLabelsSchema = z
  .array(z.string().trim().max(VARIANT_LIMITS.label, VARIANT_MESSAGES.labelTooLong))
  .max(VARIANT_LIMITS.variants, VARIANT_MESSAGES.tooManyVariants)
  .superRefine((labels, context) =>
    checkLabels(
      labels,
      context,
      (index) => [index],
      { required: VARIANT_MESSAGES.labelRequired, duplicate: VARIANT_MESSAGES.labelDuplicate },
      true,
    ),
  )

/**
 * A category's shared labels in other languages, each list beside `variantLabels` ({ en: ['Small', '',
 * 'Family'] }): '' where the owner gave none, and a language with none at all is dropped, so "no translation"
 * has one shape. Each has the Spanish label's limit.
 */
export const SharedLabelTranslationsSchema = z
  .partialRecord(
    z.enum(TRANSLATION_LANGUAGES),
    z
      .array(z.string().trim().max(VARIANT_LIMITS.label, VARIANT_MESSAGES.labelTooLong))
      .max(VARIANT_LIMITS.variants, VARIANT_MESSAGES.tooManyVariants),
  )
  .overwrite((translations) => {
    const kept: SharedLabelTranslations = {}
    for (const language of TRANSLATION_LANGUAGES) {
      const labels = translations[language]
      if (labels?.some((label) => label !== '')) kept[language] = labels
    }
    return kept
  })
export type SharedLabelTranslations = Partial<Record<TranslationLanguage, string[]>>

/** The message key of a translated shared label past the last label it would translate. */
export const LABEL_TRANSLATION_WITHOUT_LABEL = 'categories.errors.labelTranslationWithoutLabel'

/** Refuses, at its place, a translated shared label past the last label it would translate. */
export function checkLabelTranslationsFit(
  labels: readonly string[],
  translations: SharedLabelTranslations,
  context: z.RefinementCtx,
  path: (string | number)[] = ['variantLabelTranslations'],
) {
  for (const [language, texts] of Object.entries(translations)) {
    texts.forEach((text, index) => {
      if (index >= labels.length && text !== '') {
        context.addIssue({
          code: 'custom',
          path: [...path, language, index],
          message: LABEL_TRANSLATION_WITHOUT_LABEL,
        })
      }
    })
  }
}

/**
 * The translations of `before`'s shared labels moved to where the same labels (read as an owner reads them)
 * now stand in `after`: a change that reorders, renames or removes sizes without sending their translations
 * keeps each with its own size, and a size new or renamed has none.
 */
export function alignLabelTranslations(
  before: readonly string[],
  translations: SharedLabelTranslations,
  after: readonly string[],
): SharedLabelTranslations {
  const positions = new Map(before.map((label, index) => [toLabelKey(label), index]))
  const aligned: Record<string, string[]> = {}
  for (const [language, texts] of Object.entries(translations)) {
    aligned[language] = after.map((label) => texts[positions.get(toLabelKey(label)) ?? -1] ?? '')
  }
  return SharedLabelTranslationsSchema.parse(aligned)
}

type LabelledCategory = {
  variantLabels: readonly string[]
  variantLabelTranslations: SharedLabelTranslations
}

/** The owner's translation of the shared label at `index` into `language`, or undefined when none. */
export function sharedLabelTranslation(
  category: LabelledCategory,
  index: number,
  language: string,
): string | undefined {
  return category.variantLabelTranslations[language as TranslationLanguage]?.[index] || undefined
}

/** The shared label at `index` in `language`, or the original when that language has none for it. */
export function sharedLabelText(category: LabelledCategory, index: number, language: string): string {
  return sharedLabelTranslation(category, index, language) ?? category.variantLabels[index] ?? ''
}

/** Field path → message keys for prices with more decimals than the currency has (COP "12000.5"). */
export function checkVariantPrices(
  variants: readonly { price: string | null; specialPrice: string | null }[],
  optionGroups: readonly { options: readonly { priceDelta: string }[] }[],
  currency: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const check = (path: string, price: string | null) => {
    if (price !== null && !fitsMinorUnit(price, currency)) errors[path] = [VARIANT_MESSAGES.minorUnit]
  }
  variants.forEach((variant, index) => {
    check(`variants.${index}.price`, variant.price)
    check(`variants.${index}.specialPrice`, variant.specialPrice)
  })
  optionGroups.forEach((group, groupIndex) => {
    group.options.forEach((option, index) => {
      check(`optionGroups.${groupIndex}.options.${index}.priceDelta`, option.priceDelta)
    })
  })
  return errors
}

/** The price a product shows where one number is expected (old API readers, sorting): its first variant's. */
export function firstVariant<V extends { price: string | null; specialPrice: string | null }>(
  variants: readonly V[],
): { price: string | null; specialPrice: string | null } {
  const first = variants[0]
  return { price: first?.price ?? null, specialPrice: first?.specialPrice ?? null }
}
