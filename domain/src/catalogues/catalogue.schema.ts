import { z } from 'zod'
import { AvailabilitySchema } from './availability.ts'
import { type Translations, translationsSchema } from './translations.ts'
import {
  checkLabelTranslationsFit,
  SharedLabelsSchema,
  SharedLabelTranslationsSchema,
} from './variant.schema.ts'

/** The three templates of the chooser (docs/product-spec.md §2 "Template chooser", §3 "Template"). */
export const TEMPLATE_IDS = ['clasico', 'moderno', 'minimalista'] as const
export type TemplateId = (typeof TEMPLATE_IDS)[number]

/**
 * The categories every new catalogue starts with (docs/product-spec.md §3 "Category"), each with its English
 * name (decision 061), so that an English menu names them in English until the owner changes them.
 */
export const DEFAULT_CATEGORIES = [
  { name: 'Entradas', translations: { en: { name: 'Starters' } } },
  { name: 'Fuertes', translations: { en: { name: 'Mains' } } },
  { name: 'Bebidas', translations: { en: { name: 'Drinks' } } },
] as const satisfies readonly { name: string; translations: Translations<'name'> }[]
/** The name a category gets when the owner adds one (docs/product-spec.md §3). */
export const NEW_CATEGORY_NAME = 'Nueva categoría'

/** A catalogue as the API answers it; `editado` is its last change (ISO 8601), shown as "hace N minutos". */
export const CatalogueSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  imagen: z.string().nullable(),
  editado: z.string(),
  activo: z.boolean(),
  template: z.enum(TEMPLATE_IDS),
})
export type Catalogue = z.infer<typeof CatalogueSchema>

const name = z.string().trim().min(1).max(120)

/** A new catalogue: from a template, named by the owner or after the template. */
export const NewCatalogueSchema = z.object({ template: z.enum(TEMPLATE_IDS), nombre: name.optional() })

/** What the owner may change of a catalogue directly (activation has its own endpoint). */
export const CatalogueChangeSchema = z.object({ nombre: name })

/** A category's English (and later other) name and description, each falling back to the original. */
export const CategoryTranslationsSchema = translationsSchema({
  name: z.string().max(120),
  description: z.string().max(500),
})

/**
 * A category (docs/product-spec.md §3): name required (docs/product-spec.md §5), visible by default, in the
 * owner's order.
 */
export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isVisible: z.boolean(),
  image: z.string().nullable(),
  position: z.number().int(),
  /**
   * Shared variant labels its products fill in ("Pequeña", "Mediana", "Familiar"), shown once as a table's
   * headers on the menu and as the grid editor's columns; [] when the category has none.
   */
  variantLabels: z.array(z.string()),
  /** Its shared labels in other languages, beside `variantLabels` ({ en: ['Small', '', 'Family'] }). */
  variantLabelTranslations: SharedLabelTranslationsSchema,
  translations: CategoryTranslationsSchema,
  /** When its dishes are served (breakfast until 12:00); nothing set: always. Each dish may narrow it. */
  availability: AvailabilitySchema,
  createdAt: z.string(),
})
export type Category = z.infer<typeof CategorySchema>

export const NewCategorySchema = z
  .object({
    name: name.default(NEW_CATEGORY_NAME),
    description: z.string().max(500).default(''),
    isVisible: z.boolean().default(true),
    variantLabels: SharedLabelsSchema.default([]),
    variantLabelTranslations: SharedLabelTranslationsSchema.default({}),
    translations: CategoryTranslationsSchema.default({}),
    availability: AvailabilitySchema.optional(),
  })
  .superRefine((input, context) =>
    checkLabelTranslationsFit(input.variantLabels, input.variantLabelTranslations, context),
  )
/**
 * A change to a category. Its shared labels' translations are checked against the labels here when both are
 * sent, and against the stored labels by the server when only the translations are.
 */
export const CategoryChangeSchema = z
  .object({
    name,
    description: z.string().max(500),
    isVisible: z.boolean(),
    position: z.number().int().min(0).max(10_000),
    variantLabels: SharedLabelsSchema,
    variantLabelTranslations: SharedLabelTranslationsSchema,
    translations: CategoryTranslationsSchema,
    availability: AvailabilitySchema,
  })
  .partial()
  .superRefine((change, context) => {
    if (change.variantLabels && change.variantLabelTranslations) {
      checkLabelTranslationsFit(change.variantLabels, change.variantLabelTranslations, context)
    }
  })
